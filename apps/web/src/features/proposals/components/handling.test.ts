import { describe, expect, it } from 'vitest';
import { sortTasks } from './handling';

describe('handling section', () => {
  it('lists replying units first', () => {
    const sorted = sortTasks([
      { role: 'co' as const, unit: { id: '1', name: '甲' } },
      { role: 'lead' as const, unit: { id: '2', name: '乙' } },
    ]);
    expect(sorted.map((item) => item.role)).toEqual(['lead', 'co']);
  });
});
