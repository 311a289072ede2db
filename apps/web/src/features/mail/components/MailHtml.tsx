import { SafeHtml } from '../../../shared/ui/SafeHtml';

/** A mail's message: sanitized on the server, checked again by DOMPurify (shared SafeHtml). */
export function MailHtml({ html }: { html: string }) {
  return <SafeHtml html={html} testId="mail-message" />;
}
