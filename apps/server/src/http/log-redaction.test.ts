import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('masks passwords, tokens and codes in a URL, keeps the rest', () => {
    expect(redactUrl('/api/auth?email=a%40b.cn&password=s3cret')).toBe(
      '/api/auth?email=a%40b.cn&password=***',
    );
    expect(redactUrl('/api/realtime?token=eyJ.x.y')).toBe('/api/realtime?token=***');
    expect(redactUrl('/api/auth/access-token?access_token=abc&x=1')).toBe(
      '/api/auth/access-token?access_token=***&x=1',
    );
    expect(redactUrl('/login?appToken=abc')).toBe('/login?appToken=***');
    expect(redactUrl('/x?CODE=123456&Pass%77ord=p')).toBe('/x?CODE=***&Pass%77ord=***');
    expect(redactUrl('/api/proposals?q=code')).toBe('/api/proposals?q=code');
  });

  let t: TestDatabase | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await t?.cleanup();
  });

  it('never writes a signed-in password or token to the request log', async () => {
    t = await createTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({ config: { ...t.config, logLevel: 'info' }, db: t.db, logStream: stream });
    await app.inject({ method: 'GET', url: '/api/auth?email=nobody%40example.cn&password=Very-Secret-1' });
    await app.inject({ method: 'GET', url: '/api/auth/access-token?access_token=tok-SECRET-123' });
    const log = lines.join('');
    expect(log).toContain('/api/auth?email=nobody%40example.cn&password=***');
    expect(log).not.toContain('Very-Secret-1');
    expect(log).not.toContain('tok-SECRET-123');
  });
});
