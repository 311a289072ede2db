import { useEffect, useState } from 'react';
import { useRealtimeState } from '../../../shared/realtime/hooks';

/**
 * How long the contacts wait for the socket before they are read anyway (realtime down or blocked by a
 * proxy): the socket's `ready` reads them again when it comes later, so nothing is missed, only asked twice.
 */
export const SOCKET_WAIT_MS = 10_000;

/**
 * True once the realtime socket is open, or once it has kept the caller waiting `SOCKET_WAIT_MS`. The chat
 * panel reads its contacts then (issue 33: no call twice): a read before the socket's `ready` could miss a
 * presence change and is made again on `ready` (`store/realtimeSignals.ts`), so the rail, which shows after
 * the page's content anyway, reads them once, after it.
 */
export function useSocketSettled(): boolean {
  const open = useRealtimeState() === 'open';
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (open || waited) return undefined;
    const timer = setTimeout(() => setWaited(true), SOCKET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [open, waited]);
  return open || waited;
}
