import { describe, expect, it } from 'vitest';
import './zodJitless';
import { z } from 'zod';

describe('zodJitless', () => {
  it('turns off zod’s compiled parsers without importing zod', () => {
    expect(z.config().jitless).toBe(true);
  });
});
