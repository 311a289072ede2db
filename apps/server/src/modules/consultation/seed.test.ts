import type { ProposalDate } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbJson } from '../../db/values';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import type { Caller } from '../auth/guard';
import { proposalDates } from '../calendar/proposal-layer';
import { consultationService } from './service';

describe('consultation demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  const callerOf = async (email: string): Promise<Caller> => {
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'roles', 'unitId'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { id: row.id, roles: fromDbJson<Caller['roles']>(row.roles), unitId: row.unitId };
  };

  it("gives the demo unit a meeting in every state, the fixed one in its and the proposer's calendars", async () => {
    const clerk = await callerOf('fgw@cppcc.demo');
    const rows = await t.db.kysely
      .selectFrom('consultations')
      .select(['id', 'proposalId', 'taskId'])
      .execute();
    const service = consultationService(t.db.kysely);
    const meetings = await Promise.all(rows.map((row) => service.get(row.id, clerk)));
    expect(meetings.map((item) => item.state).sort()).toEqual([
      'another_requested',
      'fixed',
      'minuted',
      'proposed',
    ]);
    expect(meetings.every((item) => item.unit.id === clerk.unitId)).toBe(true);
    const held = meetings.find((item) => item.state === 'minuted');
    expect(held?.minutes?.agreed).toContain('会议商定');
    const communications = await t.db.kysely
      .selectFrom('communications')
      .select('id')
      .where('taskId', '=', held?.taskId ?? '')
      .execute();
    expect(communications.length).toBeGreaterThanOrEqual(1);
    const asked = meetings.find((item) => item.state === 'another_requested');
    expect(asked?.invitees.find((invitee) => invitee.role === 'first_proposer')?.note).toContain('常委会议');

    const fixed = meetings.find((item) => item.state === 'fixed');
    const proposerId = fixed?.invitees.find((invitee) => invitee.role === 'first_proposer')?.person.id ?? '';
    const proposer: Caller = { id: proposerId, roles: ['members'], unitId: null };
    for (const caller of [proposer, clerk]) {
      const dates: ProposalDate[] = await proposalDates(t.db.kysely, { dialect: t.db.dialect }, caller);
      expect(dates.filter((date) => date.kind === 'consultation').map((date) => date.id)).toContain(
        `consultation:${fixed?.id ?? ''}`,
      );
    }
  });
});
