import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import { isAppError } from '../../http/errors';
import { evaluationStatus } from '../evaluations/status';
import { proposalsService } from '../proposals/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { dueCosignRounds, repliedProposals } from './repository';

export interface WorkflowJobResult {
  /** Co-sign rounds submitted because their sign-by date passed. */
  submitted: number;
  /** Replied proposals closed because the evaluation window is over with nobody 不满意. */
  closed: number;
}

/**
 * The transitions time makes (proposal-workflow.md: "sign-by date passed", "evaluation window over"),
 * each through the proposal's one door as the system. Several servers may run this at once: the version
 * check lets one win; the others' 409 — and a proposal that cannot move yet (a draft still incomplete, an
 * unsatisfied evaluation waiting for staff) — are skipped.
 */
export async function advanceWorkflow(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
): Promise<WorkflowJobResult> {
  const proposals = proposalsService(db, { dialect });
  const workflow = await workflowSettingsService(db).get();
  const result: WorkflowJobResult = { submitted: 0, closed: 0 };
  const attempt = async (id: string, action: 'submit' | 'close', version: number) => {
    try {
      await proposals.transition(id, action, {}, 'system', version);
      return true;
    } catch (error) {
      if (isAppError(error)) return false;
      throw error;
    }
  };

  const due = await dueCosignRounds(db, nowIso(), 500);
  for (const row of due) if (await attempt(row.id, 'submit', Number(row.version))) result.submitted += 1;

  const replied = await repliedProposals(db, 2000);
  for (const row of replied) {
    const status = await evaluationStatus(db, row, workflow);
    if (status.settled && !status.anyUnsatisfied && (await attempt(row.id, 'close', Number(row.version))))
      result.closed += 1;
  }
  return result;
}
