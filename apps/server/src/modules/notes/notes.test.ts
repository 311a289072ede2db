import type { Note, NoteLabel } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { PNG } from '../../test/workflow';
import { withoutSignature } from '../attachments/picture-links';

/** The notes app's six calls of seed 001 §7 and the picture upload. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const create = (who: string, note: Record<string, unknown>) =>
  api.ok<Note>(who, 'POST', '/api/notes-app/create-note', { note });
const labelsOf = (who: string, labels: { id?: string; name: string }[]) =>
  api.ok<NoteLabel[]>(who, 'POST', '/api/notes-app/update-labels', { labels });

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    ann: await createUser(ctx, ['members']),
    bob: await createUser(ctx, ['undertaker']),
    una: await createUser(ctx, ['user']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('notes app calls', () => {
  it('creates (first in the list), updates and removes notes', async () => {
    const [work] = await labelsOf('ann', [{ name: '工作' }]);
    const first = await create('ann', { title: '调研提纲', description: '走访三个社区' });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toEqual({
      id: first.id,
      title: '调研提纲',
      description: '走访三个社区',
      image: '',
      checklist: [],
      reminder: null,
      labels: [],
      archived: false,
      archive: false,
      time: first.createdAt,
      createdAt: first.createdAt,
      updatedAt: first.createdAt,
    });
    const second = await create('ann', {
      title: '',
      checklist: [
        { id: 'c1', text: '准备材料', checked: true },
        { id: 'c2', text: '联系单位' },
      ],
      labels: [work?.id ?? ''],
      reminder: '2026-12-01T09:30:00+08:00',
    });
    expect(second.checklist).toEqual([
      { id: 'c1', text: '准备材料', checked: true },
      { id: 'c2', text: '联系单位', checked: false },
    ]);
    expect(second.reminder).toBe('2026-12-01T01:30:00.000Z');
    const list = await api.ok<Note[]>('ann', 'GET', '/api/notes-app/notes');
    expect(list.map((note) => note.id)).toEqual([second.id, first.id]);

    const updated = await api.ok<Note>('ann', 'POST', '/api/notes-app/update-note', {
      note: { ...first, title: '调研提纲（修订）', archived: true },
    });
    expect(updated).toMatchObject({ id: first.id, title: '调研提纲（修订）', archived: true, archive: true });
    // The template's client posts back the note it read with its own flag changed: `archive` wins.
    const restored = await api.ok<Note>('ann', 'POST', '/api/notes-app/update-note', {
      note: { ...updated, archive: false },
    });
    expect(restored).toMatchObject({ archived: false, archive: false });
    const archivedNew = await create('ann', { title: '模板的笔记', archive: true });
    expect(archivedNew).toMatchObject({ archived: true, archive: true });
    await api.ok('ann', 'POST', '/api/notes-app/remove-note', { noteId: archivedNew.id });
    const remaining = await api.ok<Note[]>('ann', 'POST', '/api/notes-app/remove-note', { noteId: first.id });
    expect(remaining.map((note) => note.id)).toEqual([second.id]);
    await api.fails(404, 'ann', 'POST', '/api/notes-app/remove-note', { noteId: first.id });
  });

  it('replaces the label list: renames, adds, and removes labels (also from the notes)', async () => {
    const labels = await labelsOf('ann', [{ name: '提案' }, { name: '会议' }]);
    expect(labels.map((label) => label.name)).toEqual(['提案', '会议']);
    const [english] = await labelsOf('una', [{ name: 'Field Visits' }]);
    expect(english).toMatchObject({ name: 'Field Visits', handle: 'field-visits' });
    const note = await create('ann', { title: '带标签', labels: labels.map((label) => label.id) });
    const [proposal, meeting] = labels;
    const next = await labelsOf('ann', [{ id: meeting?.id, name: '会议纪要' }, { name: '学习' }]);
    expect(next.map((label) => label.name)).toEqual(['会议纪要', '学习']);
    expect(next[0]?.id).toBe(meeting?.id);
    expect(await api.ok<NoteLabel[]>('ann', 'GET', '/api/notes-app/labels')).toEqual(next);
    const notes = await api.ok<Note[]>('ann', 'GET', '/api/notes-app/notes');
    expect(notes.find((item) => item.id === note.id)?.labels).toEqual([meeting?.id]);
    expect(proposal?.id).not.toBe(meeting?.id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const empty = await api.fails(400, 'ann', 'POST', '/api/notes-app/create-note', { note: { title: ' ' } });
    expect(Object.keys(empty.fields ?? {})).toContain('note.title');
    const reminder = await api.fails(400, 'ann', 'POST', '/api/notes-app/create-note', {
      note: { title: 'x', reminder: 'tomorrow' },
    });
    expect(Object.keys(reminder.fields ?? {}).join()).toMatch(/reminder/);
    const item = await api.fails(400, 'ann', 'POST', '/api/notes-app/create-note', {
      note: { title: 'x', checklist: [{ id: 'a', text: '' }] },
    });
    expect(Object.keys(item.fields ?? {}).join()).toMatch(/checklist/);
    const image = await api.fails(400, 'ann', 'POST', '/api/notes-app/create-note', {
      note: { title: 'x', image: 'javascript:alert(1)' },
    });
    expect(Object.keys(image.fields ?? {}).join()).toMatch(/image/);
    const label = await api.fails(400, 'ann', 'POST', '/api/notes-app/create-note', {
      note: { title: 'x', labels: ['nope'] },
    });
    expect(Object.keys(label.fields ?? {})).toEqual(['note.labels']);
    const twice = await api.fails(400, 'ann', 'POST', '/api/notes-app/update-labels', {
      labels: [{ name: 'A' }, { name: 'a' }],
    });
    expect(Object.keys(twice.fields ?? {}).join()).toMatch(/labels\.1\.name/);
    const missing = await api.fails(400, 'ann', 'POST', '/api/notes-app/remove-note', {});
    expect(Object.keys(missing.fields ?? {})).toContain('noteId');
  });

  it("keeps two users' notes and labels apart", async () => {
    const mine = await create('ann', { title: '安的便签' });
    const [annLabel] = await api.ok<NoteLabel[]>('ann', 'GET', '/api/notes-app/labels');
    const bobs = await api.ok<Note[]>('bob', 'GET', '/api/notes-app/notes');
    expect(bobs).toEqual([]);
    expect(await api.ok<NoteLabel[]>('bob', 'GET', '/api/notes-app/labels')).toEqual([]);
    await api.fails(404, 'bob', 'POST', '/api/notes-app/update-note', { note: { ...mine, title: '改了' } });
    await api.fails(404, 'bob', 'POST', '/api/notes-app/remove-note', { noteId: mine.id });
    await api.fails(400, 'bob', 'POST', '/api/notes-app/create-note', {
      note: { title: '借用标签', labels: [annLabel?.id] },
    });
    await api.fails(400, 'bob', 'POST', '/api/notes-app/update-labels', {
      labels: [{ id: annLabel?.id, name: '抢来的' }],
    });
    const still = await api.ok<Note[]>('ann', 'GET', '/api/notes-app/notes');
    expect(still.find((note) => note.id === mine.id)?.title).toBe('安的便签');
    expect((await api.ok<NoteLabel[]>('ann', 'GET', '/api/notes-app/labels'))[0]).toEqual(annLabel);
    // Every signed-in role has the app; a guest has not.
    expect(await api.ok<Note[]>('una', 'GET', '/api/notes-app/notes')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notes-app/notes' })).statusCode).toBe(401);
  });

  it('uploads a picture through the attachment checks and serves it at its signed address', async () => {
    const upload = await api.call('ann', 'POST', '/api/notes-app/image', ...uploadArgs('photo.png', PNG));
    expect(upload.statusCode).toBe(200);
    const { url } = upload.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/notes-app\/images\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const note = await create('ann', { title: '现场照片', image: url });
    expect(withoutSignature(note.image)).toBe(withoutSignature(url));
    const shown = await ctx.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.equals(PNG)).toBe(true);

    const fake = await api.call(
      'ann',
      'POST',
      '/api/notes-app/image',
      ...uploadArgs('photo.png', Buffer.from('<svg/>')),
    );
    expect(fake.statusCode).toBe(415);
    const pdf = await api.call(
      'ann',
      'POST',
      '/api/notes-app/image',
      ...uploadArgs('notes.pdf', PNG, 'application/pdf'),
    );
    expect(pdf.statusCode).toBe(415);
    const big = await api.call(
      'ann',
      'POST',
      '/api/notes-app/image',
      ...uploadArgs('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toMatch(/2 MB/);
  });
});

function uploadArgs(name: string, content: Buffer, type = 'image/png'): [Buffer, Record<string, string>] {
  const file = multipart(name, type, content);
  return [file.payload, { ...file.headers, 'accept-language': 'en' }];
}
