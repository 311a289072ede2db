import {
  NOT_REGISTERED_DISPOSITIONS,
  proposalNeedInputs,
  type ProposalNeed,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, fromDbJson } from '../../db/values';
import { conflict } from '../../http/errors';
import { NeedsReport } from '../../lib/needs';
import { evaluationStatus } from '../evaluations/status';
import { checkAssignment } from '../tasks/assign';
import { CONTENT_LABEL, missingContent } from './content';
import { checkCategory, type TransitionInput } from './context';
import { usersWithRoles } from './lookups-repository';
import { findProposal, type ProposalRow, type SignerRow } from './repository';

export interface NeedsContext {
  trx: Kysely<DB>;
  row: ProposalRow;
  signers: readonly SignerRow[];
  input: TransitionInput;
  workflow: WorkflowSettings;
  now: string;
}

/**
 * Checks each requirement of the rule: first the inputs the contracts list for it (blank → 400 naming the
 * field), then what only the records can tell; conflicts of state throw at once.
 */
export async function checkNeeds(ctx: NeedsContext, needs: readonly ProposalNeed[]): Promise<void> {
  const { trx, row, signers, input, workflow } = ctx;
  const report = new NeedsReport(false);
  // Registration keeps the category the proposer chose unless staff pick another.
  const values = { ...input, categoryCode: input.categoryCode ?? row.categoryCode };
  for (const need of needs) {
    const given = report.inputsGiven(proposalNeedInputs[need], values);
    switch (need) {
      case 'content': {
        const missing = missingContent(row);
        const keys = Object.keys(missing);
        if (keys.length > 0) {
          Object.assign(report.fields, missing);
          report.message = 'proposal.contentIncomplete';
          report.params = { missing: keys.map((key) => CONTENT_LABEL[key] ?? key).join(',') };
        } else {
          checkCategory(row.categoryCode, workflow);
        }
        break;
      }
      case 'invitees': {
        if (!given) break;
        const ids = [...new Set(input.inviteeIds ?? [])];
        const firstId = signers.find((signer) => fromDbBool(signer.isFirst))?.userId;
        const ok = (await usersWithRoles(trx, ids)).filter(
          (user) =>
            user.id !== firstId &&
            !fromDbBool(user.disabled) &&
            fromDbJson<string[]>(user.roles).includes('members'),
        );
        if (ok.length !== ids.length) report.fail('inviteeIds', 'proposal.inviteeInvalid');
        break;
      }
      case 'all_signers_answered': {
        const pending = signers.some((signer) => signer.state === 'invited');
        const deadlinePassed = row.signByDate !== null && row.signByDate <= ctx.now;
        if (pending && !deadlinePassed) throw conflict('proposal.signersPending');
        break;
      }
      case 'category':
        if (given && !workflow.categories.some((category) => category.code === values.categoryCode))
          report.fail('categoryCode', 'proposal.categoryUnknown');
        break;
      case 'disposition':
        if (given && !(NOT_REGISTERED_DISPOSITIONS as readonly string[]).includes(input.disposition ?? ''))
          report.fail('disposition', 'proposal.dispositionRequired');
        break;
      case 'master_proposal': {
        if (!given) break;
        const master = await findProposal(trx, input.masterId ?? '');
        if (
          !master ||
          master.id === row.id ||
          master.sessionId !== row.sessionId ||
          !['submitted', 'registered'].includes(master.state)
        )
          report.fail('masterId', 'proposal.masterInvalid');
        break;
      }
      case 'assignment':
        // The mode and its units are one rule: throws 400 naming each bad field (mode, units, due date).
        await checkAssignment(trx, input, ctx.now, workflow);
        break;
      case 'evaluations_settled':
        if (!(await evaluationStatus(trx, row, workflow)).settled) throw conflict('evaluation.notSettled');
        break;
      case 'unsatisfied_evaluation': {
        const status = await evaluationStatus(trx, row, workflow);
        if (status.round !== 1 || !status.anyUnsatisfied) throw conflict('evaluation.noUnsatisfied');
        break;
      }
      case 'second_round_unsatisfied': {
        const status = await evaluationStatus(trx, row, workflow);
        if (status.round !== 2 || !status.anyUnsatisfied) throw conflict('evaluation.notSecondRound');
        break;
      }
      case 'comment':
      case 'reason':
      case 'minutes':
      case 'paper_number':
        break; // only the input
      case 'not_excellent':
        if (fromDbBool(row.isExcellent)) throw conflict('proposal.alreadyExcellent');
        break;
      case 'excellent':
        if (!fromDbBool(row.isExcellent)) throw conflict('proposal.notExcellent');
        break;
    }
  }
  report.throwIfAny();
}
