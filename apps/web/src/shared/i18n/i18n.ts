import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cppcc/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { retryDelayMs } from '../session/retry';
import type { I18nBundle } from './bundle';
import { commonBundle } from './common';
import { toLanguage } from './languages';
import { messagesBundle } from './messages';

/** Bundles loaded with the entry; features add theirs from their lazy modules via `registerBundle`. */
export const coreBundles: readonly I18nBundle[] = [commonBundle, messagesBundle];

function resourcesOf(bundles: readonly I18nBundle[]) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      // Copies: i18next merges later additions (allMessages.ts) into the object it holds, which must not be
      // the contracts' own catalogue.
      Object.fromEntries(bundles.map((bundle) => [bundle.namespace, { ...bundle.resources[language] }])),
    ]),
  );
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// zh-CN unless the user chose otherwise earlier (not the browser's language: the product is Chinese first).
const initialLanguage = toLanguage(storage.get(STORAGE_KEYS.language));

void i18n.use(initReactI18next).init({
  resources: resourcesOf(coreBundles),
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  load: 'currentOnly',
  ns: coreBundles.map((bundle) => bundle.namespace),
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false, // Resources are inline, so the first render already has its texts.
});
applyToDocument(initialLanguage);

i18n.on('languageChanged', (language) => {
  const chosen = toLanguage(language);
  storage.set(STORAGE_KEYS.language, chosen);
  applyToDocument(chosen);
});

/**
 * Adds a feature's namespace. Call it at the top of the feature's lazily loaded module, so its texts travel
 * in that chunk and are present before its first render.
 */
export function registerBundle(bundle: I18nBundle): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, bundle.namespace)) {
      i18n.addResourceBundle(language, bundle.namespace, bundle.resources[language]);
    }
  }
}

/**
 * Whether a text is a key of the contracts' catalogue (namespace `messages`), e.g. a zod message: read from
 * the texts loaded, as contracts' `isMessageKey` would bring the whole catalogue in both languages along.
 */
export function isCatalogueKey(text: string): boolean {
  return i18n.exists(text, { ns: 'messages' });
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

let loadLanguage: ((language: Language) => Promise<void>) | undefined;

/**
 * Set by the signed-in app once it takes the whole catalogue in one language (`allMessages.ts`): a switch
 * then waits for the other language's texts, so no key shows raw. The sign-in pages need only the core part.
 */
export function onLanguageLoad(load: (language: Language) => Promise<void>): void {
  loadLanguage = load;
}

/** Starts loading a language's texts ahead of a likely switch (the switch button is pointed at or focused). */
export function preloadLanguage(language: Language): void {
  loadLanguage?.(language).catch(() => undefined); // the switch itself reports a failure
}

/**
 * Switches the language once its texts are in. When they cannot be fetched (the server is away: the switch on
 * the unreachable notice), it switches all the same — what is on screen came with the entry or a loaded
 * chunk, and a catalogue text not yet loaded shows in the default language — and fetches them again with
 * the session's backoff while that language stays chosen.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    await loadLanguage?.(language);
  } catch {
    void loadWhenBack(language);
  }
  await i18n.changeLanguage(language);
}

async function loadWhenBack(language: Language): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    if (currentLanguage() !== language) return;
    try {
      await loadLanguage?.(language);
    } catch {
      continue;
    }
    // The same language again: the texts re-render with what was added.
    await i18n.changeLanguage(language);
    return;
  }
}

export { i18n };
