import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';

/**
 * How to start a worker thread whose code lives in `source` (a .ts file beside the caller). In the
 * bundle, build.mjs writes it as `bundled` (a .js file beside the entry point that imports the caller).
 * From source (tsx, vitest) a worker does not inherit the parent's TypeScript loader: the source is bundled
 * once per process (esbuild, as build.mjs does) and every worker starts from that file. A bootstrap that
 * loaded it through tsx instead cost each worker ~0.27 CPU-s against ~0.07 (tsx, esbuild and the transform
 * in every thread) — the server tests start hundreds of SQLite read workers (bench/RESULTS.md, stop 45).
 */
export function workerSource(callerUrl: string, files: { source: string; bundled: string }): URL {
  if (!callerUrl.endsWith('.ts')) return new URL(files.bundled, callerUrl);
  return bundledFromSource(fileURLToPath(new URL(files.source, callerUrl)));
}

const bundles = new Map<string, URL>();

function packagesOutsideWorkspace(): string[] {
  const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => !name.startsWith('@cppcc/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/** `entry` and our sources it imports as one ES module; packages stay imports of node_modules. */
function bundledFromSource(entry: string): URL {
  const known = bundles.get(entry);
  if (known) return known;
  // Loaded only here: a development dependency, never reached from the bundle.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The workspace's packages are TypeScript sources: bundled; the server's other packages are loaded as
    // they are (a plugin could say it shorter, but the synchronous build takes none).
    external: packagesOutsideWorkspace(),
    // Packages bundled from CommonJS may call require(); ESM output has none unless we create it.
    banner: {
      js: "import { createRequire as __cppccCreateRequire } from 'node:module'; const require = __cppccCreateRequire(import.meta.url);",
    },
  });
  const code = outputFiles[0]!.text;
  // In the server package, so the packages it imports resolve from its node_modules; named by content, so
  // processes running the same code share one file and a changed source gets a new one.
  const dir = fileURLToPath(new URL('../../node_modules/.cache/workers/', import.meta.url));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(dir, `${path.basename(entry, '.ts')}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another process may be starting the same file at this moment.
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, file);
  }
  const url = pathToFileURL(file);
  bundles.set(entry, url);
  return url;
}
