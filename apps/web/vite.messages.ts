import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** `import('virtual:cppcc-messages/en')`: the contracts' whole catalogue in one language, less its core part. */
export const MESSAGES_PREFIX = 'virtual:cppcc-messages/';
/** The resolved id ends with a path, so the start pages find its chunk like any module's (`chunkFilesOf`). */
const RESOLVED_PREFIX = '\0cppcc-messages/';

/** The module (and chunk) name of a language's catalogue: `messages-en.js`, built as `assets/messages-en-<hash>.js`. */
export function catalogueModule(language: string): string {
  return `messages-${language}.js`;
}

type Catalogue = Record<string, Record<string, string>>;

const contracts = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/**
 * Issue 33 §1: each contract area's `messages.ts` holds both languages in one object, so a bundle that
 * imports the catalogue sends both. This plugin serves each language's texts as a module of its own, read
 * from those same modules at build time (the texts still live once, in the contracts): the signed-in app
 * loads the active language's (`shared/i18n/allMessages.ts`) and the other one on a switch. The core part
 * (`coreMessages`, both languages) stays in the entry for the sign-in pages and is left out here.
 */
export function messageCatalogues(): Plugin {
  let loading: Promise<{ all: Catalogue; core: Catalogue; files: string[] }> | undefined;
  const read = async () => {
    const [all, core] = await Promise.all([
      runnerImport<{ messages: Catalogue }>(path.join(contracts, 'messages-all.ts'), {
        configFile: false,
        logLevel: 'error',
      }),
      runnerImport<{ coreMessages: Catalogue }>(path.join(contracts, 'messages.ts'), {
        configFile: false,
        logLevel: 'error',
      }),
    ]);
    return {
      all: all.module.messages,
      core: core.module.coreMessages,
      files: [...all.dependencies, ...core.dependencies],
    };
  };
  return {
    name: 'cppcc:message-catalogues',
    resolveId(id) {
      return id.startsWith(MESSAGES_PREFIX)
        ? RESOLVED_PREFIX + catalogueModule(id.slice(MESSAGES_PREFIX.length))
        : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length).replace(/^messages-|\.js$/g, '');
      loading ??= read();
      const { all, core, files } = await loading;
      const texts = all[language];
      if (!texts) throw new Error(`message catalogues: no language ${language} in the contracts`);
      // A change to a contract's messages reloads the module in `npm run dev`.
      for (const file of files) if (path.isAbsolute(file)) this.addWatchFile(file);
      const coreTexts = core[language] ?? {};
      const own = Object.fromEntries(Object.entries(texts).filter(([key]) => !Object.hasOwn(coreTexts, key)));
      return `export default ${JSON.stringify(own)};`;
    },
    watchChange(id) {
      if (id.startsWith(contracts)) loading = undefined;
    },
  };
}
