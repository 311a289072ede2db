import type { SelectionKind, SelectionState } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson } from '../../db/values';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import type { Caller } from '../auth/guard';
import { selectionsService } from './service';

describe('selections demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  const callerWithRole = async (role: string): Promise<Caller> => {
    const rows = await t.db.kysely.selectFrom('users').select(['id', 'roles', 'unitId']).execute();
    const row = rows.find((user) => fromDbJson<string[]>(user.roles).includes(role));
    if (!row) throw new Error(`no ${role}`);
    return { id: row.id, roles: fromDbJson<Caller['roles']>(row.roles), unitId: row.unitId };
  };

  it('holds a finished selection of the last session, an open one of the current, and decided key proposals', async () => {
    const staff = await callerWithRole('staff');
    const service = selectionsService(t.db.kysely, { dialect: t.db.dialect });
    const { items } = await service.list(staff, {});
    const shape = items.map((item): [SelectionKind, SelectionState, boolean] => [
      item.kind,
      item.state,
      item.sessionId ===
        items.find((other) => other.state === 'published' && other.kind === 'excellent_proposal')?.sessionId,
    ]);
    expect(shape).toEqual(
      expect.arrayContaining([
        ['excellent_proposal', 'published', true],
        ['excellent_proposal', 'voting', false],
        ['excellent_unit', 'nominating', false],
        ['key_proposal', 'published', false],
      ]),
    );
    const finished = items.find((item) => item.state === 'published' && item.kind === 'excellent_proposal');
    const detail = await service.detail(finished?.id ?? '', staff);
    expect(detail.votedCount).toBe(detail.voterCount);
    const chosen = detail.candidates.filter((candidate) => candidate.chosen);
    expect(chosen).toHaveLength(2);
    const flags = await t.db.kysely
      .selectFrom('proposals')
      .select('isExcellent')
      .where(
        'id',
        'in',
        chosen.map((candidate) => candidate.proposal?.id ?? ''),
      )
      .execute();
    expect(flags.map((row) => row.isExcellent)).toEqual([1, 1]);

    const key = items.find((item) => item.kind === 'key_proposal');
    const keyDetail = await service.detail(key?.id ?? '', staff);
    expect(keyDetail.candidates.filter((candidate) => candidate.chosen && candidate.leader)).toHaveLength(2);

    // A member sees the published ones, and the open vote when chosen to vote in it.
    const member = await callerWithRole('members');
    const seen = (await service.list(member, {})).items.map((item) => item.state);
    expect(seen).toContain('published');
    expect(seen).not.toContain('nominating');
  });
});
