import { describe, expect, it } from 'vitest';
import { isI18nBundle, missingKeys, type I18nBundle } from '../shared/i18n/bundle';
import { commonBundle } from '../shared/i18n/common';
import { i18n, registerBundle } from '../shared/i18n/i18n';
import { messagesBundle } from '../shared/i18n/messages';

// Every feature's bundle, found by convention (features/<name>/i18n.ts exporting `i18nBundle`).
const featureModules = import.meta.glob<{ i18nBundle: unknown }>('../features/*/i18n.ts', { eager: true });
const featureBundles: I18nBundle[] = Object.entries(featureModules).map(([file, module]) => {
  if (!isI18nBundle(module.i18nBundle)) throw new Error(`${file} does not export an i18nBundle`);
  return module.i18nBundle;
});
const allBundles: I18nBundle[] = [commonBundle, messagesBundle, ...featureBundles];

describe('i18n resources', () => {
  it('finds the feature bundles', () => {
    // A subset, so features built in parallel each add their own name without breaking the others.
    expect(featureBundles.map((bundle) => bundle.namespace).sort()).toEqual(
      expect.arrayContaining(['admin', 'auth', 'errors', 'home', 'staffWorkbench', 'undertaker']),
    );
  });
  it('uses each namespace once', () => {
    const namespaces = allBundles.map((bundle) => bundle.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
  it.each(allBundles.map((bundle) => [bundle.namespace, bundle] as const))(
    '%s has the same keys in zh-CN and en, none empty',
    (_namespace, bundle) => {
      expect(missingKeys(bundle)).toEqual([]);
      for (const texts of Object.values(bundle.resources)) {
        for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
      }
    },
  );
  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const bundle of allBundles) {
      for (const [key, zh] of Object.entries(bundle.resources['zh-CN'])) {
        expect(placeholders(bundle.resources.en[key] ?? ''), `${bundle.namespace}:${key}`).toEqual(
          placeholders(zh),
        );
      }
    }
  });
});

describe('i18n instance', () => {
  it('starts in zh-CN and translates contracts message keys with dots', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('appName')).toBe('政协提案管理系统');
    expect(i18n.t('validation.tooShort', { ns: 'messages', min: 4 })).toBe('长度至少为 4 个字符');
    expect(i18n.t('messages:validation.phone')).toBe('请输入正确的手机号');
  });
  it('adds a feature namespace once and switches language', async () => {
    const [bundle] = featureBundles;
    if (!bundle) throw new Error('no feature bundle');
    registerBundle(bundle);
    registerBundle(bundle);
    expect(i18n.hasResourceBundle('en', bundle.namespace)).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.t('appName')).toBe('CPPCC Proposal Management System');
    expect(i18n.t('validation.phone', { ns: 'messages' })).toBe('Please enter a correct phone number.');
    await i18n.changeLanguage('zh-CN');
  });
});
