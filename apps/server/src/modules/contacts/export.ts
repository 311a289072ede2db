import { contactColumnText, type Contact, type ContactColumn } from '@cppcc/contracts';
import type { ExportCells } from '../exports/list-export';

const text = (column: ContactColumn) => (contact: Contact) => contactColumnText(contact, column);

/** The cells of the contacts list ('contacts'): each column's text as the page shows it. */
export const CONTACT_CELLS: ExportCells<Contact> = {
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  company: text('company'),
  jobTitle: text('jobTitle'),
  section: text('section'),
};
