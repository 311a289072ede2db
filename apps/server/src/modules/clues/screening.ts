import { clueTrackingPath, type ClueState, type ClueTransitionBody, type MessageKey } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { toDbJson } from '../../db/values';
import { conflict, invalidFields, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { checkCategory } from '../proposals/context';
import { workflowSettingsService } from '../workflow-settings/service';
import { nextState, recordStep, textSender, type CluesEnv } from './context';
import { findClue, updateClueVersioned, type ClueRow } from './repository';

const OUTCOME_SMS: Record<ClueTransitionBody['action'], MessageKey> = {
  accept: 'clues.smsAccepted',
  merge: 'clues.smsMerged',
  decline: 'clues.smsDeclined',
};

/** A clue another may be merged into: not itself, still in screening or in the library. */
const MERGE_TARGET_STATES: readonly ClueState[] = ['new', 'accepted', 'adopted'];

/**
 * The staff's screening (accept into the library, merge into another clue, decline with a reason): one
 * versioned write with its event, then the SMS with the outcome and the tracking link (`origin` from
 * http/link-origin.ts).
 */
export async function screenClue(
  env: CluesEnv,
  id: string,
  caller: Caller,
  body: ClueTransitionBody,
  origin: string,
): Promise<ClueRow> {
  if (body.action === 'accept') checkCategory(body.categoryCode, await workflowSettingsService(env.db).get());
  const now = env.clock();
  const clue = await inTransaction(env.db, async (trx) => {
    const row = await findClue(trx, id);
    if (!row) throw notFound();
    const to = nextState(row, body.action, 'staff');
    if (row.version !== body.version) throw conflict('clues.changedMeanwhile');
    const patch: Partial<ClueRow> = { state: to, decidedAt: now, updatedAt: now };
    let comment: string | null;
    if (body.action === 'accept') {
      patch.categoryCode = body.categoryCode;
      patch.tags = toDbJson([...new Set(body.tags)]);
      comment = body.tags.join('、') || null;
    } else if (body.action === 'merge') {
      const target = body.targetId === row.id ? undefined : await findClue(trx, body.targetId);
      if (!target || !MERGE_TARGET_STATES.includes(target.state as ClueState))
        throw invalidFields({ targetId: 'clues.targetInvalid' });
      patch.mergedIntoId = target.id;
      comment = target.title;
    } else {
      patch.declineReason = body.reason;
      comment = body.reason;
    }
    if (!(await updateClueVersioned(trx, row.id, body.version, patch)))
      throw conflict('clues.changedMeanwhile');
    await recordStep(
      trx,
      {
        clueId: row.id,
        action: body.action,
        fromState: row.state as ClueState,
        toState: to,
        actorId: caller.id,
        comment,
      },
      now,
    );
    return { ...row, ...patch, version: row.version + 1 };
  });
  await textSender(env, clue.phone, OUTCOME_SMS[body.action], {
    title: clue.title,
    reason: clue.declineReason ?? '',
    link: `${origin}${clueTrackingPath(clue.trackingCode)}`,
  });
  return clue;
}
