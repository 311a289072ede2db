import path from 'node:path';
import type { Dialect } from '@cppcc/contracts';

/** Which database to open: an SQLite file (or `:memory:`) or a PostgreSQL connection URL. */
export type DatabaseTarget =
  | {
      dialect: Extract<Dialect, 'sqlite'>;
      file: string;
      /** Worker threads for reads (SQLITE_READERS); 0 = every query on the main connection; unset = by cores. */
      readers?: number;
    }
  | { dialect: Extract<Dialect, 'postgres'>; url: string };

export const MEMORY = ':memory:';
export const SQLITE_FILE_NAME = 'cppcc.sqlite';

/**
 * Reads DATABASE_URL: unset → `<dataDir>/cppcc.sqlite`; `postgres://` / `postgresql://` → PostgreSQL;
 * `sqlite:<path>` (also `sqlite:///abs/path`) or `:memory:` → SQLite. Relative paths resolve against
 * the working directory. Throws on anything else so a typo never silently opens an empty database.
 */
export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url === undefined || url === '')
    return { dialect: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) };
  if (url === MEMORY) return { dialect: 'sqlite', file: MEMORY };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  if (/^sqlite:/i.test(url)) {
    const rest = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (rest === '')
      throw new Error('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/cppcc.sqlite');
    return { dialect: 'sqlite', file: rest === MEMORY ? MEMORY : path.resolve(rest) };
  }
  throw new Error(
    `DATABASE_URL must start with postgres://, postgresql:// or sqlite:, or be :memory: (got "${url.split(':')[0] ?? ''}:…")`,
  );
}

/** Human description for logs and the banner: dialect and file or host/database, never a password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite')
    return target.file === MEMORY ? 'SQLite (in memory)' : `SQLite ${target.file}`;
  return `PostgreSQL ${redactUrl(target.url)}`;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}
