import type { MailPerson, MailSummary } from '@cppcc/contracts';
import { beijingTime, type ExportCells } from '../exports/list-export';

const person = (who: MailPerson) => (who.email ? `${who.name} <${who.email}>` : who.name);

/** The cells of the mail list ('mail'): people as "name <e-mail>", recipients joined by 、. */
export const MAIL_CELLS: ExportCells<MailSummary> = {
  from: (mail) => person(mail.from),
  to: (mail) => mail.to.map(person).join('、'),
  subject: (mail) => mail.subject,
  date: (mail) => beijingTime(mail.time),
  excerpt: (mail) => mail.excerpt,
  attachments: (mail) => mail.attachments.length,
};
