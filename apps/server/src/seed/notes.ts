import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { notifyDueReminders } from '../modules/notes/reminders';
import { DAY, HOUR } from './clock';
import { seedPicture } from './seed-pictures';
import { SAMPLE_NOTE_LABELS, SAMPLE_NOTES } from './notes-data';
import type { Seeder } from './types';

/**
 * The notes app's demo data (issue 16): for every demo account its labels and notes, written through the
 * notes service — with a checklist, a picture (uploaded through the same checks), reminders (one already
 * due and notified, one to come), labels and archived notes. The demo admin's notes carry no past reminder:
 * that account shows what a new user sees, an empty notification list.
 */
export const notesSeeder: Seeder = {
  name: '0006_notes',
  async run(ctx) {
    const service = ctx.services.notes;
    const started = Date.now();
    const picture = seedPicture('old-residential-blocks');
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      const labels = await service.updateLabels(
        user.id,
        SAMPLE_NOTE_LABELS.map((name) => ({ name })),
      );
      const labelId = new Map(labels.map((label) => [label.name, label.id]));
      // Oldest first, so the newest is created last and leads the list.
      for (const note of [...SAMPLE_NOTES].sort((a, b) => b.daysAgo - a.daysAgo)) {
        ctx.clock.set(started - note.daysAgo * DAY);
        const image = note.image
          ? (await ctx.services.noteImages.store(user.id, '调研现场.jpg', 'image/jpeg', picture)).url
          : '';
        await service.create(user.id, {
          title: note.title,
          description: note.description,
          image,
          checklist: (note.checklist ?? []).map(([text, checked], index) => ({
            id: `item-${index + 1}`,
            text,
            checked,
          })),
          reminder:
            note.reminderHours === undefined || (account.key === 'admin' && note.reminderHours < 0)
              ? null
              : new Date(started + note.reminderHours * HOUR).toISOString(),
          labels: (note.labels ?? []).map((name) => labelId.get(name) ?? ''),
          archived: note.archived ?? false,
        });
      }
      ctx.clock.release();
    }
    // The reminder already due is notified now, as the scheduler would have done.
    await notifyDueReminders(ctx.db, new Date(started));
  },
};
