import { contactFullName, type Contact } from '@cppcc/contracts';

/**
 * vCard 3.0 (RFC 2426) of contacts, the format phones and mail programs import: one card per contact,
 * lines ended with CRLF, text values escaped, long lines folded at 75 octets without splitting a character.
 */
function escape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
}

const encoder = new TextEncoder();

function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
    if (size + bytes > 75) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n');
}

export function contactVCard(contact: Contact): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  const add = (name: string, value: string) => {
    if (value.trim() !== '') lines.push(fold(`${name}:${value}`));
  };
  lines.push(fold(`N:${escape(contact.lastName)};${escape(contact.name)};;;`));
  lines.push(fold(`FN:${escape(fullName(contact))}`));
  add('NICKNAME', escape(contact.nickname));
  add('ORG', escape(contact.company));
  add('TITLE', escape(contact.jobTitle));
  add('EMAIL;TYPE=INTERNET', escape(contact.email));
  add('TEL;TYPE=VOICE', escape(contact.phone));
  if (contact.address.trim() !== '') lines.push(fold(`ADR;TYPE=WORK:;;${escape(contact.address)};;;;`));
  add('BDAY', contact.birthday);
  add('NOTE', escape(contact.notes));
  if (/^https?:\/\//i.test(contact.avatar)) add('PHOTO;VALUE=URI', contact.avatar);
  lines.push('END:VCARD');
  return lines.join('\r\n') + '\r\n';
}

export function contactsVCard(contacts: readonly Contact[]): string {
  return contacts.map(contactVCard).join('');
}

/** A name as its owner writes it: 李文博 for Chinese names (surname first), "Wenbo Li" otherwise (the list's rule). */
export const fullName = contactFullName;

/** A file name for the export: the contact's name, or the list's. */
export function vcardFileName(label: string): string {
  const safe = label.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'contacts';
  return `${safe}.vcf`;
}
