import { coreMessages, LANGUAGES, messages } from '@cppcc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllMessages } from './allMessages';
import { i18n, isCatalogueKey, onLanguageLoad, setLanguage } from './i18n';

/** Namespace `messages` as the app has it before the store loads: the core part only, both languages. */
function coreOnly(): void {
  for (const language of LANGUAGES) {
    i18n.removeResourceBundle(language, 'messages');
    i18n.addResourceBundle(language, 'messages', { ...coreMessages[language] });
  }
}

// The test setup's whole catalogue in both languages, for the test files after this one (isolate: false).
afterEach(async () => {
  for (const language of LANGUAGES)
    i18n.addResourceBundle(language, 'messages', messages[language], true, false);
  await i18n.changeLanguage('zh-CN');
});

/** A key of the whole catalogue outside its core part. */
const key = 'proposalState.draft';

describe('one language’s catalogue at a time (issue 33 §1)', () => {
  it('serves each language’s texts less the core ones, as the contracts hold them', async () => {
    for (const language of LANGUAGES) {
      const { default: texts } = (await import(`virtual:cppcc-messages/${language}`)) as {
        default: Record<string, string>;
      };
      const whole = messages[language];
      const expected = Object.fromEntries(
        Object.entries(whole).filter(([name]) => !Object.hasOwn(coreMessages[language], name)),
      );
      expect(texts).toEqual(expected);
      expect(Object.keys(texts)).toContain(key);
    }
  });

  it('loads the language on screen, then the other one before a switch shows it', async () => {
    coreOnly();
    expect(i18n.exists(key, { ns: 'messages', lng: 'zh-CN' })).toBe(false);
    await loadAllMessages('zh-CN');
    expect(i18n.t(key, { ns: 'messages', lng: 'zh-CN' })).toBe(messages['zh-CN'][key]);
    expect(i18n.exists(key, { ns: 'messages', lng: 'en', fallbackLng: false })).toBe(false);
    expect(isCatalogueKey(key)).toBe(true);
    await setLanguage('en');
    // The switch waited for the English texts: none shows raw or in Chinese.
    expect(i18n.language).toBe('en');
    expect(i18n.t(key, { ns: 'messages' })).toBe(messages.en[key]);
    expect(i18n.t('validation.required', { ns: 'messages' })).toBe(coreMessages.en['validation.required']);
  });

  it('switches when the other language cannot be fetched (the server away), and fetches it once it can', async () => {
    coreOnly();
    await loadAllMessages('zh-CN');
    let away = true;
    onLanguageLoad(async (language) => {
      if (away) throw new TypeError('Failed to fetch dynamically imported module');
      await loadAllMessages(language);
    });
    await setLanguage('en');
    // The unreachable notice's own texts came with the entry: they switch; a catalogue text shows in Chinese.
    expect(i18n.language).toBe('en');
    expect(i18n.t('validation.required', { ns: 'messages' })).toBe(coreMessages.en['validation.required']);
    expect(i18n.t(key, { ns: 'messages' })).toBe(messages['zh-CN'][key]);
    away = false;
    await vi.waitFor(() => expect(i18n.t(key, { ns: 'messages' })).toBe(messages.en[key]), {
      timeout: 10_000,
    });
  });
});
