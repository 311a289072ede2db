import { describe, expect, it } from 'vitest';
import { unitFigurePath } from './paths';

describe('unitFigurePath', () => {
  it('keeps the session and the class code in the query', () => {
    expect(unitFigurePath('u1', 'assigned')).toBe('/apps/staff/statistics/units/u1/assigned');
    expect(unitFigurePath('u 1', 'class', { sessionId: 's1', code: 'A' })).toBe(
      '/apps/staff/statistics/units/u%201/class?session=s1&code=A',
    );
  });
});
