import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCommonPassword, useCommonPasswordList } from '@cppcc/contracts';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { handleClientError } from './http/client-errors';
import { handleClosing } from './http/closing';
import { allowedHosts, refuseForeignHosts } from './http/allowed-hosts';
import { registerApiDocs } from './http/docs';
import { errorHandler } from './http/error-handler';
import { refuseNulCharacters } from './http/input-guard';
import { jsonSerializerCompiler } from './http/json-serializer';
import { requestSerializer } from './http/log-redaction';
import { notFoundHandler } from './http/not-found';
import { API_PREFIX } from './http/paths';
import { echoRequestId, requestId } from './http/request-id';
import { extraConnectSources, registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/static';
import { webIndexScriptHashes } from './http/web-index';
import { serverTimeoutOptions, type HttpTimeouts } from './http/timeouts';
import { apiModules } from './modules';
import { registerPictureSigning } from './modules/attachments/signed-pictures';
import { registerAuthGuard, type ApiRoute } from './modules/auth/guard';
import { sharedAccountLockout } from './modules/auth/lockout';
import { authService, type AuthService } from './modules/auth/service';
import { createMessageSender, type MessageSender } from './modules/messaging/sender';
import { registerSmsDispatch } from './modules/notifications/sms';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** SMS and e-mail out (the demo `log` provider writes to the log and the outbox table). */
    messageSender: MessageSender;
    authService: AuthService;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  config: Config;
  /** Owned by the caller: buildApp never opens or closes it (main.ts closes it after the server). */
  db: Database;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** The HTTP server's timeouts (http/timeouts.ts); tests shorten them. */
  timeouts?: Partial<HttpTimeouts>;
}

/**
 * With REDIS_URL the limits and the per-account lockout are counted in Redis, so every server behind a
 * load balancer shares them. Redis away: rate counting is skipped rather than refusing every sign-in, the
 * lockout counts in this process meanwhile, and commands fail at once instead of queueing.
 */
async function sharedRateLimitStore(app: FastifyInstance, config: Config, db: Database) {
  if (!config.redisUrl) return {};
  // Loaded only with Redis: a single server does not pay for the client at its start (issue 20).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt: number) => Math.min(attempt * 250, 2_000),
  });
  redis.on('error', () => {}); // reported by realtime's connection and /api/health
  // Start counting from the first request when Redis is there; when it is not, start anyway (bounded wait).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', () => {
    redis.disconnect();
  });
  const scope = createHash('sha256').update(db.describe()).digest('hex').slice(0, 12);
  return { redis, nameSpace: `cppcc:rl:${scope}:`, skipOnError: true };
}

/**
 * Every schema is zod: given as the factories, Fastify never loads its Ajv and fast-json-stringify compilers
 * (~0.1–0.2 s of the start, issue 33 §5); zod's validator only closes over the schema, the answers' writer
 * is compiled on a route's first answer (http/json-serializer.ts). Fastify types the factories for Ajv's
 * schemas, hence the cast.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => jsonSerializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The plugin with its name given to Fastify. Without one, Fastify looks for the function among the exports
 * of every module in `require.cache` (to name it after its file), twice per registration, before taking its
 * `name` anyway: ours are ES modules, never in that cache. The same names, no walk: an app built in a worker
 * that had loaded ~1,900 modules took 0.08 → 0.045 CPU-s (the server tests build ~240 a run, bench/RESULTS.md).
 */
function named<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

/**
 * Builds the whole HTTP application without listening, so tests drive it with `app.inject()` and may
 * add routes before `ready()`. Order matters: error handling and cross-cutting hooks first, then the
 * OpenAPI collector, then the API modules, then the web app and the fallback for everything else.
 */
export async function buildApp({ config, db, logStream, timeouts }: AppDeps): Promise<App> {
  const app = Fastify({
    // URLs carry passwords and tokens (`/api/auth?password=…`, `?token=…`): logged redacted.
    logger: {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      ...(logStream && { stream: logStream }),
    },
    genReqId: requestId,
    trustProxy: config.trustProxy,
    // 'idle' (the default, stated for the reader): close() ends idle keep-alive sockets at once and
    // waits for in-flight requests — the graceful shutdown in main.ts relies on it.
    forceCloseConnections: 'idle',
    // Our own 503 in the error shape instead (http/closing.ts).
    return503OnClosing: false,
    // A malformed %-escape in the path (FST_ERR_BAD_URL) answers in our error shape too.
    frameworkErrors: errorHandler,
    // So does a request Node's parser refuses (oversized headers, bad bytes, a timed-out body).
    clientErrorHandler: handleClientError,
    ...serverTimeoutOptions(timeouts),
    schemaController: { compilersFactory: zodCompilersFactory },
    // No HEAD twin for every GET (issue 33 §5: ~800 routes, each twin a second pass through find-my-way at
    // every start). Nothing asks the API with HEAD; the web app's files and pages keep it (@fastify/static
    // registers HEAD itself, the not-found handler answers every method), the docs ask for it below.
    exposeHeadRoutes: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  // New passwords are also checked against the long list of common ones (the web's forms go without it).
  useCommonPasswordList(isCommonPassword);
  app.decorate('config', config);
  app.decorate('db', db);
  const messageSender = createMessageSender(config, db.kysely, app.log);
  app.decorate('messageSender', messageSender);
  const sharedStore = await sharedRateLimitStore(app, config, db);
  const lockout = sharedStore.redis && sharedAccountLockout(sharedStore.redis, sharedStore.nameSpace);
  app.decorate(
    'authService',
    authService({ db: db.kysely, config, sender: messageSender, ...(lockout && { lockout }) }),
  );
  registerSmsDispatch(app);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.setErrorHandler(errorHandler);
  refuseForeignHosts(app, allowedHosts(config));
  refuseNulCharacters(app);
  echoRequestId(app);
  handleClosing(app);

  await registerSecurityHeaders(app, extraConnectSources(config), webIndexScriptHashes(config.webDist));
  await app.register(compress, { global: true, threshold: 1024 });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }` (login, SMS codes).
  await app.register(rateLimit, { global: false, ...sharedStore });
  await registerApiDocs(app);

  await app.register(
    named('api', async (api) => {
      // Before the modules: every route below must declare its auth, and is guarded by it.
      registerAuthGuard(api, app.authService, apiRoutes);
      // Picture addresses in answers get a signed, expiring query for the caller (issue 32).
      registerPictureSigning(api, config.jwtSecret, db.kysely);
      for (const module of apiModules) await api.register(named(module.name, module));
    }),
    { prefix: API_PREFIX },
  );

  const webServed = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler(notFoundHandler({ webDist: config.webDist, webServed }));
  return app;
}
