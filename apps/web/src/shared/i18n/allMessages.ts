import type { Language } from '@cppcc/contracts';
import { i18n, onLanguageLoad } from './i18n';

/**
 * The contracts' whole catalogue in one language, less the core part the entry carries: a module per language
 * built from the contracts' own catalogues (`vite.messages.ts`), so a signed-in first load sends one language.
 */
const catalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import('virtual:cppcc-messages/zh-CN'),
  en: () => import('virtual:cppcc-messages/en'),
};

const loads = new Map<Language, Promise<Record<string, string>>>();

/**
 * Adds one language's catalogue to namespace `messages` (its chunk loads once). The signed-in app's store loader
 * awaits it beside the store module before the first render (every page but the sign-in ones waits for it);
 * from then on a language switch loads the other language's before it changes (`setLanguage`), so no key
 * shows raw.
 */
export async function loadAllMessages(language: Language): Promise<void> {
  onLanguageLoad(loadAllMessages);
  let load = loads.get(language);
  if (!load) {
    load = catalogues[language]().then((module) => module.default);
    loads.set(language, load);
    load.catch(() => loads.delete(language)); // a later switch or reload tries again
  }
  i18n.addResourceBundle(language, 'messages', await load, true, false);
}
