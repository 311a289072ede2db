import { buildApp } from '../app';
import type { Config } from '../config';
import { createTestDatabase, type TestContext } from './context';

/** A test app with short realtime timings; `listen()` gives the base URL for WebSocket clients. */
export async function realtimeTestContext(
  realtime: NonNullable<Config['realtime']> = { presenceGraceMs: 150, heartbeatMs: 60_000 },
  overrides: Partial<Config> = {},
): Promise<TestContext & { listen(): Promise<string> }> {
  const { db, config, cleanup } = await createTestDatabase();
  const app = await buildApp({ config: { ...config, ...overrides, realtime }, db });
  return {
    app,
    db,
    config,
    async listen() {
      return app.listen({ port: 0, host: '127.0.0.1' });
    },
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
