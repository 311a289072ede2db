import { DUTY_ACT_KINDS, type DutyActKind, type DutyRecordRow } from '@cppcc/contracts';
import type { SortOrder } from '../../../shared/ui/table/types';
import type { ColumnKind, SheetContent } from '../../../shared/lib/excel';

/** What the staff's list sorts by: the member's name, the score, or one figure. */
export type DutySortKey = 'member' | 'score' | DutyActKind;

export const isDutySortKey = (value: string): value is DutySortKey =>
  value === 'member' || value === 'score' || (DUTY_ACT_KINDS as readonly string[]).includes(value);

/** The rows sorted (names by Chinese collation), ties kept in the member order the server gave. */
export function sortDutyRows(
  rows: readonly DutyRecordRow[],
  by: DutySortKey,
  order: SortOrder,
): DutyRecordRow[] {
  const sign = order === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('zh-CN');
  const value = (row: DutyRecordRow) => (by === 'score' ? row.score : by === 'member' ? 0 : row.figures[by]);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const diff =
        by === 'member'
          ? collator.compare(a.row.member.displayName, b.row.member.displayName)
          : value(a.row) - value(b.row);
      return diff === 0 ? a.index - b.index : sign * diff;
    })
    .map(({ row }) => row);
}

/** The Excel sheet of the list: member, every figure, the score (numbers stay numbers). */
export function dutySheet(
  rows: readonly DutyRecordRow[],
  labels: { member: string; score: string; kind: (kind: DutyActKind) => string; sheetName: string },
): SheetContent {
  const kinds: ColumnKind[] = ['text', ...DUTY_ACT_KINDS.map((): ColumnKind => 'count'), 'count'];
  return {
    sheetName: labels.sheetName,
    headers: [labels.member, ...DUTY_ACT_KINDS.map(labels.kind), labels.score],
    kinds,
    values: rows.map((row) => [
      row.member.displayName,
      ...DUTY_ACT_KINDS.map((kind) => row.figures[kind]),
      row.score,
    ]),
  };
}
