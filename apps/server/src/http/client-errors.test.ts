import net from 'node:net';
import { errorBodySchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { connectRealtime } from '../modules/realtime/testing';
import { createUser, tokenFor } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/context';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes on a fresh TCP connection and reads what comes back until the server closes it. */
function rawRequest(port: number, ...chunks: (string | Buffer)[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (data) => received.push(data));
    // The server may reset the connection while we still send: what it answered before counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
      if (Number.isNaN(status)) {
        reject(new Error(`No HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status, headers, body });
    });
  });
}

function errorOf(answer: RawAnswer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return errorBodySchema.parse(JSON.parse(answer.body)).error;
}

describe('requests the HTTP parser refuses', () => {
  let t: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await buildApp({ config: t.config, db: t.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await t.cleanup();
  });

  it('a raw 0xFF byte in the path: 400 in the error shape, in the language asked for', async () => {
    const answer = await rawRequest(
      port,
      Buffer.concat([
        Buffer.from('GET /api/'),
        Buffer.from([0xff]),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n'),
      ]),
    );
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'The request address is malformed.' });
  });

  it('an oversized URL or header: 431 in the error shape (zh-CN by default)', async () => {
    const longUrl = await rawRequest(
      port,
      `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(longUrl.status).toBe(431);
    expect(errorOf(longUrl)).toEqual({ code: 'BAD_REQUEST', message: '请求地址或请求头过长' });
    const bigHeader = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    expect(errorOf(bigHeader).message).toBe('The request address or its headers are too long.');
  });

  it.each([
    ['a bad chunk size', 'Transfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n'],
    ['both Content-Length and chunked', 'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\nhello'],
  ])('%s: 400 in the error shape', async (_name, rest) => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n${rest}`,
    );
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: 'The request is not valid.' });
  });
});

describe('HTTP timeouts', () => {
  let t: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    t = await createTestDatabase();
    // Short limits through the app's options; the defaults are minutes (http/timeouts.ts).
    app = await buildApp({
      config: t.config,
      db: t.db,
      timeouts: { requestMs: 1_000, headersMs: 500, checkIntervalMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await t.cleanup();
  });

  const stalledBody =
    'POST /api/auth/register HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n' +
    'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';

  it('a client that stops sending its body is answered 408 in the error shape and cut', async () => {
    const answer = await rawRequest(port, stalledBody);
    expect(answer.status).toBe(408);
    expect(errorOf(answer)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request took too long to arrive; please try again.',
    });
  });

  it('a client that stops sending its headers is cut', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Lang');
    expect(answer.status).toBe(408);
    expect(errorOf(answer).code).toBe('BAD_REQUEST');
  });

  it('a WebSocket outlives the request timeout', async () => {
    const ctx = { db: t.db, config: t.config, app, close: async () => {} };
    const client = await connectRealtime(
      `http://127.0.0.1:${port}`,
      await tokenFor(ctx, await createUser(ctx, ['staff'])),
    );
    try {
      await client.next((event) => event.type === 'ready');
      // A stalled request opened after the socket is cut: the timeout check has run past the socket's age.
      expect((await rawRequest(port, stalledBody)).status).toBe(408);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      await new Promise<void>((resolve) => {
        client.socket.once('pong', () => resolve());
        client.socket.ping();
      });
    } finally {
      await client.close();
    }
  });
});
