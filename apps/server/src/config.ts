import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MEMORY, parseDatabaseUrl, type DatabaseTarget } from './db/target';
import { defaultWebDist } from './paths';
import { OIDC_ENV, oidcConfig, type OidcConfig } from './config-oidc';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /** Where e-mails (password reset links) go: `log` as above. */
  emailProvider: MessageProvider;
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
  /** Bytes each user's file manager may hold. */
  fileManagerQuotaBytes: number;
  /** The OpenID Connect provider of /register's third tab (issue 19); unset → the tab says it is not configured. */
  oidc: OidcConfig | undefined;
  /** Realtime timings (not from the environment; tests and the bench shorten them). */
  realtime?: { presenceGraceMs?: number; heartbeatMs?: number };
}

export const MESSAGE_PROVIDERS = ['log'] as const;
export type MessageProvider = (typeof MESSAGE_PROVIDERS)[number];
/** SMS has a real provider too: `http`, a JSON gateway (SMS_HTTP_URL). */
export const SMS_PROVIDERS = ['log', 'http'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
/** FILE_MANAGER_QUOTA_MB's default, in bytes. */
export const DEFAULT_FILE_MANAGER_QUOTA_BYTES = 100 * 1024 * 1024;
/** Where uploaded files are kept (modules/attachments/storage-choice.ts). */
export const FILE_STORAGE_KINDS = ['disk', 'database'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** Every environment variable the server reads. The README's configuration table is checked against this. */
export const CONFIG_VARIABLES = [
  {
    name: 'PORT',
    default: '3000',
    description: 'TCP port for the web app and the API (0 picks a free port).',
  },
  {
    name: 'HOST',
    default: '0.0.0.0',
    description: 'Interface to listen on (127.0.0.1 = this machine only).',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Directory for the SQLite file, secrets.json and uploads; relative to the working directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset) → SQLite file `<DATA_DIR>/cppcc.sqlite`',
    description:
      '`postgres://user:pass@host:5432/db` for PostgreSQL; `sqlite:<path>` or `:memory:` for SQLite.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description: 'Redis for realtime fan-out and shared rate limits across several server processes.',
  },
  {
    name: 'JWT_SECRET',
    default: '(unset) → generated once, kept in `<DATA_DIR>/secrets.json`',
    description:
      'Signing key of access tokens (at least 32 characters). Set the same value on every server behind a load balancer.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Directory of the built web app; the API runs without it.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true behind a reverse proxy, so client IPs and protocol come from X-Forwarded-* headers.',
  },
  {
    name: 'APP_TOKEN_SECRET',
    default: '(unset) → generated once, kept in `<DATA_DIR>/secrets.json`',
    description:
      'HS256 secret shared with the host application that signs app tokens `{ phone, exp }` for /login?appToken=… (at least 32 characters). Set it to the value the host application uses; `npm run app-token` signs with the effective one.',
  },
  {
    name: 'ALLOW_REGISTRATION',
    default: 'true',
    description:
      'false switches off self-registration (POST /api/auth/register answers 403); admins still create users.',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true',
    description:
      'true seeds the demo accounts (one published password) and data into an empty database at first start. Set false in production: the database starts clean and the first account registered becomes admin.',
  },
  {
    name: 'SIGN_IN_RATE_LIMIT',
    default: '30',
    description:
      'Sign-in attempts per client address per minute (password, phone code, app token, register); raise it when a whole office signs in from one address (NAT).',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'log',
    description:
      'How sign-in codes and notification texts are sent. `log`: written to the server log and the demo outbox table (no real SMS). `http`: POSTed as JSON `{ to, text }` to SMS_HTTP_URL (an SMS gateway).',
  },
  {
    name: 'SMS_HTTP_URL',
    default: '(unset)',
    description:
      'With SMS_PROVIDER=http: the SMS gateway URL that receives `{ to, text }`; a non-2xx answer is a failed send.',
  },
  {
    name: 'SMS_HTTP_TOKEN',
    default: '(unset)',
    description: 'With SMS_PROVIDER=http: sent as `Authorization: Bearer <token>` when set.',
  },
  {
    name: 'EMAIL_PROVIDER',
    default: 'log',
    description:
      'How e-mails (password reset links) are sent. `log`: written to the server log and the demo outbox table.',
  },
  {
    name: 'PASSWORD_HASH_COST',
    default: '16384',
    description:
      'scrypt cost N (power of two, 1024–1048576) for new password hashes; existing hashes keep their own.',
  },
  {
    name: 'JOBS_INTERVAL_SECONDS',
    default: '300',
    description:
      'Seconds between runs of the in-process jobs (overdue warnings, queued SMS notifications); 0 switches them off. Safe on several servers.',
  },
  {
    name: 'PUBLIC_URL',
    default: "(unset) → the request's own Host (never X-Forwarded-Host)",
    description:
      'Origin the server is reached at, for links in e-mails (password reset). Set it in production. Unset, a link follows the Host header the request came with; behind a proxy (TRUST_PROXY=true) it is required, and password-reset requests answer 503 until it is set.',
  },
  {
    name: 'FILE_STORAGE',
    default: 'disk',
    description:
      'Where uploaded files (proposal attachments, reply documents, mail files, pictures, the file manager) are kept. `disk`: in FILES_DIR. `database`: in the database itself (a table), so every server behind a load balancer reaches them with nothing else to share.',
  },
  {
    name: 'FILES_DIR',
    default: '`<DATA_DIR>/files`',
    description:
      'With FILE_STORAGE=disk: the directory of uploaded files. Several servers must all mount the same directory (NFS or similar), or use FILE_STORAGE=database.',
  },
  {
    name: 'FILE_MANAGER_QUOTA_MB',
    default: '100',
    description:
      "Megabytes each user's file manager may hold (1–102400); an upload beyond it is refused with a message saying so.",
  },
  {
    name: 'OIDC_ISSUER',
    default: '(unset) → no OpenID Connect sign-in',
    description:
      'Issuer URL of an OpenID Connect provider (Auth0 `https://<tenant>.auth0.com/`, Keycloak `https://<host>/realms/<realm>` …) for the third tab of /register. Register `<PUBLIC_URL>/callback` as its redirect URI. https only (http for 127.0.0.1/localhost).',
  },
  {
    name: 'OIDC_CLIENT_ID',
    default: '(unset)',
    description: 'With OIDC_ISSUER: the client (application) id.',
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    default: '(unset)',
    description: 'With OIDC_ISSUER: the client secret (the server exchanges the code, with PKCE).',
  },
  {
    name: 'OIDC_NAME',
    default: 'Auth0',
    description: "The provider's name on the sign-in button.",
  },
  {
    name: 'OIDC_DEFAULT_ROLE',
    default: '(unset) → no role',
    description:
      'Role given to a person who first signs in through the provider (e.g. `user`). Unset: no role until an admin grants one.',
  },
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number]['name'];

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
  SEED_DEMO_DATA: booleanText.default(true),
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
});

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
  const oidc = oidcConfig(e);
  if (oidc && 'problem' in oidc) throw new ConfigError(`Invalid configuration:\n  ${oidc.problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  let database: DatabaseTarget;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL, dataDir);
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
    seedDemoData: e.SEED_DEMO_DATA,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    smsProvider: e.SMS_PROVIDER,
    smsHttp: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : undefined,
    emailProvider: e.EMAIL_PROVIDER,
    passwordHashCost: e.PASSWORD_HASH_COST,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    publicUrl: e.PUBLIC_URL,
    fileStorage: e.FILE_STORAGE,
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
    fileManagerQuotaBytes: e.FILE_MANAGER_QUOTA_MB * 1024 * 1024,
    oidc,
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
