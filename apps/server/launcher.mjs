// dist/main.js (build.mjs writes it from this file): runs the server bundle dist/server.js with V8's code
// cache (issue 33 §5). Compiling the 5 MB bundle was ~20 % of a start's CPU, and every function the start
// calls is compiled again on its first call; Node 20 has no module compile cache (`module.enableCompileCache`
// is Node ≥ 22.1), but vm.Script takes and makes V8 code caches. The first start that finds no usable cache
// writes one once it listens — then it holds the functions the start compiled too — and later starts
// deserialize instead of compiling. V8 itself refuses a cache from another V8 version or other flags (then
// this start compiles and writes a new one); one from another bundle is never read, the file name carries
// the bundle's hash. Nothing is cached if the directory is read-only: the start just compiles, as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/* global __SERVER_BUNDLE_HASH__ */
const dir = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(dir, 'server.js');
const cacheFile = path.join(dir, `server.${__SERVER_BUNDLE_HASH__}.v8-cache`);

let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
// build.mjs makes the script pure ASCII and wraps it as CommonJS does: read as Latin-1, Node keeps it
// outside V8's heap as it is — no UTF-8 decoding, no copy.
const source = fs.readFileSync(bundle, 'latin1');
const script = new vm.Script(source, { filename: bundle, cachedData });
const serverModule = { exports: {} };
script.runInThisContext()(serverModule.exports, createRequire(bundle), serverModule, bundle, dir);
await serverModule.exports.runFromCommandLine();

if (cachedData === undefined || script.cachedDataRejected) {
  try {
    // Written aside and renamed: a server starting meanwhile reads a whole cache or none.
    const partial = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(partial, script.createCachedData());
    fs.renameSync(partial, cacheFile);
  } catch {
    // A read-only install: every start compiles, as without the cache.
  }
}
