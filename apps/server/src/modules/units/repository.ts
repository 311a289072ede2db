import type { Kysely, Selectable } from 'kysely';
import type { DB, UnitsTable } from '../../db/schema';

export type UnitRow = Selectable<UnitsTable>;

export function listUnits(db: Kysely<DB>): Promise<UnitRow[]> {
  return db.selectFrom('units').selectAll().orderBy('name').execute();
}

export function findUnitById(db: Kysely<DB>, id: string): Promise<UnitRow | undefined> {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUnitByName(db: Kysely<DB>, name: string): Promise<UnitRow | undefined> {
  return db.selectFrom('units').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertUnit(db: Kysely<DB>, row: UnitRow): Promise<void> {
  await db.insertInto('units').values(row).execute();
}

export async function updateUnit(db: Kysely<DB>, id: string, patch: Partial<UnitRow>): Promise<void> {
  await db.updateTable('units').set(patch).where('id', '=', id).execute();
}
