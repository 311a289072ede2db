// A PostgreSQL cluster and a Redis server of the bench's own, on free ports in temporary directories, so
// that the bench can restart and stop them without touching the machine's shared ones.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user. */
function commandLine(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(command: string, args: string[]) {
  const result = spawnSync(...commandLine(command, args), { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** The same, without blocking the event loop (the bench's clients keep sending meanwhile). */
function asPostgresAsync(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...commandLine(command, args), { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export interface OwnPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: every connection terminated (57P01), resolved once it accepts again. */
  restart(): Promise<void>;
  stop(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const version = readdirSync('/usr/lib/postgresql').sort().pop();
  if (!version) throw new Error('No PostgreSQL under /usr/lib/postgresql');
  const bin = (name: string) => path.join('/usr/lib/postgresql', version, 'bin', name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-own-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = statSync('/var/lib/postgresql');
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asPostgres(bin('initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // The log file also keeps the server's output off our pipes, which spawnSync would otherwise wait on.
  const log = path.join(dir, 'log');
  const ctlArgs = (...args: string[]) => ['-D', dir, '-o', options, '-l', log, '-w', ...args];
  const ctl = (...args: string[]) => asPostgres(bin('pg_ctl'), ctlArgs(...args));
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => asPostgresAsync(bin('pg_ctl'), ctlArgs('-m', 'fast', 'restart')),
    stop() {
      ctl('-m', 'immediate', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '']);
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
