import type { DbBool, Id, IsoTime } from './values';

/** The contacts app's tables (migration 0014_contacts). Every text field is '' when not given. */

export interface ContactsTable {
  id: Id;
  /** The user whose address book holds the contact. */
  ownerId: Id;
  name: string;
  lastName: string;
  avatar: string;
  nickname: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  address: string;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  notes: string;
  starred: DbBool;
  frequent: DbBool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ContactGroupsTable {
  id: Id;
  ownerId: Id;
  /** One of CONTACT_GROUP_KEYS for the seeded groups (named in the reader's language); null otherwise. */
  groupKey: string | null;
  name: string;
  position: number;
  createdAt: IsoTime;
}

export interface ContactGroupMembersTable {
  groupId: Id;
  contactId: Id;
}

export interface ContactTables {
  contacts: ContactsTable;
  contactGroups: ContactGroupsTable;
  contactGroupMembers: ContactGroupMembersTable;
}
