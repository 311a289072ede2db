import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWebDist, type TestContext } from '../test/context';

describe('web app serving', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    web = createWebDist();
    // A file under api/ in the build must never shadow the API namespace.
    fs.mkdirSync(path.join(web.dir, 'api'));
    fs.writeFileSync(path.join(web.dir, 'api', 'secret.txt'), 'not for the API');
    ctx = await createTestContext({ webDist: web.dir });
  });
  afterAll(async () => {
    await ctx.close();
    web.cleanup();
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<div id="root">');
  });

  it('answers unknown non-API paths with index.html (history fallback)', async () => {
    for (const url of ['/some/page', '/pages/errors/error-404?x=1', '/apps/proposals/42']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.body).toContain('<div id="root">');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/some/page' });
    expect(head.statusCode).toBe(200);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    // The policy travels with the HTML document only (issue 20); the script keeps nosniff.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's precompressed copy to a browser that accepts it, the file itself otherwise", async () => {
    const script = `export const words = ${JSON.stringify('静态资源 '.repeat(2000))};`;
    fs.writeFileSync(path.join(web.dir, 'assets', 'packed.js'), script);
    fs.writeFileSync(path.join(web.dir, 'assets', 'packed.js.br'), zlib.brotliCompressSync(script));
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/packed.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // No .gz beside it: a gzip-only client gets the server's own compression, of the same text.
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/packed.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/packed.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends ETags and answers 304 when unchanged', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/assets/x.js' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('404s a missing asset instead of returning the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('keeps /api/* out of the web build', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/secret.txt' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('does not fall back for other methods', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('without a web build', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves the API and says the web app is not built', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The web app is not built yet; run `npm run build`.' },
    });
  });
});
