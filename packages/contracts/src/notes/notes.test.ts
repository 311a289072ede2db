import { describe, expect, it } from 'vitest';
import { noteArchiveFlag, noteFieldsSchema, updateLabelsBodySchema } from './notes';

describe('notes contract', () => {
  it('refuses an empty note on the title', () => {
    const result = noteFieldsSchema.safeParse({ title: '  ', description: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'notes.empty'],
    ]);
    expect(noteFieldsSchema.safeParse({ checklist: [{ id: 'a', text: '买票' }] }).success).toBe(true);
  });
  it('takes reminders only with their offset', () => {
    expect(noteFieldsSchema.safeParse({ title: 'x', reminder: '2026-12-01T09:30:00+08:00' }).success).toBe(
      true,
    );
    expect(noteFieldsSchema.safeParse({ title: 'x', reminder: '2026-12-01T01:30:00.000Z' }).success).toBe(
      true,
    );
    expect(noteFieldsSchema.safeParse({ title: 'x', reminder: '2026-12-01T09:30' }).success).toBe(false);
    expect(noteFieldsSchema.safeParse({ title: 'x', reminder: '2026-13-01T09:30Z' }).success).toBe(false);
  });
  it('refuses two labels of the same name, on the second', () => {
    const result = updateLabelsBodySchema.safeParse({ labels: [{ name: '会议' }, { name: ' 会议 ' }] });
    expect(result.error?.issues[0]?.path).toEqual(['labels', 1, 'name']);
  });
});

describe('the archive flag of an update (issue 31 §2)', () => {
  it('takes the given flag that changes the stored one, under either name', () => {
    expect(noteArchiveFlag(false, { archived: true, archive: false })).toBe(true);
    expect(noteArchiveFlag(false, { archived: false, archive: true })).toBe(true);
    expect(noteArchiveFlag(true, { archived: true, archive: false })).toBe(false);
    expect(noteArchiveFlag(true, { archive: false })).toBe(false);
    expect(noteArchiveFlag(true, {})).toBe(true);
  });
});
