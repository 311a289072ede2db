// Signed-in browser state per demo account, made once per run (global-setup.ts): most tests are not about
// signing in, so they start from the saved state (`test.use({ storageState: roleState('staff') })`) instead
// of signing in again. The web app resumes a session from localStorage `jwt_access_token` (seed 000 §3).
// Each lane (lanes.ts) has its own server, whose secrets sign its own tokens: its own states too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '@cppcc/contracts';
import { laneIndex } from './lanes';

/** Gitignored; rewritten by every run, since each run starts a server on a fresh database. */
const STATE_DIR = path.resolve(import.meta.dirname, '../.auth');

interface StorageState {
  cookies: never[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The first lane's states where a single worker kept them; the others' beside them. */
function laneStateDir(lane: number): string {
  return lane === 0 ? STATE_DIR : path.join(STATE_DIR, `lane-${lane}`);
}

/**
 * The storageState file of a demo account on this lane's server, for `test.use` or
 * `browser.newContext({ storageState })`.
 */
export function roleState(account: DemoAccountKey, lane = laneIndex()): string {
  return path.join(laneStateDir(lane), `${account}.json`);
}

/** The access token saved in a demo account's state, for API calls of the same session. */
export function roleToken(account: DemoAccountKey): string {
  const state = JSON.parse(readFileSync(roleState(account), 'utf8')) as StorageState;
  const token = state.origins[0]?.localStorage.find((item) => item.name === 'jwt_access_token')?.value;
  if (!token) throw new Error(`No saved token for ${account}: did global-setup run?`);
  return token;
}

/** Signs every demo account in once through GET /api/auth and saves its state for `origin`, lane `lane`. */
export async function saveRoleStates(origin: string, lane: number): Promise<void> {
  mkdirSync(laneStateDir(lane), { recursive: true });
  // All at once: each sign-in is mostly the server's scrypt, which runs off its main thread, so on two cores
  // they overlap; one after another they held up the first test of the lane.
  await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const query = new URLSearchParams({ email: account.email, password: DEMO_PASSWORD });
      const response = await fetch(`${origin}/api/auth?${query}`);
      if (!response.ok) throw new Error(`Sign-in of ${account.email} failed: ${response.status}`);
      const { access_token: token } = (await response.json()) as { access_token: string };
      const state: StorageState = {
        cookies: [],
        origins: [{ origin, localStorage: [{ name: 'jwt_access_token', value: token }] }],
      };
      writeFileSync(roleState(account.key, lane), JSON.stringify(state));
    }),
  );
}
