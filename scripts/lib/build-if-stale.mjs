// Rebuilds the web app and the server bundle only when a source is newer than the build output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name === 'dist' || name === '.tsbuild') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    workspace: '@cppcc/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
  },
  {
    name: 'server',
    workspace: '@cppcc/server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/build-lazy.mjs',
      'apps/server/launcher.mjs',
      'packages/contracts/src',
    ],
  },
];

export function isStale(target) {
  const output = path.join(root, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(source) > built);
}

/** Returns 0 when everything is built and fresh, else the failing build's exit code. */
export async function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    if (!force && !isStale(target)) continue;
    console.log(`Building the ${target.name}…`);
    const code = await run('npm', ['run', 'build', '-w', target.workspace], { cwd: root });
    if (code !== 0) return code;
  }
  return 0;
}
