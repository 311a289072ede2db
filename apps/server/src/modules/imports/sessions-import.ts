import { checkSessionRow, type ImportedSession, type Session } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordChange, type AuditRecord } from '../admin-log/record';
import { sessionsService } from '../sessions/service';
import { differingKeys, duplicateTracker, type ImportPlan, type PlannedRow } from './plan';
import type { SheetRow } from './workbook';

const DATES = ['submissionOpensAt', 'submissionClosesAt', 'plenaryStartsAt', 'plenaryEndsAt'] as const;
const FIELDS = ['term', 'meeting', 'year', 'name', ...DATES] as const;

/** What a row asks of a session (an empty name keeps the one the session has). */
function wanted(value: ImportedSession, current: Session | undefined) {
  return {
    term: value.term,
    meeting: value.meeting,
    year: value.year,
    ...(value.name ? { name: value.name } : current ? { name: current.name } : {}),
    ...Object.fromEntries(DATES.map((key) => [key, value[key]])),
  };
}

/** Sessions by term and meeting: created (never made current by an import), updated, or skipped. */
export async function planSessions(db: Kysely<DB>, sheet: SheetRow[]): Promise<ImportPlan> {
  const existing = new Map((await sessionsService(db).list()).map((s) => [`${s.term}-${s.meeting}`, s]));
  const sameKey = duplicateTracker();
  const rows: PlannedRow[] = [];
  const writes: { value: ImportedSession; current: Session | undefined }[] = [];
  for (const { row, cells } of sheet) {
    const { value, problems } = checkSessionRow(cells);
    const key = `${cells.term ?? ''}届${cells.meeting ?? ''}次`;
    const label = value?.name ?? key;
    if (value) {
      const twice = sameKey(`${value.term}-${value.meeting}`, row);
      if (twice) problems.push(twice);
    }
    if (problems.length > 0 || !value) {
      rows.push({ row, key, label, outcome: 'invalid', changes: [], problems });
      continue;
    }
    const current = existing.get(`${value.term}-${value.meeting}`);
    if (!current) {
      writes.push({ value, current });
      rows.push({ row, key, label, outcome: 'create', changes: [], problems });
      continue;
    }
    const changes = differingKeys(current, wanted(value, current));
    if (changes.length > 0) writes.push({ value, current });
    rows.push({ row, key, label, outcome: changes.length > 0 ? 'update' : 'skip', changes, problems });
  }
  return {
    rows,
    async apply(trx) {
      const sessions = sessionsService(trx);
      const records: AuditRecord[] = [];
      for (const { value, current } of writes) {
        const body = wanted(value, current);
        const after = current
          ? await sessions.update(current.id, body)
          : await sessions.create({ ...body, isCurrent: false });
        const target = { kind: 'session' as const, id: after.id, label: after.name };
        records.push(...recordChange('session.imported', target, current, after, FIELDS));
      }
      return { records, invitees: [] };
    },
  };
}
