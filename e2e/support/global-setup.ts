// One real server for the whole run; tests reach it through baseURL (E2E_BASE_URL). Each demo account signs
// in once here and its browser state is saved for the specs (support/roles.ts).
import { saveRoleStates } from './roles';
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    await saveRoleStates(process.env.E2E_BASE_URL);
    return async () => {};
  }
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  await saveRoleStates(server.url);
  return () => server.stop();
}
