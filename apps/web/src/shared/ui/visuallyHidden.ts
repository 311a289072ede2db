/**
 * Read by screen readers, not shown: a button's spoken name beside what it shows. Prefer this to an
 * `aria-label` that hides the visible text (WCAG 2.5.3, label in name: what is seen must be in the name).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
