/**
 * Runs `work` in a task of its own once `element` comes within a screen's height of the viewport (or the page
 * is printed), once. A phone's first load then builds only what it shows (issue 17: each chart below the fold
 * was a long task holding the first input). Without IntersectionObserver it runs at once (in its own task).
 * Returns the cancel.
 */
export function whenNearViewport(element: Element, work: () => void): () => void {
  let timer: number | undefined;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    observer?.disconnect();
    window.removeEventListener('beforeprint', start);
    timer ??= window.setTimeout(work, 0);
  };
  if (typeof IntersectionObserver === 'undefined') {
    start();
  } else {
    observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && start(),
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', start);
  }
  return () => {
    observer?.disconnect();
    window.removeEventListener('beforeprint', start);
    window.clearTimeout(timer);
  };
}
