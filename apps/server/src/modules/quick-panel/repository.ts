import type { Kysely, Selectable } from 'kysely';
import type { DB, QuickPanelItemsTable } from '../../db/schema';

export type QuickPanelItemRow = Selectable<QuickPanelItemsTable>;

export function listQuickPanelItems(db: Kysely<DB>, userId: string): Promise<QuickPanelItemRow[]> {
  return db
    .selectFrom('quickPanelItems')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

export async function insertQuickPanelItem(db: Kysely<DB>, row: QuickPanelItemRow): Promise<void> {
  await db.insertInto('quickPanelItems').values(row).execute();
}

export async function nextQuickPanelPosition(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('quickPanelItems')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
