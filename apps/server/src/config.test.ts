import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { FIREBASE_JWKS_URL } from './config-firebase';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      database: { dialect: 'sqlite', file: path.join(dataDir, 'cppcc.sqlite') },
      logLevel: 'info',
      redisUrl: undefined,
      trustProxy: false,
    });
    // src/ and dist/ are both found by walking up to apps/server.
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('resolves DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'data', JWT_SECRET: 's'.repeat(32) }).dataDir).toBe(path.resolve('data'));
  });

  it('reads DATABASE_URL', () => {
    const db = (url: string) => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).database;
    expect(db('postgres://u:p@h:5432/d')).toEqual({ dialect: 'postgres', url: 'postgres://u:p@h:5432/d' });
    expect(db('postgresql://h/d')).toEqual({ dialect: 'postgres', url: 'postgresql://h/d' });
    expect(db(':memory:')).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(db('sqlite::memory:')).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(db('sqlite:///tmp/x.sqlite')).toEqual({ dialect: 'sqlite', file: '/tmp/x.sqlite' });
    expect(db('sqlite:rel/x.sqlite')).toEqual({ dialect: 'sqlite', file: path.resolve('rel/x.sqlite') });
    expect(() => db('mysql://u:p@h/d')).toThrow(/DATABASE_URL must start with/);
    expect(() => db('mysql://u:p@h/d')).not.toThrow(/p@h/);
  });

  it('treats empty variables as unset and parses the rest', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'TRUE',
      REDIS_URL: 'redis://127.0.0.1:6379',
      WEB_DIST: 'somewhere',
    });
    expect(config).toMatchObject({
      port: 3000,
      logLevel: 'silent',
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(config.webDist).toBe(path.resolve('somewhere'));
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '0' }).port).toBe(0);
  });

  it('explains every bad value at once', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        JWT_SECRET: 'short',
        REDIS_URL: 'http://x',
      });
    expect(attempt).toThrow(ConfigError);
    let message = '';
    try {
      attempt();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT="eighty": must be a whole number');
    expect(message).toContain('LOG_LEVEL="loud": must be one of');
    expect(message).toContain('TRUST_PROXY="maybe": must be true or false');
    expect(message).toContain('JWT_SECRET="short": must be at least 32 characters');
    expect(message).toContain('REDIS_URL="http://x"');
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(
      /PORT="70000": must be between 0 and 65535/,
    );
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ jwtSecret: first });
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('uses a throwaway secret for an in-memory database', () => {
    const a = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:' }).jwtSecret;
    const b = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:' }).jwtSecret;
    expect(a).not.toBe(b);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('generates the app token secret once into secrets.json (never a published default), unless set', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.appTokenSecret).toHaveLength(64);
    expect(second.appTokenSecret).toBe(first.appTokenSecret);
    expect(first.appTokenSecret).not.toBe(first.jwtSecret);
    expect(first.appTokenSecret).not.toBe('cppcc-dev-app-token-secret-NOT-FOR-PRODUCTION');
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as object;
    expect(stored).toEqual({ jwtSecret: first.jwtSecret, appTokenSecret: first.appTokenSecret });
    expect(loadConfig({ DATA_DIR: dataDir, APP_TOKEN_SECRET: 'h'.repeat(32) }).appTokenSecret).toBe(
      'h'.repeat(32),
    );
  });

  it('adds an app token secret to a secrets.json of an older install, keeping its JWT secret', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'j'.repeat(40) }));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret).toBe('j'.repeat(40));
    expect(config.appTokenSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dataDir }).appTokenSecret).toBe(config.appTokenSecret);
  });

  it('rejects a damaged secrets.json clearly', () => {
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{oops');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/secrets\.json is not valid JSON/);
  });

  it('reads the sign-in settings: app token secret, registration switch, providers, hash cost', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:' });
    expect(defaults.appTokenSecret).toHaveLength(64);
    expect(defaults).toMatchObject({
      appTokenSecretIsDefault: true,
      allowRegistration: true,
      signInRateLimit: 30,
      smsProvider: 'log',
      emailProvider: 'log',
      passwordHashCost: 16_384,
    });
    const set = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: ':memory:',
      APP_TOKEN_SECRET: 'x'.repeat(32),
      ALLOW_REGISTRATION: 'false',
      PASSWORD_HASH_COST: '1024',
      SIGN_IN_RATE_LIMIT: '600',
    });
    expect(set).toMatchObject({
      appTokenSecret: 'x'.repeat(32),
      appTokenSecretIsDefault: false,
      allowRegistration: false,
      passwordHashCost: 1024,
      signInRateLimit: 600,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_RATE_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '1000' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_TOKEN_SECRET: 'short' })).toThrow(/APP_TOKEN_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_PROVIDER/);
    // PUBLIC_URL: an http(s) URL, kept as its origin.
    const memory = { DATA_DIR: dataDir, DATABASE_URL: ':memory:' };
    expect(loadConfig({ ...memory, PUBLIC_URL: 'https://ta.example.cn/some/path' }).publicUrl).toBe(
      'https://ta.example.cn',
    );
    expect(loadConfig(memory).publicUrl).toBeUndefined();
    expect(() => loadConfig({ ...memory, PUBLIC_URL: 'ftp://x.cn' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the file storage and the file manager quota', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults).toMatchObject({
      fileStorage: 'disk',
      filesDir: path.join(dataDir, 'files'),
      fileManagerQuotaBytes: 100 * 1024 * 1024,
    });
    const set = loadConfig({
      DATA_DIR: dataDir,
      FILE_STORAGE: 'database',
      FILES_DIR: 'shared/files',
      FILE_MANAGER_QUOTA_MB: '5',
    });
    expect(set).toMatchObject({
      fileStorage: 'database',
      filesDir: path.resolve('shared/files'),
      fileManagerQuotaBytes: 5 * 1024 * 1024,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE="s3"/);
    expect(() => loadConfig({ DATA_DIR: dataDir, FILE_MANAGER_QUOTA_MB: '0' })).toThrow(
      /FILE_MANAGER_QUOTA_MB="0": must be between 1 and 102400/,
    );
  });

  it('reads the OpenID Connect provider: https (http on this machine only), its client, the default role', () => {
    const memory = { DATA_DIR: dataDir, DATABASE_URL: ':memory:' };
    expect(loadConfig(memory).oidc).toBeUndefined();
    const client = { OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...memory, ...client, OIDC_ISSUER: 'https://t.auth0.com/' }).oidc).toEqual({
      issuer: 'https://t.auth0.com/',
      clientId: 'app',
      clientSecret: 'secret',
      name: 'Auth0',
      defaultRoles: [],
    });
    expect(
      loadConfig({ ...memory, ...client, OIDC_ISSUER: 'http://127.0.0.1:4000', OIDC_DEFAULT_ROLE: 'user' })
        .oidc?.defaultRoles,
    ).toEqual(['user']);
    expect(() => loadConfig({ ...memory, ...client, OIDC_ISSUER: 'http://idp.example' })).toThrow(
      /OIDC_ISSUER/,
    );
    expect(() => loadConfig({ ...memory, OIDC_ISSUER: 'https://t.auth0.com/' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      loadConfig({ ...memory, ...client, OIDC_ISSUER: 'https://t.auth0.com/', OIDC_DEFAULT_ROLE: 'root' }),
    ).toThrow(/OIDC_DEFAULT_ROLE/);
  });

  it("reads Firebase: project id with its API key, Google's keys by default, the emulator, the default role", () => {
    const memory = { DATA_DIR: dataDir, DATABASE_URL: ':memory:' };
    expect(loadConfig(memory).firebase).toBeUndefined();
    const project = { FIREBASE_PROJECT_ID: 'demo-cppcc', FIREBASE_API_KEY: 'key' };
    expect(loadConfig({ ...memory, ...project }).firebase).toEqual({
      apiKey: 'key',
      projectId: 'demo-cppcc',
      jwksUrl: FIREBASE_JWKS_URL,
      emulatorHost: undefined,
      defaultRoles: [],
    });
    expect(
      loadConfig({
        ...memory,
        ...project,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_DEFAULT_ROLE: 'user',
        FIREBASE_TENANT_ID: 'members-a1',
      }).firebase,
    ).toMatchObject({ emulatorHost: '127.0.0.1:9099', defaultRoles: ['user'], tenantId: 'members-a1' });
    expect(() => loadConfig({ ...memory, FIREBASE_PROJECT_ID: 'demo-cppcc' })).toThrow(/FIREBASE_API_KEY/);
    expect(() => loadConfig({ ...memory, ...project, FIREBASE_PROJECT_ID: 'Not A Project' })).toThrow(
      /FIREBASE_PROJECT_ID/,
    );
    expect(() => loadConfig({ ...memory, ...project, FIREBASE_AUTH_EMULATOR_HOST: 'http://x' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('reads the number of SQLite read workers (unset: the database decides by cores)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).database).not.toHaveProperty('readers');
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_READERS: '0' }).database).toMatchObject({ readers: 0 });
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_READERS: '3' }).database).toMatchObject({ readers: 3 });
    // PostgreSQL has its own pool: the setting does not apply.
    const postgres = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://h/db', SQLITE_READERS: '3' });
    expect(postgres.database).not.toHaveProperty('readers');
    expect(() => loadConfig({ DATA_DIR: dataDir, SQLITE_READERS: 'many' })).toThrow(
      /SQLITE_READERS="many": must be a whole number/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SQLITE_READERS: '65' })).toThrow(/must be between 0 and 64/);
  });

  describe('production mode (NODE_ENV=production)', () => {
    const ready = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://proposals.example.gov.cn/',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.gov.cn/send',
      EMAIL_PROVIDER: 'http',
      EMAIL_HTTP_URL: 'https://mail.example.gov.cn/send',
    };
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...ready, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'started';
    };

    it('starts when everything a real office needs is set, without demo data and with the host list', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...ready,
        ALLOWED_HOSTS: 'Proposals.example.gov.cn, 10.0.0.5',
      });
      expect(config).toMatchObject({
        production: true,
        seedDemoData: false,
        publicUrl: 'https://proposals.example.gov.cn',
      });
      expect(config.allowedHosts).toEqual(['proposals.example.gov.cn', '10.0.0.5']);
      expect(config.emailHttp).toEqual({ url: 'https://mail.example.gov.cn/send', token: undefined });
      // The demo stays the default everywhere else.
      expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ production: false, seedDemoData: true });
    });

    it('refuses each unsafe setting with a one-line reason', () => {
      const cases: [Record<string, string | undefined>, RegExp][] = [
        [
          { SEED_DEMO_DATA: 'true' },
          /^ {2}SEED_DEMO_DATA=true: the demo accounts share a published password/m,
        ],
        [
          { SMS_PROVIDER: undefined, SMS_HTTP_URL: undefined },
          /^ {2}SMS_PROVIDER=log: sign-in codes would go to the server log/m,
        ],
        [
          { EMAIL_PROVIDER: 'log' },
          /^ {2}EMAIL_PROVIDER=log: password-reset links would go to the server log/m,
        ],
        [{ PUBLIC_URL: undefined }, /^ {2}PUBLIC_URL is not set: links in e-mails and SMS need/m],
        [{ JWT_SECRET: 'a'.repeat(31) }, /^ {2}JWT_SECRET="a{31}": must be at least 32 characters$/m],
        [{ JWT_SECRET: 'ab'.repeat(20) }, /^ {2}JWT_SECRET: too predictable/m],
        [{ APP_TOKEN_SECRET: 'x'.repeat(40) }, /^ {2}APP_TOKEN_SECRET: too predictable/m],
      ];
      for (const [env, reason] of cases) {
        const message = refusal(env);
        expect(message, JSON.stringify(env)).toMatch(reason);
        // One reason per line, nothing else refused.
        expect(message.split('\n')).toHaveLength(2);
      }
      expect(refusal({ EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: undefined })).toMatch(
        /EMAIL_HTTP_URL="": must be set when EMAIL_PROVIDER=http/,
      );
      expect(refusal({ SEED_DEMO_DATA: 'false' })).toBe('started');
    });

    it('names every refusal at once', () => {
      const message = refusal({
        SEED_DEMO_DATA: 'true',
        SMS_PROVIDER: 'log',
        EMAIL_PROVIDER: 'log',
        PUBLIC_URL: undefined,
      });
      expect(message.split('\n')).toHaveLength(5);
      expect(message).toMatch(/^Refusing to start in production mode \(NODE_ENV=production\):/);
    });
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'LOG_LEVEL',
      'REDIS_URL',
      'JWT_SECRET',
      'WEB_DIST',
      'TRUST_PROXY',
      'APP_TOKEN_SECRET',
      'ALLOW_REGISTRATION',
      'SEED_DEMO_DATA',
      'SIGN_IN_RATE_LIMIT',
      'SMS_PROVIDER',
      'SMS_HTTP_URL',
      'SMS_HTTP_TOKEN',
      'EMAIL_PROVIDER',
      'EMAIL_HTTP_URL',
      'EMAIL_HTTP_TOKEN',
      'PASSWORD_HASH_COST',
      'JOBS_INTERVAL_SECONDS',
      'PUBLIC_URL',
      'ALLOWED_HOSTS',
      'NODE_ENV',
      'FILE_STORAGE',
      'FILES_DIR',
      'FILE_MANAGER_QUOTA_MB',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_NAME',
      'OIDC_DEFAULT_ROLE',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_API_KEY',
      'FIREBASE_JWKS_URL',
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIREBASE_DEFAULT_ROLE',
      'SQLITE_READERS',
      'FIREBASE_TENANT_ID',
    ]);
    for (const variable of CONFIG_VARIABLES) {
      expect(variable.default).not.toBe('');
      expect(variable.description.length).toBeGreaterThan(10);
    }
  });
});
