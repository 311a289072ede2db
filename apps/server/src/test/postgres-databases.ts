/**
 * A worker's PostgreSQL test databases: made one ahead and dropped in the background, so neither wait is
 * on a test's path. A worker runs its files one after the other; `create database … template` took ~0.5 s
 * and `drop database` ~1 s of waiting on the server for each of the ~250 test databases of a run (a
 * beforeEach makes one per test), all of it wall time of the PostgreSQL step (bench/RESULTS.md, stop 45).
 *
 * Every name starts with the run's template's (`<run>_t…`): the global teardown (template.ts) drops
 * whatever is left — a spare no file took, a drop still queued when the worker ended, or one that failed.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminDatabaseUrl, createDatabase, withAdmin } from './database';

export interface PostgresTestDatabase {
  url: string;
  /** Queues the drop (after the database's own connections are closed); the teardown drops any left. */
  drop(): void;
}

/** Drops run one at a time per worker, behind the tests: never more than one drop of ours on the server. */
let drops: Promise<void> = Promise.resolve();

/** The next database of each template (or of none: ''), being made while the current file runs. */
const spares = new Map<string, Promise<string>>();

const newName = (): string =>
  `${inject('testTemplate').postgresName ?? 'tmpl'}_t${randomBytes(6).toString('hex')}`;

async function make(template: string | undefined): Promise<string> {
  const name = newName();
  await withAdmin((admin) => createDatabase(admin, name, template));
  return name;
}

/** A fresh database, empty or a copy of `template`, with the test databases' settings (database.ts). */
export async function takePostgresDatabase(template?: string): Promise<PostgresTestDatabase> {
  const key = template ?? '';
  const spare = spares.get(key);
  spares.delete(key);
  // A spare whose creation failed is not handed out: this file makes its own (and reports that failure).
  const name = (await spare?.catch(() => undefined)) ?? (await make(template));
  const next = make(template);
  // Awaited by the next file of this template; a failure there makes that file create its own.
  next.catch(() => undefined);
  spares.set(key, next);
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop() {
      // Not awaited by the test: the teardown drops it if this never runs or fails.
      drops = drops
        .then(() =>
          withAdmin(
            async (admin) => void (await admin.query(`drop database if exists "${name}" with (force)`)),
          ),
        )
        .catch(() => undefined);
    },
  };
}
