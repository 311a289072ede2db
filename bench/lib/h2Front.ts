// An HTTP/2 + TLS front for a plain-HTTP bench server, as a deployment's TLS reverse proxy stands before the app:
// one connection a browser multiplexes every request on, where the bench servers alone speak HTTP/1.1 (six
// connections an origin, a round trip a request in Lighthouse's simulation). Requests and answers pass unchanged
// (status, headers incl. content-encoding, bodies streamed); HTTP/1.1 clients and WebSocket upgrades pass too.
// The certificate is self-signed, made at run time in a temp dir: the browser must ignore certificate errors.
// The front runs in a process of its own, as a proxy would: in the bench's process, Lighthouse's handling of the
// browser's events would delay its answers and Lighthouse would count that as the server's latency.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';

export interface H2Front {
  url: string;
  stop(): Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection (RFC 9113 §8.2.2 forbids them in HTTP/2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-h2-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The request's headers for the plain-HTTP server: HTTP/2's pseudo-headers out, `:authority` as `host`. */
function upstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = value;
  const authority = headers[':authority'];
  if (typeof authority === 'string' && !out.host) out.host = authority;
  return out;
}

/** Starts the front in a child process (this file run with the bench's own loader flags, i.e. tsx). */
export async function startH2Front(target: string, port: number): Promise<H2Front> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), target, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The HTTP/2 front exited with code ${code}`)));
    child.stdout.once('data', () => resolve());
  });
  child.removeAllListeners('exit');
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function serveH2Front(target: string, port: number): Promise<void> {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: upstreamHeaders(request.headers),
      },
      (answer) => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = value;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // WebSockets (the app's realtime channel) arrive as HTTP/1.1 upgrades: the raw bytes go both ways.
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const backend = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      backend.write(head);
      backend.pipe(socket).pipe(backend);
    });
    backend.on('error', () => socket.destroy());
    socket.on('error', () => backend.destroy());
  });
  // Chromium keeps its connections open; close() alone would wait for them.
  const sockets = new Set<Duplex>();
  server.on('secureConnection', (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    for (const socket of sockets) socket.destroy();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target, port] = process.argv.slice(2);
  if (!target || !port) throw new Error('usage: h2Front.ts <http://upstream> <port>');
  await serveH2Front(target, Number(port));
  console.log(`listening on https://127.0.0.1:${port}`);
}
