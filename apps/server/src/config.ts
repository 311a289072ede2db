import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MEMORY, parseDatabaseUrl, type DatabaseTarget } from './db/target';
import { defaultWebDist } from './paths';
import { FIREBASE_ENV, firebaseConfig, type FirebaseConfig } from './config-firebase';
import { OIDC_ENV, oidcConfig, type OidcConfig } from './config-oidc';

import { CONFIG_VARIABLES, LOG_LEVELS, type LogLevel } from './config-variables';
import { productionRefusals } from './config-production';

export { LOG_LEVELS, type LogLevel };

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the SQLite file, secrets.json and (later) uploaded files. */
  dataDir: string;
  database: DatabaseTarget;
  logLevel: LogLevel;
  /** Set → realtime fan-out and rate limits shared through Redis (later issues). */
  redisUrl: string | undefined;
  jwtSecret: string;
  /** Absolute path of the built web app; served only if it exists. */
  webDist: string;
  trustProxy: boolean;
  /** Shared secret of the host application's app tokens (POST /api/mobile/loginByToken). */
  appTokenSecret: string;
  /** True while APP_TOKEN_SECRET is unset and a generated value (secrets.json) is used: the host app needs it. */
  appTokenSecretIsDefault: boolean;
  /** Self-registration through POST /api/auth/register. */
  allowRegistration: boolean;
  /** Seed the demo accounts and data into an empty database at start (false: a clean install). */
  seedDemoData: boolean;
  /** Sign-in attempts per client address per minute. */
  signInRateLimit: number;
  /** Where SMS codes go: `log` writes them to the server log and the demo outbox. */
  smsProvider: SmsProvider;
  /** SMS_PROVIDER=http: the gateway's URL and optional bearer token. */
  smsHttp: { url: string; token: string | undefined } | undefined;
  /** Where e-mails (password reset links) go: `log` as above, or `http` (a JSON mail gateway). */
  emailProvider: MessageProvider;
  /** EMAIL_PROVIDER=http: the gateway's URL and optional bearer token. */
  emailHttp: { url: string; token: string | undefined } | undefined;
  /** NODE_ENV=production: the refusals of config-production.ts apply; no demo data, no first-account admin. */
  production: boolean;
  /** Host names requests may name (ALLOWED_HOSTS); undefined → this machine's own names (http/allowed-hosts.ts). */
  allowedHosts: string[] | undefined;
  /** scrypt cost N for new password hashes (a power of two); hashes carry their own parameters. */
  passwordHashCost: number;
  /** Seconds between runs of the scheduled jobs (overdue warnings, SMS queue); 0 = never. */
  jobsIntervalSeconds: number;
  /** Origin for links in e-mails (password reset), e.g. `https://proposals.example.gov.cn`; unset → the request's. */
  publicUrl: string | undefined;
  /** Where uploaded files live: `disk` (filesDir, shared by every server) or `database` (a table). */
  fileStorage: FileStorageKind;
  /** Absolute; with fileStorage `disk`. */
  filesDir: string;
  /** Bytes each user's uploads may take together, of every kind (modules/attachments/upload-space.ts). */
  fileManagerQuotaBytes: number;
  /** The OpenID Connect provider of /register's third tab (issue 19); unset → the tab says it is not configured. */
  oidc: OidcConfig | undefined;
  /** Firebase Authentication for /register's second tab (issue 19); unset → the tab says it is not configured. */
  firebase: FirebaseConfig | undefined;
  /** Realtime timings (not from the environment; tests and the bench shorten them). */
  realtime?: { presenceGraceMs?: number; heartbeatMs?: number };
}

/** `log`: the demo's (server log and outbox table); `http`: a JSON gateway (SMS_HTTP_URL, EMAIL_HTTP_URL). */
export const MESSAGE_PROVIDERS = ['log', 'http'] as const;
export type MessageProvider = (typeof MESSAGE_PROVIDERS)[number];
export const SMS_PROVIDERS = MESSAGE_PROVIDERS;
export type SmsProvider = MessageProvider;
/** FILE_MANAGER_QUOTA_MB's default, in bytes. */
export const DEFAULT_FILE_MANAGER_QUOTA_BYTES = 100 * 1024 * 1024;
/** Where uploaded files are kept (modules/attachments/storage-choice.ts). */
export const FILE_STORAGE_KINDS = ['disk', 'database'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

export { CONFIG_VARIABLES, type ConfigVariable } from './config-variables';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_SECRET_LENGTH = 32;

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n <= 65_535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  JWT_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: booleanText.default(false),
  APP_TOKEN_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  ALLOW_REGISTRATION: booleanText.default(true),
  // Default: true, but false in production (config-production.ts refuses it there).
  SEED_DEMO_DATA: booleanText.optional(),
  NODE_ENV: z.string().trim().optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((h) => h === '*' || /^[\p{L}\p{N}.:\-[\]]+$/u.test(h)),
      'must be host names separated by commas, or *',
    )
    .optional(),
  SIGN_IN_RATE_LIMIT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100_000, 'must be between 1 and 100000')
    .default(30),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, `must be one of ${SMS_PROVIDERS.join(', ')}`).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  EMAIL_PROVIDER: z.enum(MESSAGE_PROVIDERS, `must be one of ${MESSAGE_PROVIDERS.join(', ')}`).default('log'),
  EMAIL_HTTP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  EMAIL_HTTP_TOKEN: z.string().optional(),
  PASSWORD_HASH_COST: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1024 && n <= 1_048_576 && (n & (n - 1)) === 0, 'must be a power of two, 1024–1048576')
    .default(16_384),
  JOBS_INTERVAL_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n <= 86_400, 'must be between 0 and 86400')
    .default(300),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => new URL(url).origin)
    .optional(),
  FILE_STORAGE: z.enum(FILE_STORAGE_KINDS, `must be one of ${FILE_STORAGE_KINDS.join(', ')}`).default('disk'),
  FILES_DIR: z.string().optional(),
  FILE_MANAGER_QUOTA_MB: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 102_400, 'must be between 1 and 102400')
    .default(100),
  ...OIDC_ENV,
  ...FIREBASE_ENV,
  SQLITE_READERS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n <= 64, 'must be between 0 and 64')
    .optional(),
});

export type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Reads and validates the configuration. Empty variables count as unset (as docker-compose passes them).
 * Side effect, on purpose: without JWT_SECRET a secret is generated and stored in DATA_DIR so that a
 * restart keeps everyone signed in (not for an in-memory database, which does not survive a restart).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const names = CONFIG_VARIABLES.map((v) => v.name);
  const raw = Object.fromEntries(names.map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(raw[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL)
    throw new ConfigError('Invalid configuration:\n  SMS_HTTP_URL="": must be set when SMS_PROVIDER=http');
  if (e.EMAIL_PROVIDER === 'http' && !e.EMAIL_HTTP_URL)
    throw new ConfigError(
      'Invalid configuration:\n  EMAIL_HTTP_URL="": must be set when EMAIL_PROVIDER=http',
    );
  const production = e.NODE_ENV === 'production';
  const refusals = productionRefusals(e, production);
  if (refusals.length > 0)
    throw new ConfigError(
      `Refusing to start in production mode (NODE_ENV=production):\n${refusals.map((r) => `  ${r}`).join('\n')}`,
    );
  const oidc = oidcConfig(e);
  if (oidc && 'problem' in oidc) throw new ConfigError(`Invalid configuration:\n  ${oidc.problem}`);
  const firebase = firebaseConfig(e);
  if (firebase && 'problem' in firebase)
    throw new ConfigError(`Invalid configuration:\n  ${firebase.problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  let database: DatabaseTarget;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL, dataDir);
    if (database.dialect === 'sqlite' && e.SQLITE_READERS !== undefined) database.readers = e.SQLITE_READERS;
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const inMemory = database.dialect === 'sqlite' && database.file === MEMORY;
  // Generated secrets live in DATA_DIR so a restart keeps them; never a published default.
  const secrets =
    e.JWT_SECRET !== undefined && e.APP_TOKEN_SECRET !== undefined
      ? undefined
      : inMemory
        ? { jwtSecret: randomSecret(), appTokenSecret: randomSecret() }
        : persistentSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? secrets?.jwtSecret ?? randomSecret(),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    trustProxy: e.TRUST_PROXY,
    appTokenSecret: e.APP_TOKEN_SECRET ?? secrets?.appTokenSecret ?? randomSecret(),
    appTokenSecretIsDefault: e.APP_TOKEN_SECRET === undefined,
    allowRegistration: e.ALLOW_REGISTRATION,
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    smsProvider: e.SMS_PROVIDER,
    smsHttp: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : undefined,
    emailProvider: e.EMAIL_PROVIDER,
    emailHttp: e.EMAIL_HTTP_URL ? { url: e.EMAIL_HTTP_URL, token: e.EMAIL_HTTP_TOKEN } : undefined,
    production,
    allowedHosts: e.ALLOWED_HOSTS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    publicUrl: e.PUBLIC_URL,
    fileStorage: e.FILE_STORAGE,
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
    fileManagerQuotaBytes: e.FILE_MANAGER_QUOTA_MB * 1024 * 1024,
    oidc,
    firebase,
  };
}

function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}

const secretsSchema = z.object({
  jwtSecret: z.string().min(MIN_SECRET_LENGTH),
  appTokenSecret: z.string().min(MIN_SECRET_LENGTH).optional(),
});
type Secrets = { jwtSecret: string; appTokenSecret: string };

/**
 * Reads `<dataDir>/secrets.json`, creating it (mode 600) on first use; `wx` makes a concurrent first start
 * safe. A file from before the app token secret existed gets one added (written to a temp file, renamed).
 */
function persistentSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const fresh: Secrets = { jwtSecret: randomSecret(), appTokenSecret: randomSecret() };
  try {
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON (${(error as Error).message}); fix or delete it.`);
  }
  const secrets = secretsSchema.safeParse(content);
  if (!secrets.success) throw new ConfigError(`${file} has no valid "jwtSecret"; fix or delete it.`);
  if (secrets.data.appTokenSecret !== undefined)
    return { jwtSecret: secrets.data.jwtSecret, appTokenSecret: secrets.data.appTokenSecret };
  const upgraded: Secrets = { jwtSecret: secrets.data.jwtSecret, appTokenSecret: fresh.appTokenSecret };
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return upgraded;
}
