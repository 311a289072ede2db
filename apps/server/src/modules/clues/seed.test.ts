import { CLUE_STATES, clueListQuerySchema } from '@cppcc/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { cluesService } from './service';

/** The clue demo data (0027_clues, 0033_clue_leftovers): every state, pictures, the reply-published SMS. */
describe('clue demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // The whole demo seed (a copy of the worker's): seeding the clues' own seeders and the proposals and
    // their handling they stand on, from empty, took 27 s of this file on PostgreSQL.
    t = await createTestDatabase({ seeded: true });
  }, 300_000);
  afterAll(() => t.cleanup());

  const service = () =>
    cluesService(t.db.kysely, {
      dialect: t.db.dialect,
      sender: { send: () => Promise.resolve() },
      log: pino({ enabled: false }),
      secret: 'test',
    });
  const staff = async () => {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@cppcc.demo')
      .executeTakeFirstOrThrow();
    return { id: row.id, roles: ['staff' as const], unitId: null };
  };
  const all = async () =>
    (await service().library.list(await staff(), clueListQuerySchema.parse({ pageSize: 100 }))).items;

  it('holds clues in every state, with pictures on one awaiting screening and one in the library', async () => {
    const clues = await all();
    expect(new Set(clues.map((clue) => clue.state))).toEqual(new Set(CLUE_STATES));
    const pictured = clues.filter((clue) => clue.pictures.length > 0);
    expect(pictured.map((clue) => clue.state).sort()).toEqual(['accepted', 'new']);
    for (const clue of pictured) expect(clue.pictures).toHaveLength(2);
  });

  it("has a clue whose adopted proposal's reply is published, and its sender was texted the link", async () => {
    const clues = await all();
    const adopted = clues.find((clue) => clue.title === '小微企业贷款门槛高');
    expect(adopted?.state).toBe('adopted');
    const detail = await service().library.detail(adopted?.id ?? '', await staff());
    expect(detail.events.at(-1)?.action).toBe('reply_published');
    const row = await t.db.kysely
      .selectFrom('clues')
      .select('trackingCode')
      .where('id', '=', adopted?.id ?? '')
      .executeTakeFirstOrThrow();
    const tracking = await service().public.track(row.trackingCode);
    expect(tracking.replies).toHaveLength(1);
    const notified = await t.db.kysely
      .selectFrom('clueAdoptions')
      .select('replyNotifiedAt')
      .where('clueId', '=', adopted?.id ?? '')
      .execute();
    expect(notified.some((adoption) => adoption.replyNotifiedAt !== null)).toBe(true);
  });
});
