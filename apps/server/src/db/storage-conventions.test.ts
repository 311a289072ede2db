import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/context';
import { COLUMN, fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson } from './values';

/**
 * The same assertions run under both dialects (TEST_DIALECT): whatever the application writes,
 * SQLite and PostgreSQL must return identical JavaScript values.
 */
interface ProbeRow {
  id: string;
  createdAt: string;
  isActive: number;
  payload: string;
  amount: number;
}

describe('storage conventions', () => {
  let t: TestDatabase;
  const id = newId();
  const createdAt = '2026-11-22T08:30:05.123Z';
  const payload = { 名称: '提案', nested: { list: [1, 'two', null], ok: true }, zeta: 1, alpha: 2 };

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.kysely.schema
      .createTable('convention_probe')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('is_active', COLUMN.bool, (col) => col.notNull())
      .addColumn('payload', COLUMN.json, (col) => col.notNull())
      .addColumn('amount', COLUMN.int, (col) => col.notNull())
      .execute();
    const rows = [
      { id, createdAt, isActive: toDbBool(true), payload: toDbJson(payload), amount: 40 },
      { id: newId(), createdAt: nowIso(), isActive: toDbBool(false), payload: toDbJson([]), amount: 2 },
    ];
    await sql`insert into convention_probe (id, created_at, is_active, payload, amount) values ${sql.join(
      rows.map((r) => sql`(${r.id}, ${r.createdAt}, ${r.isActive}, ${r.payload}, ${r.amount})`),
    )}`.execute(t.db.kysely);
  });
  afterAll(() => t.cleanup());

  it('returns ids, times, booleans and JSON exactly as written', async () => {
    const { rows } = await sql<ProbeRow>`select * from convention_probe where id = ${id}`.execute(
      t.db.kysely,
    );
    expect(rows).toEqual([{ id, createdAt, isActive: 1, payload: JSON.stringify(payload), amount: 40 }]);
    const row = rows[0]!;
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fromDbBool(row.isActive)).toBe(true);
    expect(fromDbJson(row.payload)).toEqual(payload);
    expect(Object.keys(fromDbJson<Record<string, unknown>>(row.payload))).toEqual([
      '名称',
      'nested',
      'zeta',
      'alpha',
    ]);
  });

  it('returns aggregates as numbers, not strings', async () => {
    const { rows } = await sql<{ total: number; active: number; amountSum: number; amountAvg: number }>`
      select count(*) as total, sum(is_active) as active, sum(amount) as amount_sum, avg(amount) as amount_avg
      from convention_probe`.execute(t.db.kysely);
    expect(rows[0]).toEqual({ total: 2, active: 1, amountSum: 42, amountAvg: 21 });
  });

  it('counts through the query builder as numbers', async () => {
    const row = await t.db.kysely
      .selectFrom(sql<ProbeRow>`convention_probe`.as('p'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.isActive', '=', toDbBool(false))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ n: 1 });
  });

  it('orders and compares ISO times as text', async () => {
    const { rows } = await sql<{ createdAt: string }>`
      select created_at from convention_probe where created_at >= ${'2026-11-22T08:30:05.123Z'} order by created_at`.execute(
      t.db.kysely,
    );
    expect(rows[0]?.createdAt).toBe(createdAt);
    expect(nowIso()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL connections', () => {
  it('start no parallel workers per query (a request keeps to one backend)', async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      const { rows } = await sql<{
        value: string;
      }>`select current_setting('max_parallel_workers_per_gather') as value`.execute(t.db.kysely);
      expect(rows[0]?.value).toBe('0');
    } finally {
      await t.cleanup();
    }
  });
});
