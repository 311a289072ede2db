import type { CompilationRun } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { fileSize, pollingInterval, POLL_MS } from './runs';

const run = (state: CompilationRun['state']) => ({ state }) as CompilationRun;

describe('compilation runs', () => {
  it('polls only while a run is queued or running', () => {
    expect(pollingInterval(undefined)).toBe(0);
    expect(pollingInterval([run('done'), run('failed')])).toBe(0);
    expect(pollingInterval([run('done'), run('queued')])).toBe(POLL_MS);
    expect(pollingInterval([run('running')])).toBe(POLL_MS);
  });
  it('writes sizes', () => {
    expect(fileSize(500)).toBe('1 KB');
    expect(fileSize(340 * 1024)).toBe('340 KB');
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
