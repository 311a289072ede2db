import { emptyDutyFigures, type DutyRecordRow } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { dutySheet, isDutySortKey, sortDutyRows } from './table';

const row = (name: string, score: number, led: number): DutyRecordRow => ({
  member: { id: name, displayName: name },
  figures: { ...emptyDutyFigures(), led },
  score,
});
const rows = [row('王志强', 30, 2), row('李秀英', 45, 3), row('陈德胜', 30, 1)];
const names = (list: DutyRecordRow[]) => list.map((item) => item.member.displayName);

describe('duty records table', () => {
  it('sorts by score, a figure or the name; ties keep the server order', () => {
    expect(names(sortDutyRows(rows, 'score', 'desc'))).toEqual(['李秀英', '王志强', '陈德胜']);
    expect(names(sortDutyRows(rows, 'score', 'asc'))).toEqual(['王志强', '陈德胜', '李秀英']);
    expect(names(sortDutyRows(rows, 'led', 'asc'))).toEqual(['陈德胜', '王志强', '李秀英']);
    expect(names(sortDutyRows(rows, 'member', 'asc'))).toEqual(['陈德胜', '李秀英', '王志强']);
    expect(names(rows)).toEqual(['王志强', '李秀英', '陈德胜']);
  });

  it('knows its sort keys', () => {
    expect(isDutySortKey('score')).toBe(true);
    expect(isDutySortKey('clueAdopted')).toBe(true);
    expect(isDutySortKey('title')).toBe(false);
  });

  it('makes the Excel sheet with a column per figure and numbers as numbers', () => {
    const sheet = dutySheet(rows.slice(0, 1), {
      member: '委员',
      score: '履职积分',
      kind: (kind) => `k:${kind}`,
      sheetName: '委员履职档案',
    });
    expect(sheet.headers[0]).toBe('委员');
    expect(sheet.headers.at(-1)).toBe('履职积分');
    expect(sheet.headers).toHaveLength(13);
    expect(sheet.kinds).toEqual(['text', ...Array<string>(12).fill('count')]);
    expect(sheet.values).toEqual([['王志强', 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30]]);
  });
});
