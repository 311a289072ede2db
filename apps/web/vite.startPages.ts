// Relative: the config loader bundles relative imports only (a package's TypeScript would go to Node as is).
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/contracts/src/messages.js';
import type { Plugin, Rolldown } from 'vite';
import {
  START_CORE_MODULES,
  START_PAGES,
  START_SESSION_CALL,
  START_SESSION_PLACEHOLDER,
} from './src/app/start/startPages.js';
import { startSignedIn, type StartConfig } from './src/app/start/startScript.js';
import { STORAGE_KEYS } from './src/shared/lib/storage.js';
import { isBundleTextsModule } from './vite.bundleTexts.js';
import { catalogueModule, coreModule } from './vite.messages.js';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/**
 * The built chunks a module needs: its own and every chunk it imports statically, transitively, less the
 * entry's (index.html loads those already). Throws when no chunk holds the module (a renamed page).
 */
export function chunkFilesOf(bundle: Bundle, module: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  if (!owner) throw new Error(`start pages: no chunk holds ${module} (apps/web/src/app/start/startPages.ts)`);
  const entryFiles = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName, entryFiles);
  const files = new Set<string>();
  walk(owner.fileName, files);
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => base + file);
}

/**
 * By language but the default: the chunks of the split bundles' texts (`vite.bundleTexts.ts`) that the given
 * files load once evaluated (a page renders after them: `withTexts`), none when it has no such bundle.
 */
export function textFilesOf(bundle: Bundle, files: string[], base: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = files.flatMap((file) => byFile.get(file.slice(base.length))?.dynamicImports ?? []);
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => {
      const texts = loaded.filter((file) =>
        byFile.get(file)?.moduleIds.some((id) => isBundleTextsModule(id, language)),
      );
      return [language, [...new Set(texts)].map((file) => base + file)];
    }),
  );
}

export function startConfigOf(bundle: Bundle, base: string): StartConfig {
  const core = [...new Set(START_CORE_MODULES.flatMap((module) => chunkFilesOf(bundle, module, base)))];
  const pages = Object.fromEntries(
    Object.entries(START_PAGES).map(([path, page]) => {
      const files = chunkFilesOf(bundle, page.module, base).filter((file) => !core.includes(file));
      return [
        path,
        {
          files,
          texts: textFilesOf(bundle, [...core, ...files], base),
          calls: [...page.calls],
          sessionCalls: [...(page.sessionCalls ?? [])],
        },
      ];
    }),
  );
  return {
    core,
    pages,
    catalogues: Object.fromEntries(
      LANGUAGES.map((language) => [language, chunkFilesOf(bundle, catalogueModule(language), base)]),
    ),
    cores: Object.fromEntries(
      LANGUAGES.map((language) => [language, chunkFilesOf(bundle, coreModule(language), base)]),
    ),
    defaultLanguage: DEFAULT_LANGUAGE,
    sessionCall: START_SESSION_CALL,
    sessions: { call: '/api/sessions', placeholder: START_SESSION_PLACEHOLDER },
    keys: {
      jwt: STORAGE_KEYS.jwtAccessToken,
      token: STORAGE_KEYS.token,
      landing: STORAGE_KEYS.landingPath,
      language: STORAGE_KEYS.language,
    },
  };
}

/**
 * Issue 33: index.html gets an inline start in its head (`startSignedIn` with the built file names), so that a
 * signed-in cold load asks for its chunks, session check and data in the first wave after the HTML. The server
 * allows it by its hash (server `http/web-index.ts`).
 */
export function startPagesScript(): Plugin {
  let base = '/';
  return {
    name: 'cppcc:start-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const config = startConfigOf(context.bundle, base);
        return [
          {
            tag: 'script',
            children: `(${startSignedIn.toString()})(${JSON.stringify(config)});`,
            // After the entry's own script and preloads: those go first.
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
