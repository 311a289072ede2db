// The heavy test-only tools (the Firebase Auth emulator, Lighthouse) live in tools/, outside the workspaces, so
// `npm install` for `npm start` does not fetch ~800 packages nobody running the product needs. The commands
// that use them call ensureTools() (or `node scripts/tools.mjs`), which installs tools/ from its own lock on
// first use and again only when that lock changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCaptured } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const toolsDir = path.join(root, 'tools');
const marker = path.join(toolsDir, 'node_modules', '.cppcc-lock-sha256');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(toolsDir, 'package-lock.json')))
    .digest('hex');
}

/** Installs tools/ when it is missing or its lock changed; resolves to 0, or the failed install's exit code. */
export async function ensureTools() {
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return 0;
  console.log('Installing the test tools (tools/: Firebase emulator, Lighthouse) — once…');
  const { code, output } = await runCaptured(
    'npm',
    ['ci', '--prefix', toolsDir, '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: root },
  );
  if (code !== 0) {
    process.stderr.write(output);
    return code;
  }
  writeFileSync(marker, wanted);
  return 0;
}

/** A file inside tools/node_modules, e.g. toolPath('firebase-tools/lib/bin/firebase.js'). */
export function toolPath(file) {
  return path.join(toolsDir, 'node_modules', file);
}

export function toolUrl(file) {
  return pathToFileURL(toolPath(file)).href;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await ensureTools());
