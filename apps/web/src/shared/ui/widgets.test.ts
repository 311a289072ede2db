import { describe, expect, it } from 'vitest';
import { COUNTDOWN_DEFAULT_DAYS, COUNTDOWN_TICK_MS, defaultCountdownEnd, remainingUntil } from './countdown';
import { tokenize } from './highlight';

describe('countdown', () => {
  it('defaults to 15 days ahead and ticks every second (seed 000 §9)', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(COUNTDOWN_DEFAULT_DAYS).toBe(15);
    expect(remainingUntil(defaultCountdownEnd(0), 0)).toEqual({ days: 15, hours: 0, minutes: 0, seconds: 0 });
  });
  it('splits the remaining time and stops at zero', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingUntil(ms, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('code viewer highlighter', () => {
  it('finds keywords, strings, numbers and comments and loses no text', () => {
    const code = "const a = 'x'; // note\nreturn 42;";
    const tokens = tokenize(code);
    expect(tokens.map((token) => token.text).join('')).toBe(code);
    const kinds = Object.fromEntries(tokens.filter((t) => t.kind !== 'plain').map((t) => [t.text, t.kind]));
    expect(kinds).toMatchObject({ const: 'keyword', "'x'": 'string', '// note': 'comment', '42': 'number' });
  });
  it('marks tags in JSX/HTML', () => {
    expect(tokenize('<Button>').find((t) => t.kind === 'tag')?.text).toBe('<Button');
  });
});
