// Bundles the server into dist/ (main.js, cli/db.js, the SQLite read worker beside each). Our TypeScript
// and the @cppcc/* workspace sources are bundled; every other dependency stays external and is loaded from node_modules at run time
// (native better-sqlite3, pg, fastify plugins that read their own files).
import { rmSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { lazyExternal, lazyStartPatches } from './build-lazy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
// Pure-JavaScript dependencies every start loads are bundled too (issue 33 §5): one compiled file instead of
// hundreds resolved, read and scanned for their exports (Node's CommonJS lexer alone took ~0.15 s), and
// zod one copy for the contracts and fastify-type-provider-zod. What stays external reads its own files
// (static, swagger UI, icons), is native (better-sqlite3, pg), or is loaded only on first use (exceljs,
// docx, mammoth, pinyin-pro, sanitize-html, openid-client, ioredis). The plugins every start registers —
// websocket (with ws), multipart (with busboy), swagger (with yaml) — are bundled as well: resolving and
// reading their files one by one was ~10 % of a start's CPU (profiled; 630 → 570 ms to the first answer).
const bundled = new Set([
  'fastify',
  '@fastify/compress',
  // Bundled with its file sender loaded on first use (build-lazy.mjs).
  '@fastify/static',
  '@fastify/helmet',
  '@fastify/rate-limit',
  'fastify-type-provider-zod',
  'zod',
  'kysely',
  'jose',
  '@fastify/websocket',
  '@fastify/multipart',
  '@fastify/swagger',
]);
// ws's optional native helpers (not installed; ws falls back to JavaScript when their require fails).
const optionalNative = ['bufferutil', 'utf-8-validate'];
const unloaded = [
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  ...lazyExternal,
  ...optionalNative,
];
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@cppcc/') && !bundled.has(name),
);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'cli/db': 'src/cli/db.ts',
    'cli/app-token': 'src/cli/app-token.ts',
    // SQLite's read workers: started from the bundle that opens the database, found beside it.
    'sqlite-read-worker': 'src/db/sqlite-read-worker.ts',
    'cli/sqlite-read-worker': 'src/db/sqlite-read-worker.ts',
    // The annual compilation's DOCX is built on its own thread (modules/compilation/document-thread.ts).
    'compilation-document-worker': 'src/modules/compilation/document-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Also covers subpaths such as `zod/v4/core`.
  // Fastify's own Ajv and fast-json-stringify compilers are never loaded (app.ts gives zod's): left out of
  // the bundle, so their code is not compiled at each start either.
  external: [...external, ...unloaded].flatMap((name) => [name, `${name}/*`]),
  // Code bundled from CommonJS may call require(); ESM output has none unless we create it.
  banner: {
    js: "import { createRequire as __cppccCreateRequire } from 'node:module'; const require = __cppccCreateRequire(import.meta.url);",
  },
  plugins: [lazyStartPatches],
  sourcemap: true,
  logLevel: 'info',
});
