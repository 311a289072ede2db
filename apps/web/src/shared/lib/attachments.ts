import type { Attachment } from '@cppcc/contracts';
import { downloadWithSession } from './download';

/** Downloads a proposal attachment with the session's headers and saves it under its own name. */
export function downloadAttachment(attachment: Pick<Attachment, 'id' | 'fileName'>): Promise<void> {
  return downloadWithSession(`/api/attachments/${encodeURIComponent(attachment.id)}`, attachment.fileName);
}
