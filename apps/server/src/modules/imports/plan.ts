import type { ImportOutcome, ImportProblem } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuditRecord } from '../admin-log/record';

/** One row of a file as the dry run sees it, with what the commit would do. */
export interface PlannedRow {
  row: number;
  key: string;
  label: string;
  outcome: ImportOutcome;
  changes: string[];
  problems: ImportProblem[];
}

/** What a kind's planner answers: the rows, and the writes of the commit (run only when no row is invalid). */
export interface ImportPlan {
  rows: PlannedRow[];
  /** Writes every create and update in the caller's transaction; answers the audit entries and new accounts. */
  apply(trx: Kysely<DB>): Promise<{ records: AuditRecord[]; invitees: Invitee[] }>;
}

export interface Invitee {
  id: string;
  displayName: string;
  phone: string | null;
  email: string | null;
}

/** A second row with the same key: a problem on the later row naming the first. */
export function duplicateTracker() {
  const seen = new Map<string, number>();
  return (key: string, row: number): ImportProblem | undefined => {
    const first = seen.get(key);
    if (first !== undefined) return { column: null, key: 'import.duplicateInFile', params: { row: first } };
    seen.set(key, row);
    return undefined;
  };
}

/** The keys of `after` whose value differs from `before` (compared as JSON). */
export function differingKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
