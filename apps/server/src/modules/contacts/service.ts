import {
  CONTACTS_DIRECTORY_ROLES,
  contactsMatching,
  parseContactFilters,
  type ContactListQuery,
  DIRECTORY_GROUP_ID,
  hasAccess,
  isDirectoryContactId,
  type Contact,
  type ContactFields,
  type ContactGroup,
  type ContactsUser,
  type Role,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, type Clock } from '../../db/values';
import { forbidden, notFound } from '../../http/errors';
import { committeeDirectory } from './directory';
import {
  accountOf,
  deleteContacts,
  groupMembers,
  insertContact,
  insertGroup,
  listContacts,
  listGroups,
  ownedIds,
  setFrequent,
  setStarred,
  updateContactFields,
  type ContactRow,
} from './repository';

/** Who calls: the signed-in user (the seed passes each demo account the same way). */
export interface ContactsCaller {
  id: string;
  roles: readonly Role[];
}
export type StarMode = 'on' | 'off' | 'toggle';

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    avatar: row.avatar,
    nickname: row.nickname,
    company: row.company,
    jobTitle: row.jobTitle,
    email: row.email,
    phone: row.phone,
    address: row.address,
    birthday: row.birthday,
    notes: row.notes,
    readOnly: false,
    section: null,
  };
}

const seesDirectory = (caller: ContactsCaller) => hasAccess(CONTACTS_DIRECTORY_ROLES, caller.roles);

/**
 * The contacts app (seed 001 §7): every call reads and writes only the caller's own rows (`ownerId`);
 * an id that is not the caller's is 404 — whether it exists elsewhere is nobody's business — and a
 * committee directory id is 403, because the directory belongs to the users and units tables.
 */
export function contactsService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  /** Refuses directory entries (403) and ids that are not the caller's (404), naming the field. */
  async function checkOwned(
    trx: Kysely<DB>,
    ownerId: string,
    ids: readonly string[],
    field: 'contactId' | 'contactIds' | 'contact.id',
  ): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.some(isDirectoryContactId))
      throw forbidden('contacts.readOnly', { fields: { [field]: 'contacts.readOnly' } });
    const owned = await ownedIds(trx, ownerId, unique);
    if (unique.some((id) => !owned.has(id)))
      throw notFound('contacts.notFound', { fields: { [field]: 'contacts.notFound' } });
    return unique;
  }

  async function all(ownerId: string): Promise<Contact[]> {
    return (await listContacts(db, ownerId)).map(toContact);
  }

  async function user(caller: ContactsCaller): Promise<ContactsUser> {
    const account = await accountOf(db, caller.id);
    const rows = await listContacts(db, caller.id);
    const members = await groupMembers(db, caller.id);
    const groups: ContactGroup[] = (await listGroups(db, caller.id)).map((group) => ({
      id: group.id,
      name: group.name,
      key: group.groupKey,
      contactIds: members.get(group.id) ?? [],
      readOnly: false,
    }));
    if (seesDirectory(caller))
      groups.push({
        id: DIRECTORY_GROUP_ID,
        name: '委员会通讯录',
        key: DIRECTORY_GROUP_ID,
        contactIds: (await committeeDirectory(db)).map((entry) => entry.id),
        readOnly: true,
      });
    return {
      id: account.id,
      name: account.displayName,
      avatar: account.photoUrl ?? '',
      starred: rows.filter((row) => fromDbBool(row.starred)).map((row) => row.id),
      frequentContacts: rows.filter((row) => fromDbBool(row.frequent)).map((row) => row.id),
      groups,
    };
  }

  async function star(
    caller: ContactsCaller,
    ids: readonly string[],
    mode: StarMode,
    field: 'contactId' | 'contactIds',
  ) {
    await inTransaction(db, async (trx) => {
      const unique = await checkOwned(trx, caller.id, ids, field);
      await setStarred(trx, caller.id, unique, mode, now());
    });
    return user(caller);
  }

  async function remove(caller: ContactsCaller, ids: readonly string[], field: 'contactId' | 'contactIds') {
    await inTransaction(db, async (trx) => {
      await deleteContacts(trx, caller.id, await checkOwned(trx, caller.id, ids, field));
    });
    return all(caller.id);
  }

  /** `frequent`, `starred`, `directory`, one of the caller's groups, else all own contacts. */
  async function list(caller: ContactsCaller, id: string | undefined): Promise<Contact[]> {
    if (id === DIRECTORY_GROUP_ID) return seesDirectory(caller) ? committeeDirectory(db) : [];
    const rows = await listContacts(db, caller.id);
    if (id === 'frequent') return rows.filter((row) => fromDbBool(row.frequent)).map(toContact);
    if (id === 'starred') return rows.filter((row) => fromDbBool(row.starred)).map(toContact);
    const group = id ? (await groupMembers(db, caller.id)).get(id) : undefined;
    if (group) return rows.filter((row) => group.includes(row.id)).map(toContact);
    return rows.map(toContact);
  }

  return {
    user,
    list,

    /**
     * One list as the page shows it (issue 30 §3): its filters and sort, the contract's rule; without
     * either, the list as it is stored (the seed's clients send neither).
     */
    async shown(caller: ContactsCaller, query: ContactListQuery): Promise<Contact[]> {
      const filters = parseContactFilters(query.filters) ?? [];
      const sort = query.sort ? { by: query.sort, order: query.order } : null;
      return contactsMatching(await list(caller, query.id), filters, sort);
    },

    /** add-contact: a new id; answers the full list. */
    async add(caller: ContactsCaller, fields: ContactFields): Promise<Contact[]> {
      await create(caller.id, fields);
      return all(caller.id);
    },

    /** update-contact: the contact with this id replaced (its stars and groups stay); the full list. */
    async update(caller: ContactsCaller, contact: ContactFields & { id: string }): Promise<Contact[]> {
      const { id, ...fields } = contact;
      await inTransaction(db, async (trx) => {
        await checkOwned(trx, caller.id, [id], 'contact.id');
        await updateContactFields(trx, caller.id, id, { ...fields, updatedAt: now() });
      });
      return all(caller.id);
    },

    remove: (caller: ContactsCaller, id: string) => remove(caller, [id], 'contactId'),
    removeMany: (caller: ContactsCaller, ids: readonly string[]) => remove(caller, ids, 'contactIds'),
    toggleStar: (caller: ContactsCaller, id: string) => star(caller, [id], 'toggle', 'contactId'),
    toggleStars: (caller: ContactsCaller, ids: readonly string[]) =>
      star(caller, ids, 'toggle', 'contactIds'),
    setStars: (caller: ContactsCaller, ids: readonly string[], on: boolean) =>
      star(caller, ids, on ? 'on' : 'off', 'contactIds'),

    /** The seed's groups and frequent contacts (no call of seed 001 writes them; the seeder does). */
    async addGroup(
      caller: ContactsCaller,
      group: { key: string | null; name: string },
      contactIds: readonly string[],
    ) {
      await inTransaction(db, async (trx) => {
        const members = await checkOwned(trx, caller.id, contactIds, 'contactIds');
        const position = (await listGroups(trx, caller.id)).length;
        const row = {
          id: newId(),
          ownerId: caller.id,
          groupKey: group.key,
          name: group.name,
          position,
          createdAt: now(),
        };
        await insertGroup(trx, row, members);
      });
    },
    async markFrequent(caller: ContactsCaller, contactIds: readonly string[]) {
      await inTransaction(db, async (trx) => {
        await setFrequent(trx, caller.id, await checkOwned(trx, caller.id, contactIds, 'contactIds'));
      });
    },
    /** The new contact's id (the seeder links groups and stars to it). */
    create,
  };

  async function create(ownerId: string, fields: ContactFields): Promise<string> {
    const id = newId();
    const time = now();
    await insertContact(db, {
      id,
      ownerId,
      ...fields,
      starred: 0,
      frequent: 0,
      createdAt: time,
      updatedAt: time,
    });
    return id;
  }
}

export type ContactsService = ReturnType<typeof contactsService>;
