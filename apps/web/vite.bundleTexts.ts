import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/contracts/src/messages.js';

/** A bundle as `defineBundle` makes it (`src/shared/i18n/bundle.ts`, which imports a package the config cannot). */
interface Bundle {
  namespace: string;
  resources: Record<string, Record<string, string> | undefined>;
}

function isBundle(value: unknown): value is Bundle {
  if (typeof value !== 'object' || value === null) return false;
  const { namespace, resources } = value as Partial<Bundle>;
  return typeof namespace === 'string' && typeof resources === 'object' && resources !== null;
}

/** `import('virtual:cppcc-texts/<namespace>/en')`: one feature bundle's texts in one language. */
const TEXTS_PREFIX = 'virtual:cppcc-texts/';
/** The resolved id ends with a file name, so the chunk is named after it: `texts-undertaker-en-<hash>.js`. */
const RESOLVED_PREFIX = '\0cppcc-texts/';

/** The module (and chunk) name of a bundle's texts in one language. */
export function bundleTextsModule(namespace: string, language: string): string {
  return `texts-${namespace}-${language}.js`;
}

/** Whether a module id is one bundle's texts in that language (the start preloads them: `vite.startPages.ts`). */
export function isBundleTextsModule(id: string, language: string): boolean {
  return id.startsWith(RESOLVED_PREFIX) && id.endsWith(`-${language}.js`);
}

/**
 * The feature bundles split per language (paths from apps/web). Each module listed must export bundles only
 * (`defineBundle`), and each module registering one of them must render only through `withTexts` (the
 * lazy pages, the shell): its texts in another language than the default load after its chunk, and
 * `withTexts` waits for them before the first render.
 */
export const SPLIT_BUNDLES = [
  'src/shell/i18n.ts',
  'src/features/undertaker/i18n.ts',
  'src/features/member-workbench/i18n.ts',
  'src/features/staff-workbench/i18n.ts',
  'src/features/staff-workbench/paperTexts.ts',
];

const bundleBody = (texts: Record<string, string> | undefined) => JSON.stringify(texts ?? {});

/**
 * Issue 33 §1: a feature's `i18n.ts` holds both languages in one object, so its chunk sends both. As the
 * contracts' catalogue and the entry's texts (`vite.messages.ts`), the build serves each language but the
 * default one as a module of its own, read from that same module (the texts still live once, in the
 * feature): the listed modules are replaced by `splitBundle` calls that keep the default language's texts
 * inline (every language's fallback) and load another language's on demand (`registerBundle`, `withTexts`
 * and `setLanguage` in `shared/i18n/i18n.ts`). `npm run dev` and the unit tests use the modules as written.
 */
export function splitBundleTexts(): Plugin {
  const root = import.meta.dirname;
  const files = new Set(SPLIT_BUNDLES.map((file) => path.resolve(root, file)));
  const byNamespace = new Map<string, Bundle>();
  const read = async (file: string) => {
    const { module } = await runnerImport<Record<string, unknown>>(file, {
      configFile: false,
      logLevel: 'error',
    });
    const bundles = Object.entries(module).map(([name, value]) => {
      if (!isBundle(value)) throw new Error(`split bundle texts: ${file} exports ${name}, not a bundle`);
      byNamespace.set(value.namespace, value);
      return [name, value] as const;
    });
    return bundles;
  };
  return {
    name: 'cppcc:split-bundle-texts',
    apply: 'build',
    resolveId(id) {
      if (!id.startsWith(TEXTS_PREFIX)) return undefined;
      const [namespace, language] = id.slice(TEXTS_PREFIX.length).split('/');
      return RESOLVED_PREFIX + bundleTextsModule(namespace ?? '', language ?? '');
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      for (const [namespace, bundle] of byNamespace)
        for (const language of LANGUAGES)
          if (name === bundleTextsModule(namespace, language))
            return `export default ${bundleBody(bundle.resources[language])};`;
      throw new Error(`split bundle texts: no bundle module ${name}`);
    },
    async transform(_code, id) {
      if (!files.has(id)) return undefined;
      const splitModule = JSON.stringify(path.resolve(root, 'src/shared/i18n/bundle.ts'));
      const exports = (await read(id)).map(([name, bundle]) => {
        const loaders = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(
          (language) =>
            `${JSON.stringify(language)}: () => import(${JSON.stringify(`${TEXTS_PREFIX}${bundle.namespace}/${language}`)})`,
        );
        return (
          `export const ${name} = splitBundle(${JSON.stringify(bundle.namespace)}, ` +
          `{ ${JSON.stringify(DEFAULT_LANGUAGE)}: ${bundleBody(bundle.resources[DEFAULT_LANGUAGE])} }, ` +
          `{ ${loaders.join(', ')} });`
        );
      });
      return { code: `import { splitBundle } from ${splitModule};\n${exports.join('\n')}\n`, map: null };
    },
  };
}
