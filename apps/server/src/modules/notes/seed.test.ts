import { DEMO_ACCOUNTS, demoAccount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { notesService } from './service';

describe('notes demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(() => t.cleanup());

  const userId = async (key: (typeof DEMO_ACCOUNTS)[number]['key']) =>
    (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccount(key).email)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives every demo account its own notes in every state, the past reminder notified once', async () => {
    // The admin shows a new user's empty notification list: no reminder of theirs is past.
    const hasPast = (key: string) => key !== 'admin';
    const service = notesService(t.db.kysely);
    const seen = new Set<string>();
    const now = new Date().toISOString();
    for (const account of DEMO_ACCOUNTS) {
      const id = await userId(account.key);
      const notes = await service.list(id);
      const labels = await service.labels(id);
      expect(notes).toHaveLength(8);
      expect(labels.map((label) => label.name)).toEqual(['会议', '调研', '提案', '学习', 'English']);
      for (const note of notes) {
        expect(seen.has(note.id)).toBe(false);
        seen.add(note.id);
      }
      expect(notes[0]?.title).toBe('常委会议材料准备');
      expect(notes.filter((note) => note.archived)).toHaveLength(2);
      expect(notes.some((note) => note.checklist.length > 0)).toBe(true);
      expect(notes.filter((note) => note.image.startsWith('/api/notes-app/images/'))).toHaveLength(1);
      expect(notes.some((note) => note.reminder !== null && note.reminder < now)).toBe(hasPast(account.key));
      expect(notes.some((note) => note.reminder !== null && note.reminder > now)).toBe(true);
      const own = new Set(labels.map((label) => label.id));
      expect(notes.flatMap((note) => note.labels).every((label) => own.has(label))).toBe(true);
      const reminders = await t.db.kysely
        .selectFrom('notifications')
        .select(['link'])
        .where('userId', '=', id)
        .where('kind', '=', 'note_reminder')
        .execute();
      const past = notes.find((note) => note.reminder !== null && note.reminder < now);
      expect(reminders).toEqual(past ? [{ link: `/apps/notes/${past.id}` }] : []);
    }
  });
});
