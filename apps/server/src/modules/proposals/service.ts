import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { Actor, Caller } from '../auth/guard';
import { workflowSettingsService } from '../workflow-settings/service';
import { batchRegister } from './batch-register';
import { loadVisible, type ProposalsDeps, type ProposalsEnv } from './context';
import { createProposal } from './create';
import { enterPaperProposal } from './paper';
import { memberPicker, proposalCounts, proposalDetail, proposalList } from './reads';
import { respondToInvitation } from './respond';
import { saveProposal } from './save';
import { mergeCandidates } from './similar';
import { proposalTransition } from './transition';

export type { ProposalsDeps, TransitionInput } from './context';

/**
 * The proposal workflow: `transition` (transition.ts) is the one door for state changes, each action's
 * effect is in actions/, the other commands and reads in their own files, SQL in the repositories.
 */
export function proposalsService(db: Kysely<DB>, deps: ProposalsDeps) {
  const env: ProposalsEnv = {
    db,
    dialect: deps.dialect,
    clock: deps.now ?? nowIso,
    settings: () => workflowSettingsService(db).get(),
  };
  const transition = proposalTransition(env);
  return {
    transition,
    detail: (id: string, caller: Caller, trx: Kysely<DB> = db) => proposalDetail(id, caller, trx),
    loadVisible: (id: string, actor: Actor) => loadVisible(db, id, actor),
    list: proposalList.bind(null, env),
    counts: (caller: Caller, scope: 'mine' | 'all', sessionId?: string) =>
      proposalCounts(db, caller, scope, sessionId),
    create: createProposal.bind(null, env),
    save: saveProposal.bind(null, env),
    enterPaper: enterPaperProposal.bind(null, env),
    respond: respondToInvitation.bind(null, env),
    batchRegister: batchRegister.bind(null, transition),
    mergeCandidates: (caller: Caller, excludeId: string, q: string) =>
      mergeCandidates(db, caller, excludeId, q),
    members: (q: string | undefined) => memberPicker(db, q),
  };
}
export type ProposalsService = ReturnType<typeof proposalsService>;
