import { describe, expect, it } from 'vitest';
import { retryNow, waitBeforeRetry } from './retry';

describe('waitBeforeRetry', () => {
  it('ends every wait under way on retryNow (the session check and the splash may wait at once)', async () => {
    const ended: string[] = [];
    const first = waitBeforeRetry(60_000).then(() => ended.push('session check'));
    const second = waitBeforeRetry(60_000).then(() => ended.push('splash'));
    retryNow();
    await Promise.all([first, second]);
    expect(ended.sort()).toEqual(['session check', 'splash']);
  });
});
