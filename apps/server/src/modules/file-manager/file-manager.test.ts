import type { FileManagerFolder, FileManagerItem, FileManagerListing } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { PNG, PDF, PDF_TYPE } from '../../test/workflow';

/** The file manager's calls: shapes, checks on names, types and sizes, the quota, and two users apart. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const BASE = '/api/file-manager-app';

function upload(who: string, name: string, type: string, content: Buffer, folderId?: string) {
  const body = multipart(name, type, content);
  const query = folderId ? `?folderId=${folderId}` : '';
  return api.call(who, 'POST', `${BASE}/files${query}`, body.payload, body.headers);
}
async function uploaded(who: string, name: string, type: string, content: Buffer, folderId?: string) {
  const response = await upload(who, name, type, content, folderId);
  if (response.statusCode !== 200) throw new Error(`upload ${name}: ${response.statusCode} ${response.body}`);
  return response.json<FileManagerItem>();
}
const folder = (who: string, name: string, folderId: string | null = null) =>
  api.ok<FileManagerItem>(who, 'POST', `${BASE}/folders`, { name, folderId });
const listing = (who: string, folderId?: string) =>
  api.ok<FileManagerListing>(
    who,
    'GET',
    `${BASE}/files?${folderId ? `folderId=${folderId}` : 'view=listing'}`,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    ann: await createUser(ctx, ['members'], { displayName: '安委员' }),
    bob: await createUser(ctx, ['undertaker']),
    una: await createUser(ctx, ['user']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('file manager calls', () => {
  it('uploads, lists with the path and usage, and downloads the same bytes', async () => {
    const reports = await folder('ann', '报告');
    expect(reports).toEqual({
      id: reports.id,
      kind: 'folder',
      name: '报告',
      type: 'folder',
      contentType: null,
      owner: { id: reports.owner.id, displayName: '安委员' },
      size: 0,
      createdAt: reports.createdAt,
      modifiedAt: reports.createdAt,
      modified: reports.createdAt,
      opened: reports.createdAt,
      folderId: null,
      location: '我的文件',
      offline: false,
      preview: null,
    });
    const year = await folder('ann', '2026', reports.id);
    const pdf = await uploaded('ann', '调研报告.pdf', PDF_TYPE, PDF, year.id);
    expect(pdf).toMatchObject({
      kind: 'file',
      name: '调研报告.pdf',
      type: 'PDF',
      contentType: 'application/pdf',
      size: PDF.length,
      folderId: year.id,
      location: '我的文件 / 报告 / 2026',
      preview: 'pdf',
    });
    const png = await uploaded('ann', 'photo.png', 'image/png', PNG);
    expect(png.preview).toBe('image');

    const top = await listing('ann');
    expect(top.folder).toBeNull();
    expect(top.path).toEqual([]);
    expect(top.items.map((item) => [item.name, item.size])).toEqual([
      ['报告', PDF.length],
      ['photo.png', PNG.length],
    ]);
    expect(top.usage).toEqual({ usedBytes: PDF.length + PNG.length, quotaBytes: 100 * 1024 * 1024 });
    const inner = await listing('ann', year.id);
    expect(inner.folder).toEqual({ id: year.id, name: '2026' });
    expect(inner.path).toEqual([
      { id: reports.id, name: '报告' },
      { id: year.id, name: '2026' },
    ]);
    expect(inner.items.map((item) => item.id)).toEqual([pdf.id]);
    const english = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/files?folderId=${year.id}`,
      headers: { authorization: `Bearer ${tokens.get('ann')}`, 'accept-language': 'en' },
    });
    expect(english.json<FileManagerListing>().items[0]?.location).toBe('My files / 报告 / 2026');

    const download = await api.call('ann', 'GET', `${BASE}/files/${pdf.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('调研报告.pdf'));

    const folders = await api.ok<FileManagerFolder[]>('ann', 'GET', `${BASE}/folders`);
    expect(folders).toEqual([
      { id: year.id, name: '2026', folderId: reports.id },
      { id: reports.id, name: '报告', folderId: null },
    ]);
  });

  it('renames, moves, marks offline and deletes (a folder with everything inside)', async () => {
    const box = await folder('ann', '归档');
    const sub = await folder('ann', '子目录', box.id);
    const file = await uploaded('ann', 'notes.txt', 'text/plain', Buffer.from('会议纪要\n'), sub.id);
    expect(file.preview).toBe('text');
    const renamed = await api.ok<FileManagerItem>('ann', 'POST', `${BASE}/items/${file.id}/rename`, {
      name: '纪要.txt',
    });
    expect(renamed).toMatchObject({ id: file.id, name: '纪要.txt', type: 'TXT' });
    const moved = await api.ok<FileManagerItem>('ann', 'POST', `${BASE}/items/${file.id}/move`, {
      folderId: box.id,
    });
    expect(moved).toMatchObject({ folderId: box.id, location: '我的文件 / 归档' });
    const offline = await api.ok<FileManagerItem>('ann', 'POST', `${BASE}/items/${file.id}/offline`, {
      offline: true,
    });
    expect(offline.offline).toBe(true);
    const atTop = await api.ok<FileManagerItem>('ann', 'POST', `${BASE}/items/${sub.id}/move`, {
      folderId: null,
    });
    expect(atTop.folderId).toBeNull();

    const before = (await listing('ann')).usage.usedBytes;
    const removed = await api.ok<{ id: string; removed: number }>('ann', 'DELETE', `${BASE}/items/${box.id}`);
    expect(removed).toEqual({ id: box.id, removed: 2 });
    await api.fails(404, 'ann', 'GET', `${BASE}/files/${file.id}/content`);
    await api.fails(404, 'ann', 'GET', `${BASE}/files?folderId=${box.id}`);
    expect((await listing('ann')).usage.usedBytes).toBe(before - Buffer.byteLength('会议纪要\n'));
    await api.fails(404, 'ann', 'DELETE', `${BASE}/items/${box.id}`);
  });

  it('keeps names unique in a folder: an upload gets a number, a rename or move is refused', async () => {
    const place = await folder('ann', '重名测试');
    const first = await uploaded('ann', '方案.pdf', PDF_TYPE, PDF, place.id);
    const second = await uploaded('ann', '方案.pdf', PDF_TYPE, PDF, place.id);
    expect([first.name, second.name]).toEqual(['方案.pdf', '方案 (2).pdf']);
    const taken = await api.fails(409, 'ann', 'POST', `${BASE}/items/${second.id}/rename`, {
      name: '方案.pdf',
    });
    expect(taken.fields).toEqual({ name: '此文件夹中已有同名的文件或文件夹' });
    await api.fails(409, 'ann', 'POST', `${BASE}/folders`, { name: '重名测试', folderId: null });
    const other = await uploaded('ann', '方案.pdf', PDF_TYPE, PDF);
    await api.fails(409, 'ann', 'POST', `${BASE}/items/${other.id}/move`, { folderId: place.id });
  });

  it('answers 400 naming the field', async () => {
    expect((await api.fails(400, 'ann', 'POST', `${BASE}/folders`, { name: '  ' })).fields).toHaveProperty(
      'name',
    );
    for (const name of ['../etc', 'a/b', 'a\\b', '..', 'x\u0000y']) {
      const error = await api.fails(400, 'ann', 'POST', `${BASE}/folders`, { name });
      expect(error.fields, name).toHaveProperty('name');
    }
    const file = await uploaded('ann', 'field.pdf', PDF_TYPE, PDF);
    expect(
      (await api.fails(400, 'ann', 'POST', `${BASE}/items/${file.id}/rename`, { name: '../../x.pdf' }))
        .fields,
    ).toHaveProperty('name');
    // A file keeps an extension of its type: a PDF is not renamed into an executable.
    expect(
      (await api.fails(400, 'ann', 'POST', `${BASE}/items/${file.id}/rename`, { name: 'field.exe' })).fields,
    ).toEqual({ name: '文件的扩展名须与原类型一致（例如 PDF 文件仍以 .pdf 结尾）' });
    expect((await api.fails(400, 'ann', 'POST', `${BASE}/items/${file.id}/move`, {})).fields).toHaveProperty(
      'folderId',
    );
    expect(
      (await api.fails(400, 'ann', 'POST', `${BASE}/items/${file.id}/offline`, { offline: 'yes' })).fields,
    ).toHaveProperty('offline');
    const parent = await folder('ann', '父');
    const child = await folder('ann', '子', parent.id);
    const loop = await api.fails(400, 'ann', 'POST', `${BASE}/items/${parent.id}/move`, {
      folderId: child.id,
    });
    expect(loop.fields).toEqual({ folderId: '不能把文件夹移到它自己或它的子文件夹中' });
  });

  it('keeps only the bare file name of an upload (no path traversal)', async () => {
    const sneaky = await uploaded('ann', '../../../etc/passwd.txt', 'text/plain', Buffer.from('x'));
    expect(sneaky.name).toBe('passwd.txt');
    expect(sneaky.folderId).toBeNull();
    const windows = await uploaded('ann', '..\\..\\boot.txt', 'text/plain', Buffer.from('y'));
    expect(windows.name).toBe('boot.txt');
  });

  it('refuses a type not allowed, or content that is not what the name says', async () => {
    const exe = await upload('ann', 'setup.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json<{ error: { message: string } }>().error.message).toBe(
      '仅支持 PDF、Word、Excel、图片和文本文件',
    );
    const html = await upload('ann', 'report.pdf', PDF_TYPE, Buffer.from('<html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(415);
    const binaryText = await upload(
      'ann',
      'readme.txt',
      'text/plain',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]),
    );
    expect(binaryText.statusCode).toBe(415);
    const names = (await listing('ann')).items.map((item) => item.name);
    expect(names).not.toContain('setup.exe');
    expect(names).not.toContain('report.pdf');
  });

  it('refuses an upload beyond the quota with a message saying so', async () => {
    const quota = ctx.config.fileManagerQuotaBytes;
    ctx.config.fileManagerQuotaBytes = 1024 * 1024;
    try {
      await uploaded('una', 'big.txt', 'text/plain', Buffer.alloc(700 * 1024, 'a'));
      const refused = await upload('una', 'more.txt', 'text/plain', Buffer.alloc(400 * 1024, 'b'));
      expect(refused.statusCode).toBe(413);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        '上传空间不足：已用 0.7 MB，共 1 MB，此文件需要 0.4 MB。请先删除一些文件或附件。',
      );
      const names = (await listing('una')).items.map((item) => item.name);
      expect(names).toEqual(['big.txt']);
      // What fits still goes in.
      await uploaded('una', 'small.txt', 'text/plain', Buffer.alloc(100 * 1024, 'c'));
    } finally {
      ctx.config.fileManagerQuotaBytes = quota;
    }
  });

  it("keeps two users' files apart", async () => {
    const secret = await folder('ann', '私人');
    const file = await uploaded('ann', '私人文件.pdf', PDF_TYPE, PDF, secret.id);
    const mine = await uploaded('bob', 'bob.pdf', PDF_TYPE, PDF);
    const bobs = await listing('bob');
    expect(bobs.items.map((item) => item.name)).toEqual(['bob.pdf']);
    expect(bobs.usage.usedBytes).toBe(PDF.length);
    expect(JSON.stringify(await api.ok('bob', 'GET', `${BASE}/folders`))).not.toContain('私人');
    await api.fails(404, 'bob', 'GET', `${BASE}/files?folderId=${secret.id}`);
    await api.fails(404, 'bob', 'GET', `${BASE}/files/${file.id}/content`);
    await api.fails(404, 'bob', 'POST', `${BASE}/items/${file.id}/rename`, { name: 'x.pdf' });
    await api.fails(404, 'bob', 'POST', `${BASE}/items/${file.id}/offline`, { offline: true });
    await api.fails(404, 'bob', 'DELETE', `${BASE}/items/${secret.id}`);
    // Nor into someone else's folder.
    await api.fails(404, 'bob', 'POST', `${BASE}/items/${mine.id}/move`, { folderId: secret.id });
    expect((await upload('bob', 'in.pdf', PDF_TYPE, PDF, secret.id)).statusCode).toBe(404);
    expect((await listing('ann', secret.id)).items.map((item) => item.id)).toEqual([file.id]);
  });
});
