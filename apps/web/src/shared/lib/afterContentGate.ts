/**
 * The gate of the parts that mount after the content (issue 20; `shell/afterContent.ts`), without React or
 * Redux: the page slot marks the content shown, a page's own lazy parts hold the gate while they load (the
 * shared `Loading` fallback does), and the entry's panel registry releases it when the user asks for a panel.
 */
let contentShown = false;
let released = false;
let holds = 0;
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

/**
 * A part of the page is still loading (a lazy chart or map): the deferred parts wait for it, so that its code
 * is not sent behind theirs. Returns the release; call it once the part is there (or gone).
 */
export function holdDeferredParts(): () => void {
  holds += 1;
  publish();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holds -= 1;
    publish();
  };
}

/** Mounts the deferred parts now (the user asked for one of them). */
export function releaseDeferredParts(): void {
  if (released) return;
  released = true;
  publish();
}

/**
 * 'none' → 'shown' (the page rendered) → 'released' (the deferred parts may mount); 'loading' while the shown
 * page still waits for one of its lazy parts.
 */
export function gateState(): 'none' | 'loading' | 'shown' | 'released' {
  if (released) return 'released';
  if (!contentShown) return 'none';
  return holds > 0 ? 'loading' : 'shown';
}
