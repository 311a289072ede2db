import {
  forwardSubject,
  replySubject,
  type Mail,
  type MailAttachment,
  type MailPerson,
} from '@cppcc/contracts';

/** What the compose dialog starts from: a new mail, a reply, a forward, or a draft being continued. */
export interface ComposeStart {
  draftId?: string;
  to: MailPerson[];
  subject: string;
  /** HTML. */
  message: string;
  attachments: MailAttachment[];
}

export const EMPTY_COMPOSE: ComposeStart = { to: [], subject: '', message: '', attachments: [] };

/** Texts the quoting uses, in the reader's language. */
export interface QuoteWords {
  /** e.g. "{{name}} 于 {{time}} 写道：" already filled. */
  wrote: string;
  /** The heading of a forwarded mail. */
  forwarded: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  /** The original's time as the reader reads it. */
  dateText: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const personText = (person: MailPerson) => (person.email ? `${person.name} <${person.email}>` : person.name);

/** A reply to the sender (and, for "reply all", the other recipients but oneself), the original quoted. */
export function replyTo(mail: Mail, words: QuoteWords, meId: string, all = false): ComposeStart {
  const others = all ? mail.to.filter((person) => person.id !== meId) : [];
  const sender = mail.from.id === meId ? mail.to : [mail.from];
  const to = [...sender, ...others].filter(
    (person, index, list) => list.findIndex((other) => other.id === person.id) === index,
  );
  return {
    to,
    subject: replySubject(mail.subject),
    message: `<p></p><p>${escapeHtml(words.wrote)}</p><blockquote>${mail.message}</blockquote>`,
    attachments: [],
  };
}

/** A forward: no recipients yet, the original with its header quoted and its files carried along. */
export function forwardOf(mail: Mail, words: QuoteWords): ComposeStart {
  const header = [
    `${words.from}: ${personText(mail.from)}`,
    `${words.to}: ${mail.to.map(personText).join(', ')}`,
    `${words.date}: ${words.dateText}`,
    `${words.subject}: ${mail.subject}`,
  ];
  return {
    to: [],
    subject: forwardSubject(mail.subject),
    message:
      `<p></p><p>${escapeHtml(words.forwarded)}</p>` +
      `<p>${header.map(escapeHtml).join('<br>')}</p>${mail.message}`,
    attachments: mail.attachments,
  };
}

/** A draft continued in the dialog. */
export function fromDraft(mail: Mail): ComposeStart {
  return {
    draftId: mail.id,
    to: mail.to,
    subject: mail.subject,
    message: mail.message,
    attachments: mail.attachments,
  };
}
