// One real server for the whole run; tests reach it through baseURL (E2E_BASE_URL). Each demo account signs
// in once here and its browser state is saved for the specs (support/roles.ts).
import { saveRoleStates } from './roles';
import { seedDataDir, startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    await saveRoleStates(process.env.E2E_BASE_URL);
    return async () => {};
  }
  // The demo is seeded once: the run's server and the specs' own servers (server.ts) start on copies.
  const seeded = await seedDataDir();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  await saveRoleStates(server.url);
  return async () => {
    await server.stop();
    seeded.remove();
  };
}
