import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWebDist, type TestContext } from '../test/context';
import { inlineScriptHashes } from './web-index';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** index.html as the build writes it (apps/web/vite.startPages.ts): the entry, then the signed-in start. */
function builtIndex(start: string): string {
  return (
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
    `<script>${start}</script></head><body><div id="root"></div></body></html>`
  );
}

const memberStart =
  '(function startSignedIn(config){})({"core":["/assets/storeRoot-B2.js"],"pages":{"/apps/todo/index":' +
  '{"files":["/assets/WorkbenchPages-C3.js"],"calls":["/api/proposals/counts?scope=mine"]}}});';

describe('the HTML document and its signed-in start (issue 33)', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof createWebDist>;
  const indexFile = () => path.join(web.dir, 'index.html');

  beforeAll(async () => {
    web = createWebDist();
    fs.writeFileSync(indexFile(), builtIndex(memberStart));
    ctx = await createTestContext({ webDist: web.dir });
  });
  afterAll(async () => {
    await ctx.close();
    web.cleanup();
  });

  it("serves each page's HTML naming the member landing's chunks, its start allowed by hash and by nothing broader", async () => {
    for (const url of ['/', '/apps/index', '/apps/todo/index']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('"/apps/todo/index":{"files":["/assets/WorkbenchPages-C3.js"]');
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashOf(memberStart)}`);
    }
  });

  it('allows a rebuilt start at once (the file is read again when it changes)', async () => {
    const rebuilt = memberStart.replace('WorkbenchPages-C3', 'WorkbenchPages-D4');
    fs.writeFileSync(indexFile(), builtIndex(rebuilt));
    // A different mtime even on a coarse-clocked file system.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(indexFile(), later, later);
    const response = await ctx.app.inject({ method: 'GET', url: '/apps/todo/index' });
    expect(response.body).toContain('WorkbenchPages-D4');
    expect(response.headers['content-security-policy']).toContain(hashOf(rebuilt));
    expect(response.headers['content-security-policy']).not.toContain(hashOf(memberStart));
  });

  it('hashes inline scripts only: not a script with src, not an empty one', () => {
    const html =
      '<script src="/a.js"></script><script type="module" src="/b.js"></script><script></script>' +
      '<SCRIPT>one()</SCRIPT><script data-x="1">\ntwo();\n</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('one()'), hashOf('\ntwo();\n')]);
  });
});
