import path from 'node:path';
import type { Plugin } from 'vite';

const LAZY_TOOLTIP = path.resolve(import.meta.dirname, 'src/shared/ui/LazyTooltip.tsx');

/**
 * MUI's table pagination wraps each page button in a Tooltip, so every landing page's table would bring the
 * Tooltip, its Popper and popper.js (≈ 9 kB sent) into the first load (issue 33 §1). In the build its import
 * of `../Tooltip` resolves to the app's LazyTooltip (same props for this use, default export), which loads
 * MUI's Tooltip on the first hover, focus or touch; the buttons keep their own `aria-label`. Nothing else
 * changes in MUI, and any other module's Tooltip is MUI's own.
 */
export function lazyPaginationTooltip(): Plugin {
  return {
    name: 'cppcc:lazy-pagination-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]TablePaginationActions[\\/]/.test(importer)) return null;
      return /^\.\.\/Tooltip(\/index\.m?js)?$/.test(source) ? LAZY_TOOLTIP : null;
    },
  };
}
