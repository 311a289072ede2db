import type { Kysely, Migration } from 'kysely';
import { unitInitials } from '../../lib/pinyinInitials';
import { COLUMN, toDbJson } from '../values';

/**
 * Units are found by short name (简称: 发改委) and pinyin initials (sfzhggwyh, fgw) too (issue 13).
 * Both are JSON arrays; the initials are computed from the name and short names, here for the units
 * that exist already and by the units service on every later write.
 */
export const unitShortNames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('units')
      .addColumn('short_names', COLUMN.json, (col) => col.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('units')
      .addColumn('initials', COLUMN.json, (col) => col.notNull().defaultTo('[]'))
      .execute();
    const units = db as Kysely<{ units: { id: string; name: string; initials: string } }>;
    for (const unit of await units.selectFrom('units').select(['id', 'name']).execute())
      await units
        .updateTable('units')
        .set({ initials: toDbJson(unitInitials(unit.name, [])) })
        .where('id', '=', unit.id)
        .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('units').dropColumn('initials').execute();
    await db.schema.alterTable('units').dropColumn('short_names').execute();
  },
};
