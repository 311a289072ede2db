import type { Plugin } from 'vite';

/** MUI's helper that every locale module calls at import: `buildFormatNumber('zh-CN')`. */
export const BUILD_FORMAT_NUMBER = /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;

/** What the helper builds at once in MUI 9, and the export it must keep. */
const EAGER_FORMATTER = 'formatter = new Intl.NumberFormat(locale)';
const EXPORT = 'export default buildFormatNumber;';

/**
 * The same helper, building its `Intl.NumberFormat` at the first number it formats. The numbers and their
 * fallback (`String`, where Intl cannot format) are MUI's.
 */
const LAZY_BUILD_FORMAT_NUMBER = `const buildFormatNumber = locale => {
  let formatter;
  let built = false;
  return value => {
    if (!Number.isFinite(value)) {
      return String(value);
    }
    if (!built) {
      built = true;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // String() below
        }
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
${EXPORT}
`;

/**
 * MUI's zh-CN locale (the theme's, `shell/theme/createAppTheme.ts`) builds its number formatter when the module
 * is evaluated — `new Intl.NumberFormat('zh-CN')`, 116–216 ms of main thread at 4× CPU on every start page,
 * before the first render (issue 33 §1, bench/RESULTS.md) — for the table pagination's row range, which the
 * app's tables replace with their own text anyway. In the build, the helper builds it at its first use instead.
 * A MUI whose helper no longer reads as expected stops the build rather than being left eager unnoticed.
 */
export function lazyMuiNumberFormat(): Plugin {
  return {
    name: 'cppcc:lazy-mui-number-format',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!BUILD_FORMAT_NUMBER.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(EAGER_FORMATTER) || !code.includes(EXPORT))
        throw new Error(
          `lazy MUI number format: ${id} is not the helper this patch knows (vite.lazyNumberFormat.ts)`,
        );
      return { code: LAZY_BUILD_FORMAT_NUMBER, map: null };
    },
  };
}
