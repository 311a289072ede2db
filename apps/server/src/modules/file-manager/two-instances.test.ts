import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Attachment, FileManagerItem, ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestDatabase, testDialect, type TestContext, type TestDatabase } from '../../test/context';
import { CONTENT, PDF, PDF_TYPE } from '../../test/workflow';

/**
 * Two server processes behind a load balancer: two apps, each with its own connection to the same database
 * and its own DATA_DIR, so nothing but the chosen file storage is shared. A file uploaded through one is
 * downloaded through the other — a file manager file and a proposal attachment.
 */
const SETUPS = [
  { name: 'FILE_STORAGE=database', storage: 'database', sharedDir: false },
  { name: 'FILE_STORAGE=disk with one FILES_DIR', storage: 'disk', sharedDir: true },
] as const;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}

describe.each(SETUPS)(`two server instances (${testDialect()}), $name`, (setup) => {
  let base: TestDatabase;
  let secondDb: Database;
  const dirs: string[] = [];
  const instances: TestContext[] = [];
  const tokens = new Map<string, string>();
  const client = (index: number) => apiClient(() => instances[index] as TestContext, tokens);

  beforeAll(async () => {
    base = await createTestDatabase();
    secondDb = openDatabase(base.config.database);
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-shared-files-'));
    dirs.push(shared);
    for (const db of [base.db, secondDb]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-instance-'));
      dirs.push(dataDir);
      const config: Config = {
        ...base.config,
        dataDir,
        fileStorage: setup.storage,
        filesDir: setup.sharedDir ? shared : path.join(dataDir, 'files'),
      };
      const app = await buildApp({ config, db });
      await app.ready();
      instances.push({ app, db, config, close: () => app.close() });
    }
    const first = instances[0] as TestContext;
    const admin = await createUser(first, ['admin']);
    const alice = await createUser(first, ['members']);
    tokens.set('admin', await tokenFor(first, admin));
    tokens.set('alice', await tokenFor(first, alice));
    await client(1).ok('admin', 'POST', '/api/admin/sessions', {
      term: 15,
      meeting: 3,
      year: 2026,
      isCurrent: true,
    });
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await secondDb.close();
    await base.cleanup();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a file manager file uploaded through the other instance', async () => {
    const body = multipart('共享文件.pdf', PDF_TYPE, PDF);
    const response = await client(0).call(
      'alice',
      'POST',
      '/api/file-manager-app/files',
      body.payload,
      body.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<FileManagerItem>();
    const download = await client(1).call('alice', 'GET', `/api/file-manager-app/files/${item.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Deleted through the second, gone for the first.
    await client(1).ok('alice', 'DELETE', `/api/file-manager-app/items/${item.id}`);
    await client(0).fails(404, 'alice', 'GET', `/api/file-manager-app/files/${item.id}/content`);
  });

  it('serves a proposal attachment uploaded through the other instance', async () => {
    const draft = await client(0).ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
    const body = multipart('附件.pdf', PDF_TYPE, PDF);
    const response = await client(1).call(
      'alice',
      'POST',
      `/api/proposals/${draft.id}/attachments`,
      body.payload,
      body.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const attachment = response.json<Attachment>();
    const download = await client(0).call('alice', 'GET', `/api/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps the bytes only where the setting says', async () => {
    const stored = await base.db.kysely.selectFrom('storedFiles').select('key').execute();
    const onDisk = dirs.flatMap(filesUnder).filter((name) => name !== 'secrets.json');
    if (setup.storage === 'database') {
      expect(stored.length).toBe(1); // the attachment; the deleted file's bytes went with it
      expect(onDisk).toEqual([]);
    } else {
      expect(stored).toEqual([]);
      expect(filesUnder(dirs[0] as string)).toHaveLength(1);
    }
  });
});
