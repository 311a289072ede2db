// Finds the outside services the test suite needs: PostgreSQL and Debian's Chromium.
import { existsSync } from 'node:fs';
import net from 'node:net';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when something accepts TCP connections at the database URL's host and port. */
export function postgresAnswers(url = testDatabaseUrl, timeoutMs = 2000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function chromiumExists(path = chromiumPath) {
  return existsSync(path);
}
