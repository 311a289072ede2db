import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createUser } from '../../test/accounts';
import { createTestDatabase, type TestContext, type TestDatabase } from '../../test/context';

type Sent = { to: string; text: string; subject?: string };

/** SMS_PROVIDER=http and EMAIL_PROVIDER=http against a real HTTP gateway stand-in on the loopback. */
describe('the http SMS and e-mail providers', () => {
  const received: { auth: string | undefined; body: Sent }[] = [];
  let failing = false;
  let gateway: Server;
  let database: TestDatabase;
  let ctx: TestContext;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        if (failing) {
          response.writeHead(502).end();
          return;
        }
        received.push({
          auth: request.headers.authorization,
          body: JSON.parse(raw) as Sent,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    database = await createTestDatabase();
    const config = {
      ...database.config,
      smsProvider: 'http' as const,
      smsHttp: { url, token: 's3cret' },
      emailProvider: 'http' as const,
      emailHttp: { url, token: undefined },
    };
    const app = await buildApp({ config, db: database.db });
    ctx = { app, db: database.db, config, close: async () => app.close() };
  });
  afterAll(async () => {
    await ctx.close();
    await database.cleanup();
    await new Promise((resolve) => gateway.close(resolve));
  });

  let ip = 0;
  const requestCode = (phone: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/message/loginPhoneCode',
      query: { phone },
      headers: { 'accept-language': 'en' },
      remoteAddress: `10.9.0.${++ip}`,
    });

  it('posts { to, text } with the bearer token, and the code sent signs in', async () => {
    await createUser(ctx, ['members'], { phone: '13911112222' });
    expect((await requestCode('13911112222')).statusCode).toBe(200);
    const sent = received.at(-1);
    expect(sent?.auth).toBe('Bearer s3cret');
    expect(sent?.body.to).toBe('13911112222');
    const code = /(\d{6})/.exec(sent?.body.text ?? '')?.[1] ?? '';
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/mobile/loginByPhone',
      payload: { phone: '13911112222', code },
      remoteAddress: '10.9.1.1',
    });
    expect(login.json<{ code: number }>().code).toBe(200);
    // Nothing goes to the demo outbox.
    expect(await ctx.db.kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('answers 503 when the gateway fails, and lets the user ask again at once', async () => {
    await createUser(ctx, ['members'], { phone: '13911113333' });
    failing = true;
    const failed = await requestCode('13911113333');
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ error: { message: string } }>().error.message).toBe(
      'The text message could not be sent; please try again later.',
    );
    failing = false;
    expect((await requestCode('13911113333')).statusCode).toBe(200);
    expect(received.at(-1)?.body.to).toBe('13911113333');
  });

  const forgot = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'en' },
      payload: { email },
      remoteAddress: `10.9.2.${++ip}`,
    });

  it('posts an e-mail as { to, subject, text }: the reset link reaches the gateway, not the outbox', async () => {
    await createUser(ctx, ['user'], { email: 'mailed@example.com' });
    expect((await forgot('mailed@example.com')).statusCode).toBe(204);
    const sent = received.at(-1);
    expect(sent?.auth).toBeUndefined();
    expect(sent?.body).toMatchObject({ to: 'mailed@example.com', subject: expect.any(String) as string });
    expect(sent?.body.text).toMatch(/\/pages\/auth\/reset-password\?token=[\w-]+/);
    expect(await ctx.db.kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('answers 503 with the e-mail message when the mail gateway fails', async () => {
    await createUser(ctx, ['user'], { email: 'unlucky@example.com' });
    failing = true;
    const failed = await forgot('unlucky@example.com');
    failing = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ error: { message: string } }>().error.message).toBe(
      'The e-mail could not be sent; please try again later.',
    );
  });

  it('is refused by the configuration without a gateway URL', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'http', DATABASE_URL: 'sqlite::memory:' })).toThrow(
      /EMAIL_HTTP_URL/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'http', DATABASE_URL: 'sqlite::memory:' })).toThrow(
      /SMS_HTTP_URL/,
    );
  });
});
