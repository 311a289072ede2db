import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cppcc/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// The default language's core texts, in the entry (see `coreLoaders`).
import defaultCore from 'virtual:cppcc-core/zh-CN';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { retryDelayMs } from '../session/retry';
import type { I18nBundle } from './bundle';
import { toLanguage } from './languages';

/** The namespaces the entry's texts fill: the shell's (`common.ts`) and the contracts' core catalogue. */
const CORE_NAMESPACES = ['common', 'messages'] as const;
type CoreTexts = Record<(typeof CORE_NAMESPACES)[number], Record<string, string>>;

/**
 * The entry's texts, one language per module (`vite.messages.ts`, built from `common.ts` and the contracts'
 * core catalogue), so the sign-in pages and every first load send one language (issue 33 §1). The default
 * language's travels in the entry: it is every language's fallback, so no key shows raw even when another
 * language's module cannot be fetched (a switch with the server away). Another chosen language's loads
 * before the first render (index.html's inline start preloads it) or before a switch to it.
 */
const coreLoaders: Partial<Record<Language, () => Promise<{ default: CoreTexts }>>> = {
  en: () => import('virtual:cppcc-core/en'),
};

function addCoreTexts(language: Language, texts: CoreTexts): void {
  // Copies: i18next merges later additions (allMessages.ts) into the object it holds, which must not be the
  // module's own.
  for (const namespace of CORE_NAMESPACES)
    i18n.addResourceBundle(language, namespace, { ...texts[namespace] }, true, false);
}

const coreLoads = new Map<Language, Promise<CoreTexts>>();

/** Adds a language's core texts (its module loads once; a failed load is tried again next time). */
async function loadCoreTexts(language: Language): Promise<void> {
  const loader = coreLoaders[language];
  if (!loader) return; // the default language's, in the entry
  let load = coreLoads.get(language);
  if (!load) {
    load = loader().then((module) => module.default);
    coreLoads.set(language, load);
    load.catch(() => coreLoads.delete(language));
  }
  addCoreTexts(language, await load);
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// zh-CN unless the user chose otherwise earlier (not the browser's language: the product is Chinese first).
const initialLanguage = toLanguage(storage.get(STORAGE_KEYS.language));

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  load: 'currentOnly',
  ns: [...CORE_NAMESPACES],
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false, // The default language's texts are inline (below), so a first render has its texts.
});
addCoreTexts(DEFAULT_LANGUAGE, defaultCore);
applyToDocument(initialLanguage);

/**
 * Settles once the chosen language's core texts are in (at once for the default language): the entry renders
 * after it (main.tsx). Never rejects: a language whose texts cannot be fetched shows the default language's
 * until a switch or reload fetches them.
 */
export const coreTextsReady: Promise<void> = loadCoreTexts(initialLanguage).catch(() => undefined);

i18n.on('languageChanged', (language) => {
  const chosen = toLanguage(language);
  storage.set(STORAGE_KEYS.language, chosen);
  applyToDocument(chosen);
});

/**
 * Adds a feature's namespace. Call it at the top of the feature's lazily loaded module, so its texts travel
 * in that chunk and are present before its first render. A bundle the build splits per language
 * (`vite.bundleTexts.ts`) brings the default language's texts and starts loading the current language's:
 * its module must render through `withTexts`, which waits for them.
 */
export function registerBundle(bundle: I18nBundle): void {
  for (const language of LANGUAGES) {
    const texts: Record<string, string> | undefined = bundle.resources[language];
    if (texts && !i18n.hasResourceBundle(language, bundle.namespace)) {
      i18n.addResourceBundle(language, bundle.namespace, texts);
    }
  }
  if (bundle.loaders && !splitBundles.has(bundle)) {
    splitBundles.add(bundle);
    loadBundleTexts(bundle, currentLanguage()).catch(() => undefined); // withTexts reports nothing either
  }
}

/** The split bundles registered so far (only in a build). */
const splitBundles = new Set<I18nBundle>();
const bundleLoads = new Map<string, Promise<void>>();

/** A split bundle's texts in a language (its module loads once; a failed load is tried again next time). */
function loadBundleTexts(bundle: I18nBundle, language: Language): Promise<void> {
  const loader = bundle.loaders?.[language];
  if (!loader) return Promise.resolve(); // the default language's, inline
  const key = `${language}|${bundle.namespace}`;
  let load = bundleLoads.get(key);
  if (!load) {
    load = loader().then((module) => {
      i18n.addResourceBundle(language, bundle.namespace, { ...module.default }, true, false);
    });
    bundleLoads.set(key, load);
    load.catch(() => bundleLoads.delete(key));
  }
  return load;
}

/** Every registered split bundle's texts in a language, those registered while waiting too. */
async function loadSplitTexts(language: Language): Promise<void> {
  let count: number;
  do {
    count = splitBundles.size;
    await Promise.all([...splitBundles].map((bundle) => loadBundleTexts(bundle, language)));
  } while (splitBundles.size !== count);
}

/**
 * Wraps a lazily loaded module's import (a page, the shell): it resolves once the split bundles its chunk
 * registered have their texts in the current language, so nothing renders in the fallback language first.
 * When they cannot be fetched it resolves all the same: the default language's texts show, as the core
 * texts' do.
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load();
    await loadSplitTexts(currentLanguage()).catch(() => undefined);
    return module;
  };
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

/**
 * A language's core texts, the split bundles' registered so far and, once the signed-in app has set its
 * loader, its whole catalogue.
 */
async function loadTexts(language: Language): Promise<void> {
  await Promise.all([loadCoreTexts(language), loadSplitTexts(language), loadLanguage?.(language)]);
}

/** Starts loading a language's texts ahead of a likely switch (the switch button is pointed at or focused). */
export function preloadLanguage(language: Language): void {
  loadTexts(language).catch(() => undefined); // the switch itself reports a failure
}

/**
 * Switches the language once its texts are in. When they cannot be fetched (the server is away: the switch on
 * the unreachable notice), it switches all the same — a feature's texts came with its chunk in every
 * language (but a split bundle's), and a text not yet loaded shows in the default language — and fetches them
 * again with the session's backoff while that language stays chosen.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    await loadTexts(language);
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
      await loadTexts(language);
    } catch {
      continue;
    }
    // The same language again: the texts re-render with what was added.
    await i18n.changeLanguage(language);
    return;
  }
}

export { i18n };
