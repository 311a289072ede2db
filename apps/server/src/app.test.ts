import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context';

describe('app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.get('/api/test/large', () => ({
      items: Array.from({ length: 500 }, (_, i) => ({ i, text: '提案内容' })),
    }));
  });
  afterAll(() => ctx.close());

  it('serves the OpenAPI UI at /api/docs and the document at /api/docs/json', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('swagger-ui');
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths).toHaveProperty('/api/health');
  });

  it('sets security headers, with a CSP the app works under on HTML documents only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // 'self' covers the same host's WebSocket; no other host may be reached (no bare ws:/wss:).
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Scripts and JSON run under the document's policy, not their own: no CSP, the other headers kept.
    for (const url of ['/api/docs/static/swagger-ui-bundle.js', '/api/health']) {
      const other = await ctx.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy']).toBeUndefined();
      expect(other.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives every response a request id and echoes an acceptable incoming one', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-123.abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-123.abc');
    const unsafe = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large responses for clients that accept gzip', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/large',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as { items: unknown[] };
    expect(json.items).toHaveLength(500);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('decorates the instance with config and db', () => {
    expect(ctx.app.db).toBe(ctx.db);
    expect(ctx.app.config).toBe(ctx.config);
  });
});
