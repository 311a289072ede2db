import { healthSchema, isErrorBody } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../db/migrate';
import { createTestContext, testDialect, type TestContext } from '../../test/context';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  it('reports the dialect, the newest migration, uptime and version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'ok',
      dialect: testDialect(),
      migration: LATEST_MIGRATION,
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    // Probes may ask with HEAD, although GETs have no HEAD twins in general (app.ts).
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 503 UNAVAILABLE in the error shape when the database is down', async () => {
    await ctx.app.ready();
    // Pull the connection from under the app (not db.close()), so the driver itself fails the query.
    await ctx.db.kysely.destroy();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(503);
    const body: unknown = response.json();
    expect(isErrorBody(body)).toBe(true);
    expect(body).toEqual({ error: { code: 'UNAVAILABLE', message: 'The database is unavailable.' } });
  });
});
