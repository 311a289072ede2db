import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchApi } from './request';

function answer(status: number, body: string | null) {
  return vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(body, { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchApi (the sign-in pages’ calls without RTK Query)', () => {
  it('sends JSON to /api with the language and reads JSON back', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    const result = await fetchApi<{ ok: boolean }>({
      url: '/auth/register',
      method: 'POST',
      body: { email: 'a@b.cn' },
    });
    expect(result).toEqual({ data: { ok: true } });
    const [url, init = {}] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.cn"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'Accept-Language': 'zh-CN' });
  });
  it('puts params in the query string and takes an empty body as null', async () => {
    const fetch = answer(204, null);
    vi.stubGlobal('fetch', fetch);
    expect(await fetchApi({ url: '/auth', params: { email: 'a b', password: 'p&q' } })).toEqual({
      data: null,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth?email=a+b&password=p%26q');
  });
  it('turns the server’s error body, a non-JSON answer and a network failure into ApiErrors', async () => {
    const body = { error: { code: 'BAD_REQUEST', message: '手机号有误', fields: { phone: '手机号有误' } } };
    vi.stubGlobal('fetch', answer(400, JSON.stringify(body)));
    expect((await fetchApi({ url: '/x' })).error).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: '手机号有误',
      fields: { phone: '手机号有误' },
    });
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    expect((await fetchApi({ url: '/x' })).error).toMatchObject({ status: 502, code: 'UNAVAILABLE' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect((await fetchApi({ url: '/x' })).error).toMatchObject({ status: null, code: 'NETWORK' });
  });
});
