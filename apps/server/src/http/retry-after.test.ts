import { isErrorBody } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { RETRY_AFTER_SECONDS } from './error-handler';
import { unavailable } from './errors';

/** Every 503 says when to try again: `Retry-After` in seconds, set in the one error handler. */
describe('Retry-After on 503', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.get('/api/test/unavailable', () => Promise.reject(unavailable('error.smsUnavailable')));
    ctx.app.get('/api/test/later', () =>
      Promise.reject(unavailable('error.unavailable', { headers: { 'retry-after': '120' } })),
    );
    ctx.app.get('/api/test/connection-refused', () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    );
  });
  afterAll(() => ctx.close());

  it.each(['/api/test/unavailable', '/api/test/connection-refused'])(
    '%s: 503 with Retry-After',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(isErrorBody(response.json())).toBe(true);
    },
  );

  it("keeps an error's own Retry-After", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/later' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('120');
  });

  it('a 4xx carries none', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('the database gone: the health check answers 503 with Retry-After', async () => {
    await ctx.app.ready();
    await ctx.db.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });
});
