// Starts the real built server (apps/server/dist/main.js) on a free port with a fresh SQLite data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The APP_TOKEN_SECRET the e2e server gets through its environment (tests sign app tokens with it). */
export const E2E_APP_TOKEN_SECRET = 'e2e-app-token-secret-only-for-the-browser-tests';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server's process id (a bench reads its CPU time from /proc). */
  pid: number;
  /** Stops the process; `keepData` leaves the data dir for a restart on it (same database and secrets). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Kills the process at once (SIGKILL, as a power cut would), keeping the data dir for a restart. */
  crash(): Promise<void>;
}

/** A restart of a stopped server: the same port and data dir (both generated when not given). */
export interface ServerPlace {
  port?: number;
  dataDir?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// A first start seeds the demo data before it listens: over 60 s on two cores at load average 25, over
// 180 s at load 21 on a slower machine (bench/RESULTS.md, test suite time, 2026-11-28 23:15).
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // A refused connection costs next to nothing; every start (the seed, each lane, a spec's own server)
    // waited up to a whole interval after the server was ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server at ${url} did not become healthy within ${timeoutMs} ms.`);
}

/**
 * A new data dir: a copy of the run's seeded one when the global setup made it, else empty (the server then
 * seeds on its first start). Six specs start servers of their own; each seeded the whole demo afresh, 20 s
 * of CPU apiece on two cores (bench/RESULTS.md, test suite time). The copy leaves out secrets.json: every
 * server makes its own secrets, so no server takes another's tokens.
 */
function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR];
  if (seeded)
    cpSync(seeded, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'secrets.json',
    });
  return dataDir;
}

/** Where the global setup leaves a seeded, stopped server's data dir for `newDataDir` to copy. */
const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

/** Seeds a data dir once for the run (a server's first start, then a clean stop) and offers it to copy. */
export async function seedDataDir(): Promise<{ remove(): void }> {
  const server = await startServer();
  await server.stop({ keepData: true });
  process.env[SEEDED_DATA_DIR] = server.dataDir;
  return {
    remove: () => {
      delete process.env[SEEDED_DATA_DIR];
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

export async function startServer(
  env: Record<string, string> = {},
  place: ServerPlace = {},
): Promise<RunningServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? newDataDir();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The browser tests sign in from one address dozens of times a minute, like an office behind NAT.
      SIGN_IN_RATE_LIMIT: '1000',
      // A known secret, so the tests can sign app tokens as the host application would.
      APP_TOKEN_SECRET: E2E_APP_TOKEN_SECRET,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // Else the server, still seeding, outlives the failed run and loads the machine for minutes.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? 0,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
