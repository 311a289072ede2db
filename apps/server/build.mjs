// Bundles the server into dist/ (main.js, cli/db.js, the SQLite read worker beside each). Our TypeScript
// and the @cppcc/* workspace sources are bundled; every other dependency stays external and is loaded from node_modules at run time
// (native better-sqlite3, pg, fastify plugins that read their own files).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
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

// `--outdir <dir>` (inside apps/server, so paths.ts finds the package): a second build beside dist/, e.g. the
// start-up bench's before/after pair (BENCH_BEFORE_MAIN) without replacing the dist another process runs.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';
rmSync(path.join(here, outdir), { recursive: true, force: true });
const common = {
  absWorkingDir: here,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Also covers subpaths such as `zod/v4/core`.
  // Fastify's own Ajv and fast-json-stringify compilers are never loaded (app.ts gives zod's): left out of
  // the bundle, so their code is not compiled at each start either.
  external: [...external, ...unloaded].flatMap((name) => [name, `${name}/*`]),
  plugins: [lazyStartPatches],
  sourcemap: true,
  logLevel: 'info',
};
await build({
  ...common,
  entryPoints: {
    'cli/db': 'src/cli/db.ts',
    'cli/app-token': 'src/cli/app-token.ts',
    // SQLite's read workers: started from the bundle that opens the database, found beside it.
    'sqlite-read-worker': 'src/db/sqlite-read-worker.ts',
    'cli/sqlite-read-worker': 'src/db/sqlite-read-worker.ts',
    // The annual compilation's DOCX is built on its own thread (modules/compilation/document-thread.ts).
    'compilation-document-worker': 'src/modules/compilation/document-worker.ts',
  },
  format: 'esm',
  // Code bundled from CommonJS may call require(); ESM output has none unless we create it.
  banner: {
    js: "import { createRequire as __cppccCreateRequire } from 'node:module'; const require = __cppccCreateRequire(import.meta.url);",
  },
});
// The server itself: CommonJS, run by launcher.mjs (dist/main.js) through vm.Script with V8's code cache
// (issue 33 §5). `import.meta.url` (paths, workers beside the bundle) becomes the bundle's file URL.
await build({
  ...common,
  entryPoints: { server: 'src/main.ts' },
  format: 'cjs',
  define: { 'import.meta.url': '__cppccModuleUrl' },
  // import() of an external package (swagger UI, ioredis, openid-client) becomes a require() of it when
  // first used (Node ≥ 20.19 requires ES modules too): a script compiled from V8's code cache has no
  // dynamic-import callback in Node 20 (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
  supported: { 'dynamic-import': false },
});
// dist/server.js is then the script the launcher compiles as it is: CommonJS's wrapper around the bundle,
// strict as the ES modules it was built from, all on the first line so that line numbers in stack traces
// stay the bundle's (and its source map's).
const serverFile = path.join(here, outdir, 'server.js');
const wrapper =
  "(function (exports, require, module, __filename, __dirname) {'use strict';" +
  "const __cppccModuleUrl = require('node:url').pathToFileURL(__filename).href;";
writeFileSync(serverFile, `${wrapper}${asciiOnly(readFileSync(serverFile, 'utf8'))}\n})`);
await build({
  ...common,
  entryPoints: { main: 'launcher.mjs' },
  format: 'esm',
  sourcemap: false,
  define: {
    __SERVER_BUNDLE_HASH__: JSON.stringify(
      createHash('sha256').update(readFileSync(serverFile)).digest('hex').slice(0, 16),
    ),
  },
});

/**
 * The bundle with every non-ASCII character escaped (\uXXXX; an astral one as its surrogate pair), so that
 * the launcher can read it as Latin-1: Node keeps a Latin-1 string that large outside V8's heap, undecoded
 * (UTF-8 decoding took ~0.1–0.2 s of a start, profiled, and a two-byte 11 MB copy in the heap). esbuild
 * escapes strings and plain templates itself; what it leaves is in comments and regular-expression literals,
 * where the escape means the same character (with or without the u flag), and in tagged templates, where it
 * would change the raw text — one that holds a non-ASCII character fails the build instead.
 */
function asciiOnly(code) {
  const tagged = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node)) tagged.push(node.template);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('server.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS));
  for (const template of tagged) {
    const text = code.slice(template.pos, template.end);
    if (/[\u0080-\uffff]/.test(text))
      throw new Error(`server.js: a tagged template holds non-ASCII text; write it as \\u escapes: ${text}`);
  }
  return code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
