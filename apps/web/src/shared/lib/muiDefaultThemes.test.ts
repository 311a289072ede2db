import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTheme, type Theme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { EAGER_THEME_MODULES, lazyMuiDefaultThemes } from '../../../vite.lazyDefaultThemes';

// MUI's fallback themes as the build serves them (apps/web/vite.lazyDefaultThemes.ts), read from the installed MUI.
const require = createRequire(import.meta.url);
const muiRoot = path.dirname(path.dirname(require.resolve('@mui/material/package.json')));
type Transform = (code: string, id: string) => { code: string } | null;
const transform = lazyMuiDefaultThemes().transform as Transform;

const moduleFile = (suffix: string) => path.join(muiRoot, ...suffix.split('/'));

/**
 * A module of one fallback theme as the build makes it, `createTheme` being the given function. In an object:
 * a promise resolved with the theme itself would read its `then`, i.e. build it.
 */
async function fallbackAsBuilt(build: () => Theme): Promise<{ theme: Theme }> {
  const id = moduleFile('material/styles/defaultTheme.mjs');
  const source = [
    'const createTheme = globalThis.cppccTestCreateTheme;',
    'const defaultTheme = createTheme();',
    // In an object: the test runner's module interop looks into a default export (`'default' in …`).
    'export const fallback = { theme: defaultTheme };',
  ].join('\n');
  const code = transform(source, id)?.code ?? '';
  (globalThis as { cppccTestCreateTheme?: () => Theme }).cppccTestCreateTheme = build;
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
    fallback: { theme: Theme };
  };
  return module.fallback;
}

afterEach(() => {
  delete (globalThis as { cppccTestCreateTheme?: unknown }).cppccTestCreateTheme;
});

describe("MUI's fallback themes, built at their first read (issue 33 §1)", () => {
  it('patches every module of the installed MUI that builds one at import, and only those', () => {
    for (const suffix of EAGER_THEME_MODULES) {
      const file = moduleFile(suffix);
      const code = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
      expect(code, suffix).toContain('cppccLazyTheme(() => createTheme())');
      expect(code, suffix).not.toMatch(/= createTheme\(\);/);
    }
    expect(transform('const a = 1;', moduleFile('material/Button/Button.mjs'))).toBeNull();
    const known = moduleFile('material/Box/Box.mjs');
    expect(() => transform('export default 1;', known)).toThrow(/not the module this patch knows/);
  });

  it('builds nothing at import and the theme once, at its first read, which is MUI’s own', async () => {
    let built = 0;
    const { theme } = await fallbackAsBuilt(() => {
      built += 1;
      return createTheme();
    });
    expect(built).toBe(0);
    const eager = createTheme();
    expect(theme.palette.primary.main).toBe(eager.palette.primary.main);
    expect(theme.spacing(2)).toBe(eager.spacing(2));
    expect(theme.breakpoints.up('sm')).toBe(eager.breakpoints.up('sm'));
    expect(built).toBe(1);
    // What MUI and emotion do with a theme: test for emptiness, spread and merge it, look for a key.
    expect(Object.keys(theme)).toEqual(Object.keys(eager));
    expect(Object.keys({ ...theme })).toEqual(Object.keys(eager));
    expect('palette' in theme).toBe(true);
    expect(Object.getPrototypeOf(theme)).toBe(Object.prototype);
    expect(built).toBe(1);
  });
});
