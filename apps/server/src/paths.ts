import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where apps/server lives on disk. Found by walking up from this module to the package.json named
 * `@cppcc/server`, because this code runs from different depths: src/ (tsx, vitest), dist/main.js
 * and dist/cli/db.js (esbuild bundles). Computed once.
 */
export interface ServerPackage {
  root: string;
  version: string;
}

const SERVER_PACKAGE_NAME = '@cppcc/server';
let cached: ServerPackage | undefined;

export function serverPackage(): ServerPackage {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = readManifest(path.join(dir, 'package.json'));
    if (manifest?.name === SERVER_PACKAGE_NAME) {
      cached = { root: dir, version: manifest.version ?? '0.0.0' };
      return cached;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find the ${SERVER_PACKAGE_NAME} package.json above ${import.meta.url}`);
    dir = parent;
  }
}

function readManifest(file: string): { name?: string; version?: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
  } catch {
    return undefined;
  }
}

/** The web app's production build (`npm run build -w @cppcc/web`), a sibling workspace. */
export function defaultWebDist(): string {
  return path.resolve(serverPackage().root, '../web/dist');
}

/**
 * The documentation's Markdown texts, which live with the web app's source (`features/documentation`); the
 * site search reads them. A server deployed without the source finds the pages by their titles only.
 */
export function documentationContentDir(): string {
  return path.resolve(serverPackage().root, '../web/src/features/documentation/content');
}
