import { LANGUAGES, type Language } from '@cppcc/contracts';

/**
 * A namespace of texts in every language. `defineBundle` infers the keys from zh-CN and makes the compiler
 * demand exactly the same keys in en; the unit test checks it again for bundles built some other way.
 */
export interface I18nBundle<K extends string = string> {
  namespace: string;
  resources: Record<Language, Record<K, string>>;
  /**
   * Only in a build, for the bundles it splits per language (`vite.bundleTexts.ts`): the languages left out
   * of `resources` (all but the default one), each loaded by its module. Registering such a bundle starts the
   * current language's load; `withTexts` and `setLanguage` wait for it (`i18n.ts`).
   */
  loaders?: Partial<Record<Language, TextsLoader>>;
}

/** A module holding one bundle's texts in one language. */
export type TextsLoader = () => Promise<{ default: Record<string, string> }>;

/**
 * The build's form of a split bundle (`vite.bundleTexts.ts` writes the calls): the default language's texts
 * inline, the others' loaders. Its `resources` lacks those languages: their texts are read through i18next.
 */
export function splitBundle(
  namespace: string,
  resources: Partial<Record<Language, Record<string, string>>>,
  loaders: Partial<Record<Language, TextsLoader>>,
): I18nBundle {
  return { namespace, resources: resources as Record<Language, Record<string, string>>, loaders };
}

export function defineBundle<K extends string>(
  namespace: string,
  resources: { 'zh-CN': Record<K, string>; en: Record<NoInfer<K>, string> },
): I18nBundle<K> {
  return { namespace, resources };
}

/** Keys present in one language but missing in another, as `lang:key`; empty when the bundle is complete. */
export function missingKeys(bundle: I18nBundle): string[] {
  const all = new Set(LANGUAGES.flatMap((language) => Object.keys(bundle.resources[language])));
  return LANGUAGES.flatMap((language) =>
    [...all]
      .filter((key) => !Object.hasOwn(bundle.resources[language], key))
      .map((key) => `${language}:${key}`),
  );
}

export function isI18nBundle(value: unknown): value is I18nBundle {
  if (typeof value !== 'object' || value === null) return false;
  const { namespace, resources } = value as Partial<I18nBundle>;
  return typeof namespace === 'string' && typeof resources === 'object' && resources !== null;
}
