import { describe, expect, it } from 'vitest';
import { rate, sessionRates } from './rates';

describe('replay rates', () => {
  it('are whole per cents of the replayed proposals', () => {
    expect(rate(1, 3)).toBe(33);
    expect(rate(0, 0)).toBeNull();
    expect(
      sessionRates({
        sessionId: 's',
        name: '十五届二次会议',
        total: 40,
        replayed: 20,
        top1: 11,
        top3: 17,
        categoryTop1: 15,
        none: 2,
      }),
    ).toEqual({ top1: '55%', top3: '85%', category: '75%', none: '10%' });
    expect(
      sessionRates({
        sessionId: 's',
        name: 'x',
        total: 0,
        replayed: 0,
        top1: 0,
        top3: 0,
        categoryTop1: 0,
        none: 0,
      }).top1,
    ).toBe('—');
  });
});
