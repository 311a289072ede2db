import { useEffect, useEffectEvent } from 'react';

const THRESHOLDS = [0, 0.1, 0.25, 0.5, 0.75, 1];

/**
 * Reports the page most in view: the one showing the largest share of itself, the first of equals.
 * The pages are the elements matching `selector` inside `container`, in order; `pageCount` changing
 * means the list changed.
 */
export function useVisiblePage(
  container: HTMLElement | null,
  selector: string,
  pageCount: number,
  onPageChange: (page: number) => void,
): void {
  const report = useEffectEvent(onPageChange);
  useEffect(() => {
    if (!container || pageCount === 0) return undefined;
    const pages = [...container.querySelectorAll(selector)];
    const ratios = new Map<Element, number>();
    let current = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          ratios.set(entry.target, entry.isIntersecting ? entry.intersectionRatio : 0);
        let best = -1;
        let bestRatio = 0;
        pages.forEach((page, index) => {
          const ratio = ratios.get(page) ?? 0;
          if (ratio > bestRatio) {
            best = index;
            bestRatio = ratio;
          }
        });
        if (best >= 0 && best + 1 !== current) {
          current = best + 1;
          report(current);
        }
      },
      { threshold: THRESHOLDS },
    );
    for (const page of pages) observer.observe(page);
    return () => observer.disconnect();
  }, [container, selector, pageCount]);
}
