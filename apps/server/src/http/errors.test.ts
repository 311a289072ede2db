import { isErrorBody } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context';
import { conflict, forbidden, invalidFields, unauthorized } from './errors';

/** Test-only routes on a real app exercise the one error handler. */
describe('error shape', () => {
  let ctx: TestContext;
  const en = { 'accept-language': 'en-US,en;q=0.9' };

  beforeAll(async () => {
    ctx = await createTestContext();
    const app = ctx.app;
    const body = z.object({
      phone: z.string().regex(/^1\d{10}$/, 'validation.phone'),
      name: z.string().min(4),
      nickname: z.string().max(5).optional(),
      age: z.number().int().min(18),
      tags: z.array(z.string()).min(1),
      address: z.object({ city: z.string() }),
      note: z.string().min(1),
    });
    app.post('/api/test/people', { schema: { body } }, (request) => ({ saved: request.body.name }));
    app.post('/api/test/strict', { schema: { body: z.strictObject({ a: z.string() }) } }, () => ({
      ok: true,
    }));
    app.get(
      '/api/test/search',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      (request) => ({
        page: request.query.page,
      }),
    );
    app.get('/api/test/boom', () => {
      throw new Error('connection string postgres://secret@db');
    });
    app.get('/api/test/401', () => Promise.reject(unauthorized()));
    app.get('/api/test/403', () => Promise.reject(forbidden()));
    app.get('/api/test/409', () => Promise.reject(conflict()));
    app.get('/api/test/fields', () => Promise.reject(invalidFields({ phone: 'validation.phone' })));
    app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, () => ({
      ok: true,
    }));
  });
  afterAll(() => ctx.close());

  it('400 names every bad field with a translated reason (zh-CN by default)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      payload: {
        phone: '123',
        name: 'ab',
        nickname: 'toolongname',
        age: 12,
        tags: [],
        address: {},
        note: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: '请求内容有误',
        fields: {
          phone: '请输入正确的手机号',
          name: '长度至少为 4 个字符',
          nickname: '长度不能超过 5 个字符',
          age: '不能小于 18',
          tags: '至少需要 1 项',
          'address.city': '此项为必填项',
          note: '此项为必填项',
        },
      },
    });
  });

  it('400 in English by Accept-Language, required fields named', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      headers: en,
      payload: { age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(error.message).toBe('The request is not valid.');
    expect(error.fields).toMatchObject({
      phone: 'This field is required.',
      name: 'This field is required.',
      age: 'The format is not valid.',
      address: 'This field is required.',
    });
    expect(error.fields).not.toHaveProperty('nickname');
  });

  it('400 for unknown fields of a strict object and for a bad query string', async () => {
    const strict = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/strict',
      headers: en,
      payload: { a: 'x', b: 1 },
    });
    expect(strict.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The request is not valid.',
        fields: { b: 'This field is not allowed.' },
      },
    });
    const query = await ctx.app.inject({ method: 'GET', url: '/api/test/search?page=0', headers: en });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ error: { fields: { page: 'Must be at least 1.' } } });
  });

  it('400 when the body is missing altogether', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/people', headers: en });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', fields: { body: 'This field is required.' } },
    });
  });

  it('400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      headers: { ...en, 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('413 for a body over the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '上传内容过大' } });
  });

  it('415 for an unsupported content type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      headers: { ...en, 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' },
    });
  });

  it('401, 403, 409 and field errors from AppError', async () => {
    for (const [url, status, code] of [
      ['/api/test/401', 401, 'UNAUTHORIZED'],
      ['/api/test/403', 403, 'FORBIDDEN'],
      ['/api/test/409', 409, 'CONFLICT'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
      expect(isErrorBody(response.json())).toBe(true);
    }
    const fields = await ctx.app.inject({ method: 'GET', url: '/api/test/fields', headers: en });
    expect(fields.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The request is not valid.',
        fields: { phone: 'Please enter a correct phone number.' },
      },
    });
  });

  it('404 JSON for unknown API routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/nope?x=1', headers: en });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `Route ${method} /api/nope not found.` },
      });
    }
  });

  it('429 once a rate-limited route is over its limit', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/test/limited', headers: en });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; please try again later.' },
    });
  });

  it('500 hides the internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: '服务器内部错误，请稍后再试' } });
    expect(response.body).not.toContain('secret');
  });
});
