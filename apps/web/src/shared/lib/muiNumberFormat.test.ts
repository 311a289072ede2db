import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_FORMAT_NUMBER, lazyMuiNumberFormat } from '../../../vite.lazyNumberFormat';

// MUI's number helper as the build serves it (apps/web/vite.lazyNumberFormat.ts), read from the installed MUI.
const muiDir = path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
const helperFile = path.join(muiDir, 'locale', 'utils', 'buildFormatNumber.mjs');
type Transform = (code: string, id: string) => { code: string } | null;
const transform = lazyMuiNumberFormat().transform as Transform;

type BuildFormatNumber = (locale: string) => (value: number) => string;
async function helperAsBuilt(): Promise<BuildFormatNumber> {
  const code = transform(readFileSync(helperFile, 'utf8'), helperFile)?.code ?? '';
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: BuildFormatNumber;
  };
  return module.default;
}

const NativeNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Object.defineProperty(Intl, 'NumberFormat', {
    value: NativeNumberFormat,
    configurable: true,
    writable: true,
  });
});

/** Records each `new Intl.NumberFormat(locale)` from here on. */
function countFormatters(): string[] {
  const built: string[] = [];
  class Counted extends NativeNumberFormat {
    constructor(locale?: string) {
      super(locale);
      built.push(String(locale));
    }
  }
  Object.defineProperty(Intl, 'NumberFormat', { value: Counted, configurable: true, writable: true });
  return built;
}

describe("MUI's locale number formatter, built at its first use (issue 33 §1)", () => {
  it('patches the helper the installed MUI has', () => {
    expect(BUILD_FORMAT_NUMBER.test(helperFile)).toBe(true);
    expect(() => transform('export default 1;', helperFile)).toThrow(/not the helper this patch knows/);
  });

  it('builds no Intl.NumberFormat when a locale module makes its formatter, one at its first number', async () => {
    const buildFormatNumber = await helperAsBuilt();
    const built = countFormatters();
    const formatNumber = buildFormatNumber('zh-CN');
    expect(built, 'nothing built as the locale module is evaluated').toEqual([]);
    expect(formatNumber(1234567)).toBe(new NativeNumberFormat('zh-CN').format(1234567));
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(built, 'one formatter, at the first number').toEqual(['zh-CN']);
  });
});
