import type { UnitFiguresRow } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { unitColumnHeader, unitFigureColumns, unitFiguresSheet, type Translate } from './unitFigures';

const row = (name: string, patch: Partial<UnitFiguresRow> = {}): UnitFiguresRow => ({
  unit: { id: `id-${name}`, name },
  assigned: 4,
  signedInTime: 3,
  replied: 2,
  repliedOnTime: 1,
  consulted: 1,
  urges: 2,
  classes: { A: 1, B: 1 },
  evaluations: 2,
  attitudeSatisfied: 2,
  resultSatisfied: 1,
  rehandled: 1,
  ...patch,
});

const t: Translate = (key, options) => (options?.code ? `${key}:${options.code}` : key);

describe('per-unit figures table', () => {
  it('has one column per reply class of the settings, plus a class only a reply still carries', () => {
    const columns = unitFigureColumns([row('甲', { classes: { A: 1, D: 2 } })], ['A', 'B', 'C']);
    const classes = columns.filter((column) => column.figure === 'class').map((column) => column.code);
    expect(classes).toEqual(['A', 'B', 'C', 'D']);
    expect(columns.map((column) => column.figure)).toEqual([
      'assigned',
      'signedInTime',
      'replied',
      'repliedOnTime',
      'consulted',
      'urges',
      'class',
      'class',
      'class',
      'class',
      'evaluations',
      'attitudeSatisfied',
      'resultSatisfied',
      'rehandled',
    ]);
    expect(unitColumnHeader(columns[6]!, t)).toBe('unit.col.class:A');
    expect(unitColumnHeader(columns[0]!, t)).toBe('unit.col.assigned');
  });

  it('exports the unit names and the counts as numbers, a missing class as 0', () => {
    const rows = [row('市教育局'), row('市总工会', { classes: {}, urges: 0 })];
    const columns = unitFigureColumns(rows, ['A', 'B', 'C']);
    const sheet = unitFiguresSheet(rows, columns, t);
    expect(sheet.sheetName).toBe('table.unitFigures');
    expect(sheet.headers[0]).toBe('unit.col.unit');
    expect(sheet.kinds).toEqual(['text', ...columns.map(() => 'count')]);
    expect(sheet.values[0]).toEqual(['市教育局', 4, 3, 2, 1, 1, 2, 1, 1, 0, 2, 2, 1, 1]);
    expect(sheet.values[1]).toEqual(['市总工会', 4, 3, 2, 1, 1, 0, 0, 0, 0, 2, 2, 1, 1]);
  });
});
