import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './whenNearViewport';

// No layout in these tests: IntersectionObserver and the window's print event are driven by hand.
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
const printListeners = new Set<() => void>();

function scrollIntoView() {
  for (const observer of observers.filter((one) => !one.disconnected))
    observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  printListeners.clear();
  vi.stubGlobal('window', {
    setTimeout,
    clearTimeout,
    addEventListener: (_type: string, listener: () => void) => printListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => printListeners.delete(listener),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function withObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
}

describe('whenNearViewport', () => {
  it('runs the work once, in a task of its own, when the element comes near the screen', () => {
    withObserver();
    const work = vi.fn();
    whenNearViewport({} as Element, work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    scrollIntoView();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    scrollIntoView();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it before the page is printed, and never once cancelled', () => {
    withObserver();
    const printed = vi.fn();
    whenNearViewport({} as Element, printed);
    for (const listener of [...printListeners]) listener();
    vi.runAllTimers();
    expect(printed).toHaveBeenCalledTimes(1);
    expect(printListeners.size).toBe(0);

    const cancelled = vi.fn();
    const cancel = whenNearViewport({} as Element, cancelled);
    scrollIntoView();
    cancel();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs it at once (in its own task) where IntersectionObserver is missing', () => {
    const work = vi.fn();
    whenNearViewport({} as Element, work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
