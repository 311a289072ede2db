export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
    default: 'true (false with NODE_ENV=production)',
    description:
      'true seeds the demo accounts (one published password) and data into an empty database at first start. false: the database starts clean; the first admin is made with `npm run admin:create` (in production), or is the first account registered (otherwise).',
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
      'How e-mails (password reset links) are sent. `log`: written to the server log and the demo outbox table. `http`: POSTed as JSON `{ to, subject, text }` to `EMAIL_HTTP_URL` (a mail gateway); a failed send answers 503.',
  },
  {
    name: 'EMAIL_HTTP_URL',
    default: '(unset)',
    description:
      'With `EMAIL_PROVIDER=http`: the gateway URL; a non-2xx answer or no answer in 10 s is a failed send.',
  },
  {
    name: 'EMAIL_HTTP_TOKEN',
    default: '(unset)',
    description: 'With `EMAIL_PROVIDER=http`: sent as `Authorization: Bearer <token>` when set.',
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
    default: '(unset) → the address the request came to, if it is one of `ALLOWED_HOSTS`',
    description:
      'Origin the server is reached at, for links in e-mails and SMS (password reset) and the OpenID Connect redirect. Required in production and behind a proxy (`TRUST_PROXY=true`: without it password-reset requests answer 503). Unset, a link uses the host name the request came to (only one of `ALLOWED_HOSTS`, never X-Forwarded-Host) and the port the server listens on.',
  },
  {
    name: 'ALLOWED_HOSTS',
    default: "(unset) → PUBLIC_URL's host, localhost, 127.0.0.1, ::1, this machine's name and addresses",
    description:
      'Host names (comma-separated, no port) that requests may name in their Host header; any other answers 400, so a forged Host can neither poison a link nor reach the app through DNS rebinding. `*` allows any (only behind a proxy that checks it). The start banner prints the list in force.',
  },
  {
    name: 'NODE_ENV',
    default: '(unset) → demo mode',
    description:
      '`production` refuses to start with demo data (in the database or `SEED_DEMO_DATA=true`), with a `log` SMS or e-mail provider, without `PUBLIC_URL`, or with a predictable secret, each with a one-line reason; the first admin is then made by `npm run admin:create`, not by the first registration. See "Running it for real".',
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
      "Megabytes each user's uploads may take together (1–102400): file manager files, mail files, proposal attachments, reply documents, pictures (notes, cards, avatars, contacts). An upload beyond it is refused (413) with a message saying so. Uploads nothing uses (a mail file never sent, a picture never saved) are removed after a day.",
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
  {
    name: 'FIREBASE_PROJECT_ID',
    default: '(unset) → no Firebase sign-in',
    description:
      'Firebase project id for the second tab of /register (sign-up and sign-in with e-mail and password through the Firebase web SDK). ID tokens must have this audience and the issuer `https://securetoken.google.com/<id>`.',
  },
  {
    name: 'FIREBASE_API_KEY',
    default: '(unset)',
    description: "With FIREBASE_PROJECT_ID: the project's web API key (public; the browser's SDK sends it).",
  },
  {
    name: 'FIREBASE_JWKS_URL',
    default: "Google's securetoken JWKS",
    description:
      'Where the keys that sign Firebase ID tokens are published (`https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`).',
  },
  {
    name: 'FIREBASE_AUTH_EMULATOR_HOST',
    default: '(unset)',
    description:
      'Development and tests only: `host:port` of the Firebase Auth emulator. The browser uses it, and its unsigned ID tokens are accepted; never set it in production.',
  },
  {
    name: 'FIREBASE_DEFAULT_ROLE',
    default: '(unset) → no role',
    description:
      'Role given to a person who first signs in through Firebase (e.g. `user`). Unset: no role until an admin grants one.',
  },
  {
    name: 'SQLITE_READERS',
    default: 'one per core, 2–4',
    description:
      'SQLite only: worker threads that run reads outside transactions, each with its own read-only connection, so one slow query does not stall the others (0: every query on the main thread).',
  },
  {
    name: 'FIREBASE_TENANT_ID',
    default: '(unset) → the project itself',
    description:
      "With FIREBASE_PROJECT_ID: an Identity Platform tenant to sign people in to; only that tenant's ID tokens are accepted. Unset: the project's own users (a tenant's token is refused).",
  },
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number]['name'];
