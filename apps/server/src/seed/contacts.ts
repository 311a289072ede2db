import { DEMO_ACCOUNTS, isRole } from '@cppcc/contracts';
import { SAMPLE_CONTACTS, SAMPLE_FREQUENT, SAMPLE_GROUPS, SAMPLE_STARRED } from './contacts-data';
import type { Seeder } from './types';

/**
 * The contacts app's demo data (issue 15): for every demo account, the 25 sample contacts, the three groups,
 * the starred and frequent ones — written through the contacts service, so the same rules hold.
 */
export const contactsSeeder: Seeder = {
  name: '0005_contacts',
  async run(ctx) {
    const service = ctx.services.contacts;
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      const caller = { id: user.id, roles: isRole(account.role) ? [account.role] : [] };
      const ids: string[] = [];
      for (const contact of SAMPLE_CONTACTS) ids.push(await service.create(caller.id, contact));
      const pick = (indexes: readonly number[]) => indexes.map((index) => ids[index] ?? '');
      for (const group of SAMPLE_GROUPS)
        await service.addGroup(caller, { key: group.key, name: group.name }, pick(group.members));
      await service.setStars(caller, pick(SAMPLE_STARRED), true);
      await service.markFrequent(caller, pick(SAMPLE_FREQUENT));
    }
  },
};
