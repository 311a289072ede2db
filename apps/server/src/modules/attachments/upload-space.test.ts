import fs from 'node:fs';
import type { FileManagerItem, FileManagerListing, MailAttachment } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { PDF, PDF_TYPE, PNG } from '../../test/workflow';
import { isStorageKey } from './storage';

/**
 * Each user's upload space: one quota over every kind of upload, refused before anything is kept; names
 * stripped of bidi controls; the one file of an upload taken from the field `file` only.
 */
let ctx: TestContext;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const KB = 1024;
const FILES = '/api/file-manager-app/files';
const MAIL_FILES = '/api/mail-app/attachments';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, ' ')]);
const textOf = (bytes: number) => Buffer.alloc(bytes, 'a');

function upload(who: string, url: string, name: string, type: string, content: Buffer) {
  const body = multipart(name, type, content);
  return api.call(who, 'POST', url, body.payload, body.headers);
}

/** A multipart body of the given file parts (field name, file name). */
function parts(files: { field: string; name: string }[], content: Buffer, type = 'text/plain') {
  const boundary = '----cppcc-parts-boundary';
  const chunks = files.flatMap(({ field, name }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Rows and stored files, to show that a refusal kept nothing. */
async function stored() {
  const attachments = await ctx.db.kysely.selectFrom('attachments').select('id').execute();
  const items = await ctx.db.kysely.selectFrom('fileManagerItems').select('id').execute();
  const files = fs.existsSync(ctx.config.filesDir)
    ? fs.readdirSync(ctx.config.filesDir, { recursive: true }).map(String).filter(isStorageKey)
    : [];
  return { rows: attachments.length + items.length, files: files.length };
}

async function withQuota<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  const quota = ctx.config.fileManagerQuotaBytes;
  ctx.config.fileManagerQuotaBytes = bytes;
  try {
    return await work();
  } finally {
    ctx.config.fileManagerQuotaBytes = quota;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  for (const name of ['ann', 'bob', 'cai', 'dai']) {
    const user = await createUser(ctx, ['members']);
    ids.set(name, user.id);
    tokens.set(name, await tokenFor(ctx, user));
  }
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('one upload quota per user', () => {
  it('counts the file manager and mail files together, and refuses past it with nothing kept', async () => {
    await withQuota(1024 * KB, async () => {
      expect((await upload('ann', FILES, 'big.txt', 'text/plain', textOf(700 * KB))).statusCode).toBe(200);
      const before = await stored();
      const refused = await upload('ann', MAIL_FILES, 'more.pdf', PDF_TYPE, pdfOf(400 * KB));
      expect(refused.statusCode).toBe(413);
      expect(refused.json<ErrorBody>().error.message).toBe(
        '上传空间不足：已用 0.7 MB，共 1 MB，此文件需要 0.4 MB。请先删除一些文件或附件。',
      );
      expect(await stored()).toEqual(before);

      // What fits goes in, and then counts against the file manager (and the pictures) too.
      const mail = await upload('ann', MAIL_FILES, 'fits.pdf', PDF_TYPE, pdfOf(200 * KB));
      expect(mail.statusCode).toBe(200);
      const usage = (await api.ok<FileManagerListing>('ann', 'GET', `${FILES}?view=listing`)).usage;
      expect(usage).toEqual({ usedBytes: 900 * KB, quotaBytes: 1024 * KB });
      const afterMail = await stored();
      const next = multipart('next.txt', 'text/plain', textOf(200 * KB));
      const english = await api.call('ann', 'POST', FILES, next.payload, {
        ...next.headers,
        'accept-language': 'en',
      });
      expect(english.statusCode).toBe(413);
      expect(english.json<ErrorBody>().error.message).toBe(
        'Your upload space is full: 0.9 MB of 1 MB used, and this file needs 0.2 MB. Delete some files or attachments first.',
      );
      const picture = Buffer.concat([PNG, Buffer.alloc(200 * KB)]);
      const note = await upload('ann', '/api/notes-app/image', 'pic.png', 'image/png', picture);
      expect(note.statusCode).toBe(413);
      expect(await stored()).toEqual(afterMail);
      // Another user's space is their own.
      expect((await upload('bob', MAIL_FILES, 'bob.pdf', PDF_TYPE, pdfOf(400 * KB))).statusCode).toBe(200);
    });
  });

  it('lets only one of two racing uploads through when both would not fit', async () => {
    await withQuota(1024 * KB, async () => {
      expect((await upload('cai', FILES, 'base.txt', 'text/plain', textOf(700 * KB))).statusCode).toBe(200);
      const before = await stored();
      const answers = await Promise.all([
        upload('cai', MAIL_FILES, 'one.pdf', PDF_TYPE, pdfOf(200 * KB)),
        upload('cai', FILES, 'two.txt', 'text/plain', textOf(200 * KB)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
      const after = await stored();
      expect(after).toEqual({ rows: before.rows + 1, files: before.files + 1 });
      expect((await api.ok<FileManagerListing>('cai', 'GET', `${FILES}?view=listing`)).usage.usedBytes).toBe(
        900 * KB,
      );
    });
  });
});

describe('stored file names', () => {
  it('strips bidi controls and other invisible controls from every uploaded name', async () => {
    const mail = await upload('dai', MAIL_FILES, 'report\u202Efdp.png', 'image/png', PNG);
    expect(mail.json<MailAttachment>().fileName).toBe('reportfdp.png');
    const item = await upload('dai', FILES, '\u2067报告\u2069\u200F.pdf', PDF_TYPE, PDF);
    expect(item.json<FileManagerItem>().name).toBe('报告.pdf');
    const names = await ctx.db.kysely.selectFrom('attachments').select('fileName').execute();
    expect(names.map((row) => row.fileName).join('')).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    // A name typed in is refused with them (the file manager's rename).
    const renamed = await api.fails(
      400,
      'dai',
      'POST',
      `/api/file-manager-app/items/${item.json<FileManagerItem>().id}/rename`,
      { name: 'x\u202Efdp.pdf' },
    );
    expect(renamed.fields).toHaveProperty('name');
  });
});

describe('the one file of an upload', () => {
  it('refuses a file under another field name, naming it, and keeps nothing', async () => {
    const before = await stored();
    const body = parts([{ field: 'upload', name: 'a.txt' }], textOf(10));
    const answer = await api.call('dai', 'POST', FILES, body.payload, body.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields).toEqual({ upload: '文件须放在表单字段 file 中上传' });
    expect(await stored()).toEqual(before);
  });

  it('refuses more files than one, naming the field, and keeps none of them', async () => {
    const before = await stored();
    for (const count of [2, 200]) {
      const files = Array.from({ length: count }, (_, n) => ({ field: 'file', name: `f${n}.txt` }));
      const body = parts(files, textOf(100));
      const answer = await api.call('dai', 'POST', FILES, body.payload, body.headers);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody>().error).toMatchObject({
        code: 'BAD_REQUEST',
        fields: { file: '一次只能上传一个文件' },
      });
    }
    const mail = parts(
      [
        { field: 'file', name: 'a.pdf' },
        { field: 'file', name: 'b.pdf' },
      ],
      PDF,
      PDF_TYPE,
    );
    expect((await api.call('dai', 'POST', MAIL_FILES, mail.payload, mail.headers)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    const names = (await api.ok<FileManagerListing>('dai', 'GET', `${FILES}?view=listing`)).items.map(
      (item) => item.name,
    );
    expect(names).not.toContain('f0.txt');
  });
});
