/** Whether the user asked the system for less motion (read once per call; charts and the theme honour it). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
