import type { TaskSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { mostUrgent } from './due';

describe('mostUrgent', () => {
  const summary = (id: string, dueDate: string | null) => ({ id, dueDate }) as TaskSummary;
  it('merges lists once per task, earliest due first, up to the limit', () => {
    const overdue = [summary('a', '2026-05-01T00:00:00Z'), summary('b', '2026-05-03T00:00:00Z')];
    const soon = [summary('c', '2026-05-12T00:00:00Z'), summary('a', '2026-05-01T00:00:00Z')];
    expect(mostUrgent([overdue, soon], 10).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(mostUrgent([soon, overdue], 2).map((item) => item.id)).toEqual(['a', 'b']);
    expect(
      mostUrgent([[summary('x', null), summary('y', '2026-06-01T00:00:00Z')]], 5).map((i) => i.id),
    ).toEqual(['y', 'x']);
  });
});
