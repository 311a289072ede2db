import { noteLink } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson } from '../../db/values';
import { notificationsService } from '../notifications/service';
import { claimReminder, dueReminders, type NoteRow } from './repository';

const BATCH_SIZE = 200;
const MAX_BATCHES = 25;

/** What the notification names: the title, else the start of the text or of the checklist. */
function noteTitle(row: NoteRow): string {
  const first = fromDbJson<{ text: string }[]>(row.checklist)[0]?.text ?? '';
  const text = row.title || row.description || first;
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Scheduled job: every reminder that came due becomes one notification to the note's owner, linking to the
 * note. The claim and the notification share a transaction, so a reminder is marked exactly when its
 * notification exists; servers racing on the same reminder make it once (see claimReminder).
 */
export async function notifyDueReminders(db: Kysely<DB>, at: Date = new Date()): Promise<number> {
  const now = at.toISOString();
  let notified = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await dueReminders(db, now, BATCH_SIZE);
    for (const row of due) {
      const made = await inTransaction(db, async (trx) => {
        if (row.reminder === null || !(await claimReminder(trx, row.id, row.reminder, now))) return false;
        await notificationsService(trx).notify(trx, {
          userIds: [row.ownerId],
          kind: 'note_reminder',
          params: { noteTitle: noteTitle(row) },
          link: noteLink(row.id),
          now,
        });
        return true;
      });
      if (made) notified += 1;
    }
    if (due.length < BATCH_SIZE) break;
  }
  return notified;
}
