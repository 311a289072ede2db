import { checkUnitRow, type ImportedUnit } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordChange, type AuditRecord } from '../admin-log/record';
import { unitsService } from '../units/service';
import { differingKeys, duplicateTracker, type ImportPlan, type PlannedRow } from './plan';
import type { SheetRow } from './workbook';

const FIELDS = ['name', 'type', 'shortNames', 'contactName', 'contactPhone'] as const;

/** Units by name: created through the units service, updated to the row, or skipped when equal. */
export async function planUnits(db: Kysely<DB>, sheet: SheetRow[]): Promise<ImportPlan> {
  const existing = new Map((await unitsService(db).list()).map((unit) => [unit.name, unit]));
  const sameName = duplicateTracker();
  const rows: PlannedRow[] = [];
  const writes: { value: ImportedUnit; id: string | undefined }[] = [];
  for (const { row, cells } of sheet) {
    const { value, problems } = checkUnitRow(cells);
    const name = cells.name?.trim() ?? '';
    const twice = name ? sameName(name, row) : undefined;
    if (twice) problems.push({ ...twice, column: 'name' });
    if (problems.length > 0 || !value) {
      rows.push({ row, key: name, label: name, outcome: 'invalid', changes: [], problems });
      continue;
    }
    const current = existing.get(name);
    if (!current) {
      writes.push({ value, id: undefined });
      rows.push({ row, key: name, label: name, outcome: 'create', changes: [], problems });
      continue;
    }
    const pick = (unit: ImportedUnit) => Object.fromEntries(FIELDS.map((field) => [field, unit[field]]));
    const changes = differingKeys(pick(current), pick(value));
    if (changes.length > 0) writes.push({ value, id: current.id });
    rows.push({
      row,
      key: name,
      label: name,
      outcome: changes.length > 0 ? 'update' : 'skip',
      changes,
      problems,
    });
  }
  return {
    rows,
    async apply(trx) {
      const units = unitsService(trx);
      const records: AuditRecord[] = [];
      for (const { value, id } of writes) {
        const before = id ? await units.get(id) : undefined;
        const after = id ? await units.update(id, value) : await units.create(value);
        const target = { kind: 'unit' as const, id: after.id, label: after.name };
        records.push(...recordChange('unit.imported', target, before, after, FIELDS));
      }
      return { records, invitees: [] };
    },
  };
}
