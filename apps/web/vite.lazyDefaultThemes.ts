import type { Plugin } from 'vite';

/**
 * MUI's modules that build a fallback theme when they are evaluated (`const defaultTheme = createTheme();`),
 * read only where no ThemeProvider gives one. Paths under node_modules/@mui, as `/`-separated suffixes.
 */
export const EAGER_THEME_MODULES = [
  'material/styles/defaultTheme.mjs',
  'material/Box/Box.mjs',
  'system/useTheme/useTheme.mjs',
  'system/createStyled/createStyled.mjs',
  'system/Stack/createStack.mjs',
  'system/Grid/createGrid.mjs',
  'system/Container/createContainer.mjs',
] as const;

/** The one statement each of them has, in MUI 9: `const <name> = createTheme();`, exported or not. */
const EAGER_THEME = /^((?:export )?const (\w+) = )createTheme\(\);$/m;

/**
 * The same theme built at its first use: every read of it goes to the object `createTheme()` returns, made
 * then. A Proxy over an empty object, so its own properties (keys, spreads, `in`) are the built theme's too;
 * MUI's themes are plain, extensible objects whose properties are all configurable, which is what a Proxy
 * over another object may report.
 */
const LAZY_THEME = `function cppccLazyTheme(build) {
  let built;
  const real = () => (built === undefined ? (built = build()) : built);
  return new Proxy({}, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
`;

const moduleOf = (id: string): string | undefined => {
  const path = (id.split('?')[0] ?? id).replace(/\\/g, '/');
  return EAGER_THEME_MODULES.find((suffix) => path.endsWith(`/node_modules/@mui/${suffix}`));
};

/**
 * Issue 33 §1: evaluating MUI built up to seven such themes (two of them the full Material theme: palette,
 * typography, shadows, transitions) in the first wave's module task, before the first render, at every start
 * page — themes no page reads, since the app's providers give each subtree its own (`createAppTheme`). In the
 * build they are built at their first read instead. A MUI whose module no longer reads as expected stops the
 * build rather than being left eager unnoticed.
 */
export function lazyMuiDefaultThemes(): Plugin {
  return {
    name: 'cppcc:lazy-mui-default-themes',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const module = moduleOf(id);
      if (module === undefined) return null;
      if (!EAGER_THEME.test(code))
        throw new Error(
          `lazy MUI default themes: ${module} is not the module this patch knows (vite.lazyDefaultThemes.ts)`,
        );
      return {
        code: `${code.replace(EAGER_THEME, '$1/*#__PURE__*/ cppccLazyTheme(() => createTheme());')}\n${LAZY_THEME}`,
        map: null,
      };
    },
  };
}
