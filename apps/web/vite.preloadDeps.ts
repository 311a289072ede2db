import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/**
 * Vite lists, beside every lazy `import()`, the files its chunk needs (`__vite__mapDeps`), so that they load in
 * parallel: every file of the chunk's static imports, at any depth, but the importing chunk itself. A chunk
 * that the importer imports statically (at any depth), or that an entry does, has always run before the
 * `import()` can: listing it again only sends its name (issue 33 §1: the route table's lists, 3.4 kB of every
 * signed-in first load, and the shell's). `resolveDependencies` drops those; the lists keep every file that
 * may not have loaded yet, so what a page fetches, and when, is unchanged.
 */
export function loadedPreloadsDropped(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, ReadonlySet<string>>();
  const staticClosure = (fileName: string): ReadonlySet<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (seen.has(file) || chunk?.type !== 'chunk') return;
      seen.add(file);
      chunk.imports.forEach(visit);
    };
    visit(fileName);
    closures.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'cppcc:loaded-preloads-dropped',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the lists (calling resolveDependencies).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const loaded = new Set([hostId, ...entries.flatMap((entry) => [...staticClosure(entry.fileName)])]);
      staticClosure(hostId).forEach((file) => loaded.add(file));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
