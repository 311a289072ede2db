import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime } from './realtime';
import type { ConnectionState, RealtimeListener } from './realtimeClient';

/**
 * Calls `listener` for every realtime signal while the component is mounted. The latest `listener` is
 * used, so callers need not memoise it.
 */
export function useRealtimeEvents(listener: RealtimeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtime.subscribe((signal) => latest.current(signal)), []);
}

/** The connection's state, for fallbacks (e.g. poll more often while it is down). */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(realtime.subscribeState, realtime.getState, () => 'idle');
}
