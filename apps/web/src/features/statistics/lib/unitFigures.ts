import type { UnitFigure, UnitFiguresRow } from '@cppcc/contracts';
import type { SheetContent } from '../../../shared/lib/excel';

/** A translation of the statistics bundle (the screen's language, or zh-CN for the Excel file). */
export type Translate = (key: string, options?: { code?: string }) => string;

/** One column of the per-unit figures table: the figure its cells link to (and the class code). */
export interface UnitFigureColumn {
  figure: UnitFigure;
  code?: string;
  value: (row: UnitFiguresRow) => number;
}

/**
 * The table's figure columns in order; one column per reply class of the settings (A, B, C …), plus any
 * class a reply still carries that the settings no longer list.
 */
export function unitFigureColumns(
  rows: readonly UnitFiguresRow[],
  classCodes: readonly string[],
): UnitFigureColumn[] {
  const codes = [...classCodes];
  for (const row of rows)
    for (const code of Object.keys(row.classes)) if (!codes.includes(code)) codes.push(code);
  const plain = (figure: Exclude<UnitFigure, 'class'>): UnitFigureColumn => ({
    figure,
    value: (row) => row[figure],
  });
  return [
    plain('assigned'),
    plain('signedInTime'),
    plain('replied'),
    plain('repliedOnTime'),
    plain('consulted'),
    plain('urges'),
    ...codes.map((code) => ({
      figure: 'class' as const,
      code,
      value: (row: UnitFiguresRow) => row.classes[code] ?? 0,
    })),
    plain('evaluations'),
    plain('attitudeSatisfied'),
    plain('resultSatisfied'),
    plain('rehandled'),
  ];
}

/** The header of a figure column (`t` of the statistics bundle: `unit.col.<figure>`). */
export const unitColumnHeader = (column: UnitFigureColumn, t: Translate) =>
  column.figure === 'class' ? t('unit.col.class', { code: column.code }) : t(`unit.col.${column.figure}`);

/** The sheet of the per-unit figures: unit name, then every figure column, counts as numbers. */
export function unitFiguresSheet(
  rows: readonly UnitFiguresRow[],
  columns: readonly UnitFigureColumn[],
  t: Translate,
): SheetContent {
  return {
    sheetName: t('table.unitFigures'),
    headers: [t('unit.col.unit'), ...columns.map((column) => unitColumnHeader(column, t))],
    kinds: ['text', ...columns.map(() => 'count' as const)],
    values: rows.map((row) => [row.unit.name, ...columns.map((column) => column.value(row))]),
  };
}
