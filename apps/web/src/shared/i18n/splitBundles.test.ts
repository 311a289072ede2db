import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPLIT_BUNDLES, splitBundleTexts } from '../../../vite.bundleTexts';
import { shellBundle } from '../../shell/i18n';
import { splitBundle, type TextsLoader } from './bundle';
import { i18n, registerBundle, setLanguage, withTexts } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

/** A loader that resolves when the test says so, counting its calls. */
function heldLoader(texts: Record<string, string>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const loader = {
    calls: 0,
    release,
    load: (async () => {
      loader.calls += 1;
      await held;
      return { default: texts };
    }) satisfies TextsLoader,
  };
  return loader;
}

describe('a feature’s texts one language at a time (issue 33 §1)', () => {
  it('renders a split bundle’s module only once the current language’s texts are in', async () => {
    await i18n.changeLanguage('en');
    const english = heldLoader({ hello: 'Hello' });
    let settled = false;
    const page = withTexts(() => {
      // As a page chunk does: the bundle registers while the module evaluates.
      registerBundle(splitBundle('splitTest1', { 'zh-CN': { hello: '你好' } }, { en: english.load }));
      return Promise.resolve({ default: 'page' });
    })().then((module) => {
      settled = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(english.calls).toBe(1);
    english.release();
    await expect(page).resolves.toEqual({ default: 'page' });
    expect(i18n.t('hello', { ns: 'splitTest1' })).toBe('Hello');
  });

  it('loads nothing in the default language, and the other language’s texts before a switch to it', async () => {
    const english = heldLoader({ hello: 'Hello' });
    const page = withTexts(() => {
      registerBundle(splitBundle('splitTest2', { 'zh-CN': { hello: '你好' } }, { en: english.load }));
      return Promise.resolve({ default: 'page' });
    });
    await page();
    expect(english.calls).toBe(0);
    expect(i18n.t('hello', { ns: 'splitTest2' })).toBe('你好');
    const switching = setLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('zh-CN');
    english.release();
    await switching;
    expect(i18n.language).toBe('en');
    expect(english.calls).toBe(1);
    expect(i18n.t('hello', { ns: 'splitTest2' })).toBe('Hello');
  });

  it('shows the default language’s texts, never a key, when another language’s cannot be fetched', async () => {
    await i18n.changeLanguage('en');
    // Unreachable once (the bundle stays registered for the test files after this one: isolate false).
    let calls = 0;
    const failing: TextsLoader = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: { hello: 'Hello' } });
    };
    await withTexts(() => {
      registerBundle(splitBundle('splitTest3', { 'zh-CN': { hello: '你好' } }, { en: failing }));
      return Promise.resolve({});
    })();
    expect(i18n.t('hello', { ns: 'splitTest3' })).toBe('你好');
    // The next switch or page fetches it again.
    await setLanguage('en');
    expect(i18n.t('hello', { ns: 'splitTest3' })).toBe('Hello');
  });
});

describe('the build’s split of the listed bundles (vite.bundleTexts.ts)', () => {
  const plugin = splitBundleTexts();
  const hook = <K extends 'transform' | 'load' | 'resolveId'>(name: K) =>
    plugin[name] as unknown as (this: unknown, ...args: unknown[]) => unknown;

  it('keeps the default language inline and serves English as a module of its own', async () => {
    const file = path.resolve(import.meta.dirname, '../../shell/i18n.ts');
    expect(SPLIT_BUNDLES.map((listed) => path.resolve(import.meta.dirname, '../../..', listed))).toContain(
      file,
    );
    const { code } = (await hook('transform').call({}, '', file)) as { code: string };
    const zh = Object.values(shellBundle.resources['zh-CN']);
    const en = Object.values(shellBundle.resources.en).filter((text) => !zh.includes(text));
    for (const text of zh) expect(code).toContain(JSON.stringify(text));
    for (const text of en) expect(code).not.toContain(JSON.stringify(text));
    expect(code).toContain('import("virtual:cppcc-texts/shell/en")');
    const id = hook('resolveId').call({}, 'virtual:cppcc-texts/shell/en') as string;
    const module = hook('load').call({}, id) as string;
    expect(JSON.parse(module.replace(/^export default /, '').replace(/;$/, ''))).toEqual(
      shellBundle.resources.en,
    );
  });
});
