import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from './config';
import { startServer } from './main';
import { RESET_PASSWORD_PATH } from '@cppcc/contracts';
import { seedDemoData } from './seed';
import { accountsSeeder } from './seed/accounts';
import { createTestDatabase, type TestDatabase } from './test/context';

/** NODE_ENV=production (issue 32): the database half of the refusals, and what the banner says. */
describe('startServer in production mode', () => {
  let t: TestDatabase;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.cleanup();
  });
  const production = (config: TestDatabase['config']) => ({
    ...config,
    production: true,
    seedDemoData: false,
    publicUrl: 'https://proposals.example.gov.cn',
  });
  const banner = () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    return () => lines.join('');
  };

  it('refuses a database that holds the demo accounts, with a one-line reason', async () => {
    t = await createTestDatabase();
    await seedDemoData(t.db, [accountsSeeder], { passwordHashCost: 1024 });
    const start = startServer({ config: production(t.config), database: t.db, banner: false });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(
      /\n {2}the database holds the demo data \(accounts with a published password\)/,
    );
  });

  it('starts on a clean database, lists no demo account and says how the first admin is made', async () => {
    t = await createTestDatabase();
    const printed = banner();
    const server = await startServer({ config: production(t.config), database: t.db });
    await server.stop();
    const text = printed();
    expect(text).toContain('Mode:       production (NODE_ENV=production)');
    expect(text).toContain('npm run admin:create');
    expect(text).not.toContain('Demo accounts');
    expect(text).not.toContain('Cppcc@2026');
    expect(text).not.toContain(RESET_PASSWORD_PATH);
  });

  it('the demo says plainly that it is a demo', async () => {
    t = await createTestDatabase();
    const printed = banner();
    const server = await startServer({ config: { ...t.config, seedDemoData: false }, database: t.db });
    await server.stop();
    expect(printed()).toMatch(
      /Mode: {7}DEMO — published demo passwords, SMS codes and reset links in the log/,
    );
  });
});
