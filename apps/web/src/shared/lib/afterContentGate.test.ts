import { describe, expect, it } from 'vitest';
import {
  gateState,
  holdDeferredParts,
  markContentShown,
  releaseDeferredParts,
  subscribe,
} from './afterContentGate';

describe('the after-content gate (issue 20)', () => {
  it('goes from none to shown to released, once, waiting for the page parts that hold it', () => {
    const seen: string[] = [];
    const unsubscribe = subscribe(() => seen.push(gateState()));
    expect(gateState()).toBe('none');
    const chart = holdDeferredParts();
    markContentShown();
    markContentShown();
    expect(gateState()).toBe('loading');
    const map = holdDeferredParts();
    chart();
    chart(); // a release counts once
    expect(gateState()).toBe('loading');
    map();
    expect(gateState()).toBe('shown');
    releaseDeferredParts();
    releaseDeferredParts();
    expect(gateState()).toBe('released');
    markContentShown();
    holdDeferredParts()();
    expect(gateState()).toBe('released');
    expect(seen).toEqual([
      'none',
      'loading',
      'loading',
      'loading',
      'shown',
      'released',
      'released',
      'released',
    ]);
    unsubscribe();
  });
});
