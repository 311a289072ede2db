// Builds bench/baseline (React + React Router + MUI TextField, Button, Typography) with the same Vite and
// returns its first-load JavaScript, gzip level 9 (everything it builds is loaded by its one page).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../baseline');
// Outside the repository: lint and format checks must not see the built files.
const outDir = path.join(os.tmpdir(), 'cppcc-bench-baseline');

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Builds the page; `dir` holds the built files (index.html and assets/). */
export async function buildBaseline(): Promise<{ files: number; gzip: number; dir: string }> {
  await build({
    root,
    logLevel: 'error',
    configFile: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const assets = path.join(outDir, 'assets');
  const js = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return {
    dir: outDir,
    files: js.length,
    gzip: js.reduce((sum, name) => sum + gzipSize(path.join(assets, name)), 0),
  };
}
