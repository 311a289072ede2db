import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** `import('virtual:cppcc-messages/en')`: the contracts' whole catalogue in one language, less its core part. */
export const MESSAGES_PREFIX = 'virtual:cppcc-messages/';
/** `import('virtual:cppcc-core/en')`: the entry's texts in one language (namespaces `common` and `messages`). */
export const CORE_PREFIX = 'virtual:cppcc-core/';
/** The resolved id ends with a path, so the start pages find its chunk like any module's (`chunkFilesOf`). */
const RESOLVED_PREFIX = '\0cppcc-messages/';

/** The module (and chunk) name of a language's catalogue: `messages-en.js`, built as `assets/messages-en-<hash>.js`. */
export function catalogueModule(language: string): string {
  return `messages-${language}.js`;
}

/** The module (and chunk) name of a language's core texts: `core-en.js`, built as `assets/core-en-<hash>.js`. */
export function coreModule(language: string): string {
  return `core-${language}.js`;
}

type Catalogue = Record<string, Record<string, string>>;

const contracts = path.resolve(import.meta.dirname, '../../packages/contracts/src');
const commonTexts = path.resolve(import.meta.dirname, 'src/shared/i18n/common.ts');

/**
 * Issue 33 §1: each contract area's `messages.ts` holds both languages in one object, so a bundle that
 * imports the catalogue sends both. This plugin serves each language's texts as a module of its own, read
 * from those same modules at build time (the texts still live once, in the contracts): the signed-in app
 * loads the active language's (`shared/i18n/allMessages.ts`) and the other one on a switch. The core part
 * (`coreMessages`) is left out here: it is served the same way, per language, with the shell's common texts
 * (`common.ts`) as the entry's texts (`virtual:cppcc-core/<language>`; `shared/i18n/i18n.ts` takes the
 * default language's into the entry and loads another on demand).
 */
export function messageCatalogues(): Plugin {
  let loading: Promise<{ all: Catalogue; core: Catalogue; common: Catalogue; files: string[] }> | undefined;
  const read = async () => {
    const options = { configFile: false, logLevel: 'error' } as const;
    const [all, core, common] = await Promise.all([
      runnerImport<{ messages: Catalogue }>(path.join(contracts, 'messages-all.ts'), options),
      runnerImport<{ coreMessages: Catalogue }>(path.join(contracts, 'messages.ts'), options),
      runnerImport<{ commonBundle: { resources: Catalogue } }>(commonTexts, options),
    ]);
    return {
      all: all.module.messages,
      core: core.module.coreMessages,
      common: common.module.commonBundle.resources,
      files: [...all.dependencies, ...core.dependencies, ...common.dependencies],
    };
  };
  return {
    name: 'cppcc:message-catalogues',
    resolveId(id) {
      if (id.startsWith(MESSAGES_PREFIX))
        return RESOLVED_PREFIX + catalogueModule(id.slice(MESSAGES_PREFIX.length));
      if (id.startsWith(CORE_PREFIX)) return RESOLVED_PREFIX + coreModule(id.slice(CORE_PREFIX.length));
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [, part, language] = /^(messages|core)-(.+)\.js$/.exec(id.slice(RESOLVED_PREFIX.length)) ?? [];
      loading ??= read();
      const { all, core, common, files } = await loading;
      const texts = language ? all[language] : undefined;
      if (!language || !texts)
        throw new Error(`message catalogues: no language ${language} in the contracts`);
      // A change to a contract's messages or the common texts reloads the module in `npm run dev`.
      for (const file of files) if (path.isAbsolute(file)) this.addWatchFile(file);
      const coreTexts = core[language] ?? {};
      if (part === 'core')
        return `export default ${JSON.stringify({ common: common[language] ?? {}, messages: coreTexts })};`;
      const own = Object.fromEntries(Object.entries(texts).filter(([key]) => !Object.hasOwn(coreTexts, key)));
      return `export default ${JSON.stringify(own)};`;
    },
    watchChange(id) {
      if (id.startsWith(contracts) || id === commonTexts) loading = undefined;
    },
  };
}
