import { describe, expect, it } from 'vitest';
import { roleKey, sortTasks } from './handling';

describe('handling section', () => {
  it('names the role by mode and lists replying units first', () => {
    expect(roleKey('lead', 'single')).toBe('role.single');
    expect(roleKey('lead', 'joint')).toBe('role.lead');
    expect(roleKey('co', 'joint')).toBe('role.co');
    expect(roleKey('separate', 'separate')).toBe('role.separate');
    const sorted = sortTasks([
      { role: 'co' as const, unit: { id: '1', name: '甲' } },
      { role: 'lead' as const, unit: { id: '2', name: '乙' } },
    ]);
    expect(sorted.map((item) => item.role)).toEqual(['lead', 'co']);
  });
});
