// One real server for the whole run; tests reach it through baseURL (E2E_BASE_URL).
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
