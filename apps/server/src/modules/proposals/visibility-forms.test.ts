import { ROLES } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import type { Caller } from '../auth/guard';
import { rolesOf } from '../users/service';
import { visibleTo, type RuleForm } from './repository';

/**
 * THE rule has two SQL renderings (repository.ts RuleForm): the lists' `set` and 查重's `row`. On the whole
 * demo seed (every state, signers, tasks of every unit, key proposals), both must give every caller the same
 * proposals — each seeded person with their own roles, with every role at once, and with every role but staff's.
 */
describe('THE visibility rule, set and row forms', () => {
  let t: TestDatabase;
  const callers: Caller[] = [];
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
    const users = await t.db.kysely.selectFrom('users').selectAll().execute();
    for (const user of users) {
      callers.push({ id: user.id, roles: rolesOf({ ...user, unitName: null }), unitId: user.unitId });
      callers.push({ id: user.id, roles: [...ROLES], unitId: user.unitId });
      // Without staff's clause, which would cover the others' answers.
      callers.push({ id: user.id, roles: ['members', 'leader', 'undertaker'], unitId: user.unitId });
    }
  }, 120_000);
  afterAll(() => t.cleanup());

  const visible = async (caller: Caller, scope: 'mine' | 'all', form: RuleForm) =>
    (
      await t.db.kysely
        .selectFrom('proposals')
        .select('proposals.id')
        .where(visibleTo(caller, scope, form))
        .orderBy('proposals.id')
        .execute()
    ).map((row) => row.id);

  it('gives every caller the same proposals in either form', async () => {
    let seen = 0;
    for (const caller of callers)
      for (const scope of ['mine', 'all'] as const) {
        const set = await visible(caller, scope, 'set');
        expect(await visible(caller, scope, 'row'), `${caller.roles.join('+')} ${scope}`).toEqual(set);
        seen += set.length;
      }
    // Not an agreement on nothing: the seed's members sign proposals and its units hold tasks.
    expect(seen).toBeGreaterThan(0);
    const units = callers.filter((caller) => caller.roles.includes('undertaker') && caller.unitId);
    expect(units.length).toBeGreaterThan(0);
  });
});
