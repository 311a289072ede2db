/** A small HTTP client over `app.inject()` for tests that act as several named users. */
import { expect } from 'vitest';
import { bearer } from './accounts';
import type { TestContext } from './context';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function apiClient(ctx: () => TestContext, tokens: Map<string, string>) {
  async function call(
    who: string,
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const token = tokens.get(who);
    return ctx().app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  /** The JSON of a 2xx answer; anything else fails the test with the status and body. */
  async function ok<T>(who: string, method: Method, url: string, payload?: unknown): Promise<T> {
    const response = await call(who, method, url, payload);
    if (response.statusCode < 200 || response.statusCode > 299)
      throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }
  /** Expects the given status; returns the error body. */
  async function fails(status: number, who: string, method: Method, url: string, payload?: unknown) {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, `${method} ${url} as ${who}: ${response.body}`).toBe(status);
    return response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>()
      .error;
  }
  return { call, ok, fails };
}

/** A multipart/form-data body with one file in the field `file`. */
export function multipart(fileName: string, contentType: string, content: Buffer) {
  const boundary = '----cppcc-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
