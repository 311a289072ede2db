import type { Note } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, viewOf, visibleNotes } from './visibleNotes';

const note = (id: string, extra: Partial<Note> = {}): Note => ({
  id,
  title: '',
  description: '',
  image: '',
  checklist: [],
  reminder: null,
  labels: [],
  archived: false,
  archive: false,
  time: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('the notes a view shows', () => {
  const notes = [
    note('a', { title: '常委会议', reminder: '2026-12-01T01:30:00.000Z', labels: ['l1'] }),
    note('b', { description: 'Delegation visit', archived: true, labels: ['l1'] }),
    note('c', { checklist: [{ id: 'x', text: '汇总意见', checked: false }] }),
  ];
  const ids = (list: Note[]) => list.map((item) => item.id);
  it('filters by view and search term', () => {
    expect(ids(visibleNotes(notes, { kind: 'notes' }, ''))).toEqual(['a', 'c']);
    expect(ids(visibleNotes(notes, { kind: 'archive' }, ''))).toEqual(['b']);
    expect(ids(visibleNotes(notes, { kind: 'reminders' }, ''))).toEqual(['a']);
    expect(ids(visibleNotes(notes, { kind: 'label', labelId: 'l1' }, ''))).toEqual(['a', 'b']);
    expect(ids(visibleNotes(notes, { kind: 'notes' }, '意见'))).toEqual(['c']);
    expect(ids(visibleNotes(notes, { kind: 'archive' }, 'delegation'))).toEqual(['b']);
  });
  it('reads the address', () => {
    expect(viewOf({})).toEqual({ view: { kind: 'notes' } });
    expect(viewOf({ id: 'archive' })).toEqual({ view: { kind: 'archive' } });
    expect(viewOf({ id: 'labels', labelHandle: 'l1' })).toEqual({ view: { kind: 'label', labelId: 'l1' } });
    expect(viewOf({ id: 'n1' })).toEqual({ view: { kind: 'notes' }, noteId: 'n1' });
  });
  it('round-trips a reminder through the date-time input', () => {
    const iso = '2026-12-01T01:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
