import os from 'node:os';
import path from 'node:path';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { DEFAULT_PASSWORD_HASH_COST } from '../modules/auth/passwords';
import { DEFAULT_FILE_MANAGER_QUOTA_BYTES, type Config } from '../config';
import { localFileStorage } from '../modules/attachments/storage';
import { fileStorageFor } from '../modules/attachments/storage-choice';
import { proposalsService } from '../modules/proposals/service';
import { chatService } from '../modules/chat/service';
import { contactsService } from '../modules/contacts/service';
import { contactAvatars } from '../modules/contacts/avatars';
import { mailFiles } from '../modules/mail/files';
import { mailService } from '../modules/mail/service';
import { noteImages } from '../modules/notes/images';
import { cardImages } from '../modules/scrumboard/images';
import { notesService } from '../modules/notes/service';
import { contentService } from '../modules/content/service';
import { scrumboardService } from '../modules/scrumboard/service';
import { fileManagerService } from '../modules/file-manager/service';
import { productImages } from '../modules/e-commerce/images';
import { profilePictures } from '../modules/profile/pictures';
import { evaluationsService } from '../modules/evaluations/service';
import { supervisionService } from '../modules/oversight/supervision';
import { assignmentsService } from '../modules/tasks/assignments';
import { addCommunication } from '../modules/tasks/communications';
import { repliesService } from '../modules/tasks/replies';
import { tasksService } from '../modules/tasks/service';
import { quickPanelService } from '../modules/quick-panel/service';
import { sessionsService } from '../modules/sessions/service';
import { settingsService } from '../modules/settings/service';
import { unitsService } from '../modules/units/service';
import { todoService } from '../modules/todo-app/service';
import { usersService } from '../modules/users/service';
import { workflowSettingsService } from '../modules/workflow-settings/service';
import { accountsSeeder } from './accounts';
import { suggestionHistorySeeder } from './suggestion-history';
import { calendarSeeder } from './calendar';
import { chatSeeder } from './chat';
import { contactsSeeder } from './contacts';
import { mailSeeder } from './mail';
import { notesSeeder } from './notes';
import { dashboardsSeeder } from './dashboards';
import { contentSeeder } from './content';
import { scrumboardSeeder } from './scrumboard';
import { fileManagerSeeder } from './file-manager';
import { academySeeder } from './academy';
import { shopSeeder } from './shop';
import { profileSeeder } from './profile';
import { seedClock } from './clock';
import { withSeedLock } from './lock';
import { handlingSeeder } from './handling';
import { metaSeeder } from './meta';
import { proposalsSeeder } from './proposals';
import { topicsSeeder } from './topics';
import { cluesSeeder } from './clues';
import { topicCluesSeeder } from './topic-clues';
import { clueLeftoversSeeder } from './clue-leftovers';
import { cluePictures } from '../modules/clues/pictures';
import { consultationSeeder } from './consultation';
import type { DemoAccount, SeedContext, Seeder } from './types';
import { approvalUrgingSeeder } from './approval-urging';
import { selectionsSeeder } from './selections';
import { dutyRecordsSeeder } from './duty-records';
import { adminLogSeeder } from './admin-log';
import { avatarsSeeder } from './avatars';

export type { DemoAccount, SeedContext, Seeder } from './types';

/**
 * The demo-data seeders, in the order they run. Each runs at most once per database (recorded in
 * seed_runs) in its own transaction, and writes through services — never raw inserts (see types.ts).
 */
export const seeders: readonly Seeder[] = [
  metaSeeder,
  accountsSeeder,
  proposalsSeeder,
  handlingSeeder,
  chatSeeder,
  contactsSeeder,
  calendarSeeder,
  mailSeeder,
  notesSeeder,
  contentSeeder,
  scrumboardSeeder,
  fileManagerSeeder,
  dashboardsSeeder,
  academySeeder,
  shopSeeder,
  profileSeeder,
  topicsSeeder,
  cluesSeeder,
  topicCluesSeeder,
  clueLeftoversSeeder,
  consultationSeeder,
  approvalUrgingSeeder,
  selectionsSeeder,
  dutyRecordsSeeder,
  suggestionHistorySeeder,
  adminLogSeeder,
  avatarsSeeder,
];

export interface SeedOptions {
  /** scrypt cost of the demo passwords (config.passwordHashCost). */
  passwordHashCost?: number;
  /** DATA_DIR: where seeded documents (reply letters) are stored; default a temporary directory. */
  dataDir?: string;
  /** FILE_STORAGE and FILES_DIR: seeded files go where the servers will read them (else `dataDir`). */
  files?: Pick<Config, 'fileStorage' | 'filesDir' | 'fileManagerQuotaBytes'>;
}

function seedContext(db: Kysely<DB>, options: SeedOptions): SeedContext {
  const passwordHashCost = options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST;
  const clock = seedClock();
  const deps = {
    dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
    now: clock.now,
  } as const;
  const storage = options.files
    ? fileStorageFor(options.files, db)
    : localFileStorage(options.dataDir ?? path.join(os.tmpdir(), 'cppcc-seed'));
  return {
    db,
    clock,
    services: {
      settings: settingsService(db),
      users: usersService(db, { passwordHashCost }),
      units: unitsService(db),
      quickPanel: quickPanelService(db),
      sessions: sessionsService(db),
      workflowSettings: workflowSettingsService(db),
      proposals: proposalsService(db, deps),
      todos: todoService(db, { now: clock.now }),
      assignments: assignmentsService(db, deps),
      tasks: tasksService(db, deps),
      replies: repliesService(db, storage),
      evaluations: evaluationsService(db, deps),
      supervision: supervisionService(db, deps),
      communications: (taskId, caller, body) => addCommunication(db, taskId, caller, body),
      chat: chatService(db, { now: clock.now }),
      contacts: contactsService(db),
      contactAvatars: contactAvatars(db, storage),
      mail: mailService(db, { now: clock.now }),
      mailFiles: mailFiles(db, storage, { now: clock.now }),
      notes: notesService(db, { now: clock.now }),
      noteImages: noteImages(db, storage),
      content: contentService(db),
      scrumboard: scrumboardService(db, { now: clock.now }),
      cardImages: cardImages(db, storage),
      fileManager: fileManagerService(db, storage, {
        quotaBytes: options.files?.fileManagerQuotaBytes ?? DEFAULT_FILE_MANAGER_QUOTA_BYTES,
        now: clock.now,
      }),
      productImages: productImages(db, storage),
      profilePictures: profilePictures(db, storage),
      cluePictures: cluePictures({ db, secret: 'demo-seed', clock: clock.now }, storage),
    },
  };
}

/**
 * Runs every seeder not yet recorded, under the seed lock (several servers or `npm run db:seed` at once
 * take turns); returns the names that ran now.
 */
export async function seedDemoData(
  db: Database,
  registry: readonly Seeder[] = seeders,
  options: SeedOptions = {},
): Promise<string[]> {
  return withSeedLock(db, () => runPending(db, registry, options));
}

/**
 * A server's start: seeds a database that was never seeded, and only that one (a newer seeder waits for
 * `npm run db:seed`). Under the seed lock, so a server that starts while another seeds waits until the
 * seed is whole instead of serving half of it; `onWait` is told when it has to wait.
 */
export async function seedOnFirstStart(
  db: Database,
  options: SeedOptions & { onWait?: () => void } = {},
  registry: readonly Seeder[] = seeders,
): Promise<string[]> {
  return withSeedLock(
    db,
    async () => ((await hasBeenSeeded(db)) ? [] : runPending(db, registry, options)),
    options.onWait,
  );
}

/** Each seeder in its own transaction, recorded in seed_runs in that transaction: all of it or nothing. */
async function runPending(
  db: Database,
  registry: readonly Seeder[],
  options: SeedOptions,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of await pendingSeeders(db, registry)) {
    try {
      await db.kysely.transaction().execute(async (trx) => {
        // Claim the name first: a process seeding without the lock (an older version) waits on this row
        // and then fails the unique key instead of writing the demo data twice.
        await trx.insertInto('seedRuns').values({ name: seeder.name, ranAt: nowIso() }).execute();
        await seeder.run(seedContext(trx, options));
      });
      ran.push(seeder.name);
    } catch (error) {
      // Another process recorded this seeder meanwhile: nothing to do. Anything else is a real failure.
      if (isUniqueViolation(error) && (await wasRecorded(db, seeder.name))) continue;
      throw new Error(`Seeder ${seeder.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return ran;
}

async function wasRecorded(db: Database, name: string): Promise<boolean> {
  return (
    (await db.kysely.selectFrom('seedRuns').select('name').where('name', '=', name).executeTakeFirst()) !==
    undefined
  );
}

/** Seeders of the registry that have not run on this database yet. */
export async function pendingSeeders(db: Database, registry: readonly Seeder[] = seeders): Promise<Seeder[]> {
  const done = new Set(
    (await db.kysely.selectFrom('seedRuns').select('name').execute()).map((row) => row.name),
  );
  return registry.filter((seeder) => !done.has(seeder.name));
}

/** True once any seeder has run: a server's start seeds only a database that never was. */
export async function hasBeenSeeded(db: Database): Promise<boolean> {
  const row = await db.kysely.selectFrom('seedRuns').select('name').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function demoAccounts(registry: readonly Seeder[] = seeders): DemoAccount[] {
  return registry.flatMap((seeder) => seeder.demoAccounts ?? []);
}
