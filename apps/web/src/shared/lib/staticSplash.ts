/**
 * index.html's splash (`#splash`, outside `#root`) is painted before any script runs. It stays up until the
 * first screen with content replaces it, so that the phone paints no second, look-alike splash (the React one
 * drawn over it was the largest paint of a cold signed-in load; issue 17). The React `Splash` holds it while
 * shown; it goes once a commit leaves no Splash holding it. A Splash shown after it has gone draws its own.
 */
let holds = 0;
let checkQueued = false;

const splashElement = () => (typeof document === 'undefined' ? null : document.getElementById('splash'));

export function staticSplashShown(): boolean {
  return splashElement() !== null;
}

/** Removes the splash unless a Splash holds it once the running commit is done (one may replace another). */
export function releaseStaticSplash(): void {
  if (checkQueued) return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (holds === 0) splashElement()?.remove();
  });
}

/** Keeps the splash up; returns the release (a layout effect's cleanup). */
export function holdStaticSplash(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    releaseStaticSplash();
  };
}
