// One real server per lane (lanes.ts) for the whole run; tests reach their lane's through baseURL. Each demo
// account signs in once per server here and its browser state is saved for the specs (support/roles.ts).
import type { FullConfig } from '@playwright/test';
import { laneUrlVariable } from './lanes';
import { saveRoleStates } from './roles';
import { seedDataDir, startServer } from './server';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const lanes = Array.from({ length: Math.max(1, config.workers) }, (_, lane) => lane);
  const given = process.env.E2E_BASE_URL;
  if (given) {
    // A server of the caller's: every lane shares it (and its data), as one worker did.
    for (const lane of lanes) {
      process.env[laneUrlVariable(lane)] = given;
      await saveRoleStates(given, lane);
    }
    return async () => {};
  }
  // The demo is seeded once: the lanes' servers and the specs' own servers (server.ts) start on copies.
  const seeded = await seedDataDir();
  // Each lane signs its accounts in as soon as its own server answers, beside the other lanes' starts.
  const servers = await Promise.all(
    lanes.map(async (lane) => {
      const server = await startServer();
      process.env[laneUrlVariable(lane)] = server.url;
      await saveRoleStates(server.url, lane);
      return server;
    }),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    seeded.remove();
  };
}
