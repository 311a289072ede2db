import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { updateVersioned } from '../../../db/versioned';
import { conflict, notFound } from '../../../http/errors';
import type { ReplyRow } from '../repository';

/** Moves the round's reply along with its task (versioned, like every workflow write). */
export async function changeReply(trx: Kysely<DB>, reply: ReplyRow | undefined, patch: Partial<ReplyRow>) {
  if (!reply) throw notFound();
  if (!(await updateVersioned(trx, 'replies', reply.id, reply.version, patch)))
    throw conflict('task.changedMeanwhile');
}
