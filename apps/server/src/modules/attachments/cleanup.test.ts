import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileManagerItem, MailAttachment, NoteImage } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { PDF, PDF_TYPE, PNG } from '../../test/workflow';
import { runJobsOnce } from '../scheduler/jobs';

/**
 * The scheduled cleanup of uploads: a day after upload, what nothing uses goes (mail files no mail carries,
 * pictures nothing names); stored files no row records go after an hour; everything else stays. Both storages.
 */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;
let bobId: string;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

async function upload<T>(url: string, name: string, type: string, content: Buffer): Promise<T> {
  const body = multipart(name, type, content);
  const answer = await api.call('ann', 'POST', url, body.payload, body.headers);
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}
const mailFile = () => upload<MailAttachment>('/api/mail-app/attachments', 'a.pdf', PDF_TYPE, PDF);
const picture = async () => {
  const { url } = await upload<NoteImage>('/api/notes-app/image', 'p.png', 'image/png', PNG);
  return { url, id: /[0-9a-f-]{36}/.exec(url)?.[0] ?? '' };
};

/** Dates the upload back, as if made `hours` ago. */
async function age(id: string, hours: number) {
  await ctx.db.kysely
    .updateTable('attachments')
    .set({ createdAt: hoursAgo(hours).toISOString() })
    .where('id', '=', id)
    .execute();
}
const keyOf = async (id: string) =>
  (
    await ctx.db.kysely
      .selectFrom('attachments')
      .select('storageKey')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).storageKey;
const rowExists = async (id: string) =>
  (await ctx.db.kysely.selectFrom('attachments').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;
const onDisk = (key: string) => fs.existsSync(path.join(ctx.config.filesDir, key));
const inDatabase = async (key: string) =>
  (await ctx.db.kysely.selectFrom('storedFiles').select('key').where('key', '=', key).executeTakeFirst()) !==
  undefined;

/** A file in the storage directory that no row records, last written `hours` ago. */
function strayFile(name: string, hours: number): string {
  const full = path.join(ctx.config.filesDir, name);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'left by a crash');
  fs.utimesSync(full, hoursAgo(hours), hoursAgo(hours));
  return name;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const ann = await createUser(ctx, ['members']);
  const bob = await createUser(ctx, ['members']);
  bobId = bob.id;
  tokens.set('ann', await tokenFor(ctx, ann));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('uploads cleanup job', () => {
  it('removes day-old unattached uploads and old files without a row, on disk', async () => {
    const unsent = await mailFile();
    const sent = await mailFile();
    const fresh = await mailFile();
    await api.ok('ann', 'POST', '/api/mail-app/send', {
      to: [bobId],
      subject: '附件',
      message: '',
      attachmentIds: [sent.id],
    });
    const unused = await picture();
    const used = await picture();
    await api.ok('ann', 'POST', '/api/notes-app/create-note', { note: { title: '照片', image: used.url } });
    for (const id of [unsent.id, sent.id, unused.id, used.id]) await age(id, 25);
    await age(fresh.id, 23);
    const keys = {
      unsent: await keyOf(unsent.id),
      sent: await keyOf(sent.id),
      unused: await keyOf(unused.id),
      used: await keyOf(used.id),
    };
    // A file manager's file is recorded, however old.
    const body = multipart('old.pdf', PDF_TYPE, PDF);
    const answer = await api.call('ann', 'POST', '/api/file-manager-app/files', body.payload, body.headers);
    const item = answer.json<FileManagerItem>();
    const itemKey = (
      await ctx.db.kysely
        .selectFrom('fileManagerItems')
        .select('storageKey')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow()
    ).storageKey as string;
    for (const key of [itemKey, keys.sent]) {
      const full = path.join(ctx.config.filesDir, key);
      fs.utimesSync(full, hoursAgo(48), hoursAgo(48));
    }
    const orphan = strayFile(`2024/01/${randomUUID()}`, 2);
    const inFlight = strayFile(`2024/01/${randomUUID()}`, 0);
    const notOurs = strayFile('2024/01/README.txt', 48);

    const { uploads } = await runJobsOnce(ctx.app, new Date());
    expect(uploads).toEqual({ unattached: 2, orphans: 1 });
    expect([await rowExists(unsent.id), await rowExists(unused.id)]).toEqual([false, false]);
    expect([onDisk(keys.unsent), onDisk(keys.unused), onDisk(orphan)]).toEqual([false, false, false]);
    for (const id of [sent.id, fresh.id, used.id]) expect(await rowExists(id)).toBe(true);
    for (const key of [keys.sent, keys.used, itemKey, inFlight, notOurs]) expect(onDisk(key)).toBe(true);
    // The kept mail file still downloads.
    expect((await api.call('ann', 'GET', `/api/mail-app/attachments/${sent.id}`)).statusCode).toBe(200);

    expect((await runJobsOnce(ctx.app, new Date())).uploads).toEqual({ unattached: 0, orphans: 0 });
  });

  it('does the same with the files kept in the database', async () => {
    ctx.config.fileStorage = 'database';
    try {
      const unsent = await mailFile();
      const sent = await mailFile();
      await api.ok('ann', 'POST', '/api/mail-app/send', {
        to: [bobId],
        subject: '附件',
        message: '',
        attachmentIds: [sent.id],
      });
      for (const id of [unsent.id, sent.id]) await age(id, 30);
      const keys = { unsent: await keyOf(unsent.id), sent: await keyOf(sent.id) };
      const stray = async (hours: number) => {
        const key = `2024/02/${randomUUID()}`;
        await ctx.db.kysely
          .insertInto('storedFiles')
          .values({ key, content: Buffer.from('x'), size: 1, createdAt: hoursAgo(hours).toISOString() })
          .execute();
        return key;
      };
      const orphan = await stray(2);
      const inFlight = await stray(0.5);
      await ctx.db.kysely
        .updateTable('storedFiles')
        .set({ createdAt: hoursAgo(30).toISOString() })
        .where('key', '=', keys.sent)
        .execute();

      const { uploads } = await runJobsOnce(ctx.app, new Date());
      expect(uploads).toEqual({ unattached: 1, orphans: 1 });
      expect(await rowExists(unsent.id)).toBe(false);
      expect([await inDatabase(keys.unsent), await inDatabase(orphan)]).toEqual([false, false]);
      expect([await inDatabase(keys.sent), await inDatabase(inFlight)]).toEqual([true, true]);
      expect((await api.call('ann', 'GET', `/api/mail-app/attachments/${sent.id}`)).statusCode).toBe(200);
    } finally {
      ctx.config.fileStorage = 'disk';
    }
  });
});
