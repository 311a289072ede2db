import { describe, expect, it } from 'vitest';
import { gateState, markContentShown, releaseDeferredParts, subscribe } from './afterContentGate';

describe('the after-content gate (issue 20)', () => {
  it('goes from none to shown to released, once, telling its subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = subscribe(() => seen.push(gateState()));
    expect(gateState()).toBe('none');
    markContentShown();
    markContentShown();
    expect(gateState()).toBe('shown');
    releaseDeferredParts();
    releaseDeferredParts();
    expect(gateState()).toBe('released');
    markContentShown();
    expect(gateState()).toBe('released');
    expect(seen).toEqual(['shown', 'released']);
    unsubscribe();
  });
});
