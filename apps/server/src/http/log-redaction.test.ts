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
    expect(redactUrl('/api/notes-app/images/n1?exp=1&sig=abc')).toBe(
      '/api/notes-app/images/n1?exp=1&sig=***',
    );
  });

  it('masks the calendar feed token in its path', () => {
    expect(redactUrl('/api/calendar-app/ics/Secret_Feed-Token_0123456789.ics')).toBe(
      '/api/calendar-app/ics/***',
    );
    expect(redactUrl('/API/Calendar-App/ics/Secret_Feed-Token_0123456789.ics?x=1')).toBe(
      '/api/calendar-app/ics/***?x=1',
    );
    expect(redactUrl('/api/calendar-app/feed')).toBe('/api/calendar-app/feed');
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
    await app.inject({ method: 'GET', url: '/api/calendar-app/ics/Feed_SECRET_0123456789abcdef.ics' });
    const log = lines.join('');
    expect(log).toContain('/api/auth?email=nobody%40example.cn&password=***');
    expect(log).not.toContain('Very-Secret-1');
    expect(log).not.toContain('tok-SECRET-123');
    expect(log).toContain('/api/calendar-app/ics/***');
    expect(log).not.toContain('Feed_SECRET_0123456789abcdef');
  });
});
