export const CONTACTS_PATH = '/apps/contacts';
export const CONTACTS_LIST_PATH = `${CONTACTS_PATH}/:id`;
export const DEFAULT_CONTACT_LIST = 'all';

/** A list of the contacts app: all, frequent, starred, a group id or `directory`. */
export const contactsListPath = (id: string) => `${CONTACTS_PATH}/${encodeURIComponent(id)}`;
/** The side panel's contact is kept in the address, so a reload or the back button keeps it open. */
export const CONTACT_PARAM = 'contact';
/** The panel opened on a new, empty contact. */
export const NEW_CONTACT = 'new';
