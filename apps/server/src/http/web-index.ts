import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** CSP sources (`'sha256-…'`) allowing each inline script of an HTML document, nothing else inline. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline scripts the built index.html carries (issue 33: the signed-in start, apps/web/vite.startPages.ts),
 * for the HTML responses' CSP. Read again when the file changes: the server picks up a rebuilt web app at once.
 */
export function webIndexScriptHashes(webDist: string): () => string[] {
  const file = path.join(webDist, 'index.html');
  let seen: { mtimeMs: number; size: number; hashes: string[] } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return [];
    }
    if (seen?.mtimeMs !== stat.mtimeMs || seen.size !== stat.size)
      seen = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        hashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')),
      };
    return seen.hashes;
  };
}
