import { coreMessages, LANGUAGES } from '@cppcc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { commonBundle } from './common';
import { i18n, setLanguage } from './i18n';

// The test setup's core texts in both languages, for the test files after this one (isolate: false).
afterEach(async () => {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'common', { ...commonBundle.resources[language] }, true, false);
    i18n.addResourceBundle(language, 'messages', { ...coreMessages[language] }, true, false);
  }
  await i18n.changeLanguage('zh-CN');
});

describe('the entry’s texts one language at a time (issue 33 §1)', () => {
  it('serves each language’s common texts and core catalogue, as common.ts and the contracts hold them', async () => {
    for (const language of LANGUAGES) {
      const { default: texts } = (await import(`virtual:cppcc-core/${language}`)) as {
        default: { common: Record<string, string>; messages: Record<string, string> };
      };
      expect(texts).toEqual({ common: commonBundle.resources[language], messages: coreMessages[language] });
    }
  });

  it('loads the English core texts before switching to English, none shown raw', async () => {
    // As the entry starts in Chinese: English core texts not there yet.
    i18n.removeResourceBundle('en', 'common');
    i18n.removeResourceBundle('en', 'messages');
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('appName')).toBe(commonBundle.resources.en.appName);
    expect(i18n.t('validation.required', { ns: 'messages' })).toBe(coreMessages.en['validation.required']);
  });

  it('keeps the default language’s texts as every language’s fallback', async () => {
    i18n.removeResourceBundle('en', 'common');
    await i18n.changeLanguage('en');
    // A text of a language not loaded (its module unreachable) shows in Chinese, never as its key.
    expect(i18n.t('appName')).toBe(commonBundle.resources['zh-CN'].appName);
  });
});
