// The Firebase Auth emulator (firebase-tools, one of the test tools in tools/, installed on first use) on 127.0.0.1, started by
// the tests that need it. It runs offline and issues unsigned ID tokens, which the server accepts only
// because it is started with FIREBASE_AUTH_EMULATOR_HOST.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const root = path.resolve(import.meta.dirname, '../..');
export const EMULATOR_PROJECT = 'demo-cppcc';

export interface AuthEmulator {
  host: string;
  /** The server's settings for this emulator. */
  env: Record<string, string>;
  /** A Firebase account made directly at the emulator (not through the app); answers its uid. */
  createAccount(email: string, password: string): Promise<string>;
  disableAccount(uid: string): Promise<void>;
  /** A new Identity Platform tenant of the project, with e-mail/password sign-in on or off; answers its id. */
  createTenant(allowPasswordSignup: boolean): Promise<string>;
  stop(): Promise<void>;
}

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cppcc-firebase-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  execFileSync(process.execPath, [path.join(root, 'scripts/tools.mjs')], { stdio: 'inherit' });
  const bin = path.join(root, 'tools/node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--non-interactive'],
    {
      cwd: dir,
      detached: true,
      // Its own config store, so the tests leave nothing in the user's home.
      env: { ...process.env, XDG_CONFIG_HOME: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const host = `127.0.0.1:${auth}`;
  const base = `http://${host}`;
  // Ready when it says so (its startup log), or failed when it exits first.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.join('').includes('All emulators ready')) resolve();
    };
    child.stdout.on('data', check);
    child.once('exit', (code) =>
      reject(new Error(`The Auth emulator exited (${code}) while starting:\n${output.join('')}`)),
    );
  });
  const admin = async (action: string, body: object, api = `v1/projects/${EMULATOR_PROJECT}/accounts`) => {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/${api}${action}`, {
      method: 'POST',
      // The emulator's admin credential: "owner" acts as the project's service account.
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Auth emulator ${action}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    host,
    env: {
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      FIREBASE_API_KEY: 'e2e-api-key-of-the-emulator',
      FIREBASE_AUTH_EMULATOR_HOST: host,
    },
    async createAccount(email, password) {
      return String((await admin('', { email, password })).localId);
    },
    async disableAccount(uid) {
      await admin(':update', { localId: uid, disableUser: true });
    },
    async createTenant(allowPasswordSignup) {
      const tenant = await admin('', { allowPasswordSignup }, `v2/projects/${EMULATOR_PROJECT}/tenants`);
      return String(tenant.tenantId);
    },
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
