import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { currentMigration, migrateToLatest } from './db/migrate';
import { allowedHosts, describeAllowedHosts } from './http/allowed-hosts';
import { webIndexExists } from './http/static';
import { scheduleJobs } from './modules/scheduler/scheduler';
import { serverPackage } from './paths';
import { demoAccounts, hasBeenSeeded, pendingSeeders, seedOnFirstStart, seeders, type Seeder } from './seed';

export interface StartOptions {
  /** Complete configuration; default: loadConfig() from the environment. */
  config?: Config;
  /** An already open database (tests); default: opened from config.database. Closed by stop() either way. */
  database?: Database;
  /** Called after the app is built, before it listens (tests add routes here). */
  configure?: (app: App) => void | Promise<void>;
  /** Print the start banner (default true). */
  banner?: boolean;
  /** The demo seeders a first start runs (tests of the seed lock); default every one. */
  seeders?: readonly Seeder[];
}

export interface RunningServer {
  app: App;
  /** e.g. http://localhost:3000 */
  url: string;
  /** Graceful: stop accepting, let in-flight requests finish, then close the database. Idempotent. */
  stop(): Promise<void>;
}

/** Configuration → database → migrations → demo data (first start only) → HTTP server. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const db = options.database ?? openDatabase(config.database);
  const registry = options.seeders ?? seeders;
  let app: App | undefined;
  try {
    // Reads on SQLite's main connection until the server serves: no read worker starts for these checks.
    const seeded = await db.beforeServing(async () => {
      await migrateToLatest(db);
      if (config.production && (await hasBeenSeeded(db)))
        throw new ConfigError(
          'Refusing to start in production mode (NODE_ENV=production):\n  the database holds the demo data (accounts with a published password); start on a new database.',
        );
      // Under the seed lock: a server starting while another seeds waits until the seed is whole.
      return config.seedDemoData
        ? await seedOnFirstStart(
            db,
            {
              passwordHashCost: config.passwordHashCost,
              dataDir: config.dataDir,
              files: config,
              onWait: () =>
                process.stdout.write('Another server is seeding the demo data; waiting for it…\n'),
            },
            registry,
          )
        : [];
    });
    app = await buildApp({ config, db });
    scheduleJobs(app);
    await options.configure?.(app);
    await app.listen({ port: config.port, host: config.host });
    const url = publicUrl(app, config.host);
    if (options.banner ?? true)
      await db.beforeServing(() => printBanner({ config, db, url, seeded, registry }));
    return { app, url, stop: stopper(app, db) };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

function stopper(app: App, db: Database): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      app.log.info('shutdown: closing the HTTP server (no new connections; finishing in-flight requests)');
      await app.close();
      app.log.info('shutdown: HTTP server closed; closing the database');
      await db.close();
      app.log.info('shutdown: database closed');
    })();
    return stopping;
  };
}

function publicUrl(app: App, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  // Listening on every interface: localhost is the address that works from this machine.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function printBanner(info: {
  config: Config;
  db: Database;
  url: string;
  seeded: string[];
  registry: readonly Seeder[];
}): Promise<void> {
  const { config, db, url, seeded, registry } = info;
  const migration = (await currentMigration(db)) ?? 'none';
  const pending = config.seedDemoData ? await pendingSeeders(db, registry) : [];
  const accounts = config.seedDemoData ? demoAccounts(registry) : [];
  const firstAdmin = config.production
    ? 'the first admin is made with `npm run admin:create -- --email … --name …`'
    : 'the first account registered becomes admin';
  const web = webIndexExists(config.webDist)
    ? config.webDist
    : `not built (${config.webDist}) — run \`npm run build\``;
  const lines = [
    '',
    `  市政协提案管理系统 · CPPCC proposal management  v${serverPackage().version}`,
    '',
    ...(config.production
      ? ['  Mode:       production (NODE_ENV=production)']
      : [
          '  Mode:       DEMO — published demo passwords, SMS codes and reset links in the log. Not for real use:',
          '              see "Running it for real" in README.md (NODE_ENV=production).',
        ]),
    `  URL:        ${url}`,
    `  API docs:   ${url}/api/docs`,
    `  Database:   ${db.describe()} (migration ${migration})`,
    `  Demo data:  ${!config.seedDemoData ? `off: ${firstAdmin}` : seeded.length > 0 ? `seeded now (${seeded.join(', ')})` : 'already present'}` +
      (pending.length > 0 ? `; ${pending.length} newer seeder(s) not applied — run \`npm run db:seed\`` : ''),
    `  Web app:    ${web}`,
    `  Hosts:      ${describeAllowedHosts(allowedHosts(config))} (ALLOWED_HOSTS; any other Host header answers 400)`,
    '',
    ...(accounts.length > 0
      ? [
          '  Demo accounts:',
          ...accounts.map(
            (a) =>
              `    ${a.role.padEnd(12)} ${a.login.padEnd(24)} ${a.password}${a.note ? `  (${a.note})` : ''}`,
          ),
          '    (more members 139000000xx and one undertaker per unit 137000000xx, same password)',
          '',
        ]
      : []),
    `  App token:  npm run app-token -- 13900000001   → prints ${url}/login?appToken=…`,
    ...(config.appTokenSecretIsDefault
      ? [
          `              APP_TOKEN_SECRET not set: generated, kept in ${config.dataDir}/secrets.json — the host`,
          '              application must sign with that value (or set APP_TOKEN_SECRET to its own)',
        ]
      : []),
    `  Sign-up:    ${config.allowRegistration ? 'self-registration on (new accounts get role user)' : 'self-registration off (ALLOW_REGISTRATION=false)'}`,
    `  SMS/e-mail: ${config.smsProvider}/${config.emailProvider} provider${config.smsProvider === 'log' || config.emailProvider === 'log' ? ' (`log`: codes and links go to the server log and the outbox table)' : ''}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** SIGTERM/SIGINT: graceful stop; a second signal forces the exit. */
function handleSignals(server: RunningServer): void {
  let received: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) {
      server.app.log.warn(`shutdown: second signal (${signal}); forcing exit`);
      process.exit(1);
    }
    received = signal;
    server.app.log.info(`shutdown: ${signal} received`);
    server.stop().then(
      () => {
        server.app.log.info('shutdown: complete');
        process.exitCode = 0;
        // Everything is closed; if a stray handle still holds the event loop, do not hang on it.
        setTimeout(() => process.exit(0), 2000).unref();
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown: failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * What `node dist/main.js` and `tsx src/main.ts` run: start, handle the stop signals, and on a failure to
 * start print why and exit 1. Resolves once the server listens (the bundle's launcher then keeps the
 * compiled code for the next start, build.mjs).
 */
export async function runFromCommandLine(): Promise<void> {
  try {
    handleSignals(await startServer());
  } catch (error) {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(
        `Port already in use: ${(error as Error).message}. Stop the other process or set PORT.\n`,
      );
    } else process.stderr.write(`The server could not start: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
}

if (isMainModule()) void runFromCommandLine();
