import { DEMO_ACCOUNTS, demoAccount, type Role } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { readHead } from '../attachments/sniff';
import { localFileStorage } from '../attachments/storage';
import { contactAvatars } from './avatars';
import { contactsService } from './service';

describe('contacts demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(() => t.cleanup());

  const callerOf = async (key: (typeof DEMO_ACCOUNTS)[number]['key']) => {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccount(key).email)
      .executeTakeFirstOrThrow();
    return { id: row.id, roles: [demoAccount(key).role] as Role[] };
  };

  it('gives every demo account its own 25 contacts, 3 groups, starred and frequent ones', async () => {
    const service = contactsService(t.db.kysely);
    const seen = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const caller = await callerOf(account.key);
      const contacts = await service.list(caller, 'all');
      expect(contacts).toHaveLength(25);
      for (const contact of contacts) {
        expect(seen.has(contact.id)).toBe(false);
        seen.add(contact.id);
      }
      expect(contacts.every((contact) => contact.birthday === '' && !contact.readOnly)).toBe(true);
      // Each contact has its own picture, uploaded by this account (a contact's avatar is its owner's).
      const avatars = contacts.map((contact) => contact.avatar);
      expect(avatars.every((url) => url.startsWith('/api/contacts-app/avatars/'))).toBe(true);
      expect(new Set(avatars).size).toBe(avatars.length);
      const file = await contactAvatars(t.db.kysely, localFileStorage(t.config.dataDir)).open(
        avatars[0]?.split('/').pop() ?? '',
        caller.id,
      );
      expect([...(await readHead(file.stream, 3))]).toEqual([0xff, 0xd8, 0xff]);
      const user = await service.user(caller);
      const own = user.groups.filter((group) => !group.readOnly);
      expect(own.map((group) => group.key)).toEqual(['friends', 'clients', 'recent-workers']);
      for (const group of own) expect(group.contactIds.length).toBeGreaterThan(0);
      expect(user.starred).toHaveLength(5);
      expect(user.frequentContacts).toHaveLength(6);
      expect(await service.list(caller, 'starred')).toHaveLength(5);
    }
  });

  it('builds the committee directory from the seeded members and units', async () => {
    const service = contactsService(t.db.kysely);
    const caller = await callerOf('member');
    const directory = await service.list(caller, 'directory');
    const members = directory.filter((entry) => entry.id.startsWith('directory:member:'));
    const units = directory.filter((entry) => entry.id.startsWith('directory:unit:'));
    expect(members.length).toBeGreaterThanOrEqual(13);
    expect(members.every((entry) => entry.section && entry.readOnly)).toBe(true);
    const unitRows = await t.db.kysely.selectFrom('units').select(['name', 'contactPhone']).execute();
    expect(units.map((entry) => entry.company).sort()).toEqual(unitRows.map((unit) => unit.name).sort());
    const fgw = units.find((entry) => entry.company === '市发展和改革委员会');
    expect(fgw?.phone).toBe(unitRows.find((unit) => unit.name === '市发展和改革委员会')?.contactPhone);
    const user = await service.user(caller);
    expect(user.groups.at(-1)).toMatchObject({ id: 'directory', readOnly: true });
    expect(user.groups.at(-1)?.contactIds).toHaveLength(directory.length);
    // A self-registered user has no committee role: no directory.
    expect((await service.user(await callerOf('user'))).groups.some((group) => group.readOnly)).toBe(false);
    expect(await service.list(await callerOf('user'), 'directory')).toEqual([]);
  });
});
