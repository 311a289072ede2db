/**
 * The gate of the parts that mount after the content (issue 20; `useAfterContent`), without React or Redux:
 * the entry's panel registry releases it when the user asks for a panel early.
 */
let contentShown = false;
let released = false;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once the routed page has rendered for the first time. */
export function markContentShown(): void {
  if (contentShown) return;
  contentShown = true;
  publish();
}

/** Mounts the deferred parts now (the user asked for one of them). */
export function releaseDeferredParts(): void {
  if (released) return;
  released = true;
  publish();
}

/** 'none' → 'shown' (the page rendered) → 'released' (the deferred parts may mount). */
export function gateState(): 'none' | 'shown' | 'released' {
  return released ? 'released' : contentShown ? 'shown' : 'none';
}
