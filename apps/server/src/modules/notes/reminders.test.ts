import type { Note, NotificationList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, testDialect, type TestContext } from '../../test/context';
import { runJobsOnce } from '../scheduler/jobs';

/** Note reminders: a due reminder becomes exactly one notification, linking to the note. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const NOW = new Date('2026-10-01T02:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
const create = (who: string, note: Record<string, unknown>) =>
  api.ok<Note>(who, 'POST', '/api/notes-app/create-note', { note });
const reminders = async (who: string) =>
  (await api.ok<NotificationList>(who, 'GET', '/api/notifications?pageSize=50')).items.filter(
    (item) => item.kind === 'note_reminder',
  );

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  tokens.set('ann', await tokenFor(ctx, await createUser(ctx, ['members'])));
  tokens.set('bob', await tokenFor(ctx, await createUser(ctx, ['staff'])));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('note reminders', () => {
  it('notifies the owner once when the reminder comes due, linking to the note', async () => {
    const due = await create('ann', { title: '政协常委会议', reminder: minutes(-5) });
    const later = await create('ann', { title: '提交调研报告', reminder: minutes(60) });
    await create('ann', { title: '没有提醒' });

    expect((await runJobsOnce(ctx.app, NOW)).noteReminders).toBe(1);
    const first = await reminders('ann');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ link: `/apps/notes/${due.id}`, params: { noteTitle: '政协常委会议' } });
    expect(await reminders('bob')).toEqual([]);

    // Again (a restart runs the job anew): nothing more until the later one is due.
    expect((await runJobsOnce(ctx.app, NOW)).noteReminders).toBe(0);
    expect((await runJobsOnce(ctx.app, new Date(minutes(61)))).noteReminders).toBe(1);
    expect((await runJobsOnce(ctx.app, new Date(minutes(120)))).noteReminders).toBe(0);
    const both = await reminders('ann');
    expect(both.map((item) => item.link).sort()).toEqual(
      [`/apps/notes/${due.id}`, `/apps/notes/${later.id}`].sort(),
    );

    // A new reminder time arms it again; an unchanged one does not.
    await api.ok('ann', 'POST', '/api/notes-app/update-note', { note: { ...due, title: '会议改期' } });
    expect((await runJobsOnce(ctx.app, new Date(minutes(121)))).noteReminders).toBe(0);
    await api.ok('ann', 'POST', '/api/notes-app/update-note', { note: { ...due, reminder: minutes(100) } });
    expect((await runJobsOnce(ctx.app, new Date(minutes(121)))).noteReminders).toBe(1);
    expect(await reminders('ann')).toHaveLength(3);
  });

  it('makes each reminder once when two servers run the job at the same moment', async () => {
    const notes = [];
    for (let i = 0; i < 6; i += 1)
      notes.push(await create('bob', { title: `提醒 ${i}`, reminder: minutes(i) }));
    const at = new Date(minutes(10));
    // The second server: its own pool on PostgreSQL; on SQLite it shares the connection (see scheduler.test).
    const database: Database = testDialect() === 'postgres' ? openDatabase(ctx.config.database) : ctx.db;
    const other: App = await buildApp({ config: ctx.config, db: database });
    try {
      await other.ready();
      const results = await Promise.all([runJobsOnce(ctx.app, at), runJobsOnce(other, at)]);
      expect(results.reduce((sum, result) => sum + (result.noteReminders ?? 0), 0)).toBe(6);
    } finally {
      await other.close();
      if (database !== ctx.db) await database.close();
    }
    const made = await reminders('bob');
    expect(made).toHaveLength(6);
    expect(new Set(made.map((item) => item.link))).toEqual(
      new Set(notes.map((note) => `/apps/notes/${note.id}`)),
    );
  });
});
