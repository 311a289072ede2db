import { useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useAppSelector } from '../shared/store/hooks';
import { gateState, markContentShown, releaseDeferredParts, subscribe } from '../shared/lib/afterContentGate';

/*
 * Issue 20: a signed-in first load holds what the page shows; the chat rail, the notification bell and the
 * realtime socket mount after it. "After the content" is: the routed page has rendered (`markContentShown`,
 * from the layout's page slot), none of its lazy parts is still loading (`holdDeferredParts`), none of its API
 * calls is still pending, and the browser is idle. From then on (navigations included) they are simply there.
 * A user asking for one of them earlier releases them at once.
 */
/** Rendered beside the routed page inside its Suspense boundary: it mounts when the page has. */
export function ContentShown(): null {
  useEffect(markContentShown, []);
  return null;
}

/** A page's data counts as there when no RTK Query call is pending (the `api` slice, once it is loaded). */
type ApiState = { api?: { queries: Record<string, { status: string } | undefined> } };
const selectQueryPending = (state: unknown) =>
  Object.values((state as ApiState).api?.queries ?? {}).some((query) => query?.status === 'pending');
const selectNothing = () => false;

/** Waiting no longer than this for the page's parts and calls (a page that polls, a call that hangs). */
const LONGEST_WAIT_MS = 4000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
};

/** Whether the deferred parts may mount; the first component asking drives the release. */
function useAfterContent(): boolean {
  const state = useSyncExternalStore(subscribe, gateState);
  // Only the wait after the page has shown reads the calls: before it and once released, every call started
  // or answered re-rendered each of these gates for nothing (a commit of its own on a cold load, issue 33 §1).
  const pending = useAppSelector(state === 'shown' ? selectQueryPending : selectNothing);
  const waiting = state === 'shown' || state === 'loading';
  useEffect(() => {
    if (!waiting) return undefined;
    const longest = window.setTimeout(releaseDeferredParts, LONGEST_WAIT_MS);
    return () => window.clearTimeout(longest);
  }, [waiting]);
  useEffect(
    () => (state === 'shown' && !pending ? whenIdle(releaseDeferredParts) : undefined),
    [state, pending],
  );
  return state === 'released';
}

/**
 * Its children once the deferred parts may mount, `fallback` before. The gate's changes re-render only this
 * component, not the shell part around it (a whole toolbar or shell rendered again on a cold load's busy
 * main thread, issue 17).
 */
export function AfterContent({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // They mount as a transition: in slices, with the page answering input between them.
  return useDeferredValue(useAfterContent()) ? children : fallback;
}
