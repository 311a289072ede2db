import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app when it exists (the API runs without it). `/assets/*` are content-hashed →
 * cached for a year; index.html and the rest → `no-cache` (always revalidated, cheap with ETags).
 *
 * wildcard: true, so files are looked up on disk per request: rebuilding the web app while the server
 * runs takes effect at once. A miss falls through to the not-found handler, which owns the history
 * fallback (not-found.ts). `/api/*` never reaches the disk.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(webDist)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only (run `npm run build`)');
    return false;
  }
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    etag: true,
    lastModified: true,
    // Our own Cache-Control below instead of send's max-age.
    cacheControl: false,
    allowedPath: (pathname) => !isApiPath(pathname),
    // The build writes `.br` and `.gz` beside the assets (apps/web/vite.precompress.ts): sent as they are,
    // smaller than what could be compressed per request and without the work; the global compression skips
    // a reply that is encoded already. A file without them is compressed as before.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  return true;
}

export function webIndexExists(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}
