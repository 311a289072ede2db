import {
  NOT_REGISTERED_DISPOSITIONS,
  type MessageKey,
  type ProposalNeed,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, fromDbJson } from '../../db/values';
import { AppError, conflict } from '../../http/errors';
import { evaluationStatus } from '../evaluations/status';
import { checkAssignment } from '../tasks/assign';
import { CONTENT_LABEL, missingContent } from './content';
import { blank, checkCategory, type TransitionInput } from './context';
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

/** Checks each requirement of the rule; conflicts of state throw at once, field errors make one 400. */
export async function checkNeeds(ctx: NeedsContext, needs: readonly ProposalNeed[]): Promise<void> {
  const { trx, row, signers, input, workflow } = ctx;
  const fields: Record<string, string> = {};
  let message: MessageKey = 'error.badRequest';
  let params: Record<string, string> = {};
  for (const need of needs) {
    switch (need) {
      case 'content': {
        const missing = missingContent(row);
        const keys = Object.keys(missing);
        if (keys.length > 0) {
          Object.assign(fields, missing);
          message = 'proposal.contentIncomplete';
          params = { missing: keys.map((key) => CONTENT_LABEL[key] ?? key).join(',') };
        } else {
          checkCategory(row.categoryCode, workflow);
        }
        break;
      }
      case 'invitees': {
        const ids = [...new Set(input.inviteeIds ?? [])];
        if (ids.length === 0) {
          fields.inviteeIds = 'proposal.inviteesRequired';
          break;
        }
        const firstId = signers.find((signer) => fromDbBool(signer.isFirst))?.userId;
        const ok = (await usersWithRoles(trx, ids)).filter(
          (user) =>
            user.id !== firstId &&
            !fromDbBool(user.disabled) &&
            fromDbJson<string[]>(user.roles).includes('members'),
        );
        if (ok.length !== ids.length) fields.inviteeIds = 'proposal.inviteeInvalid';
        break;
      }
      case 'all_signers_answered': {
        const pending = signers.some((signer) => signer.state === 'invited');
        const deadlinePassed = row.signByDate !== null && row.signByDate <= ctx.now;
        if (pending && !deadlinePassed) throw conflict('proposal.signersPending');
        break;
      }
      case 'comment':
        if (blank(input.comment)) fields.comment = 'proposal.commentRequired';
        break;
      case 'reason':
        if (blank(input.reason)) fields.reason = 'proposal.reasonRequired';
        break;
      case 'category': {
        const code = input.categoryCode ?? row.categoryCode;
        if (blank(code)) fields.categoryCode = 'proposal.categoryRequired';
        else if (!workflow.categories.some((category) => category.code === code))
          fields.categoryCode = 'proposal.categoryUnknown';
        break;
      }
      case 'disposition':
        if (!input.disposition || !NOT_REGISTERED_DISPOSITIONS.includes(input.disposition))
          fields.disposition = 'proposal.dispositionRequired';
        break;
      case 'master_proposal': {
        if (blank(input.masterId)) {
          fields.masterId = 'proposal.masterRequired';
          break;
        }
        const master = await findProposal(trx, input.masterId ?? '');
        if (
          !master ||
          master.id === row.id ||
          master.sessionId !== row.sessionId ||
          !['submitted', 'registered'].includes(master.state)
        )
          fields.masterId = 'proposal.masterInvalid';
        break;
      }
      case 'assignment':
        // Throws 400 naming each bad field (mode, units, due date).
        await checkAssignment(trx, input, ctx.now, workflow);
        break;
      case 'minutes':
        if (blank(input.minutes)) fields.minutes = 'validation.required';
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
      case 'not_excellent':
        if (fromDbBool(row.isExcellent)) throw conflict('proposal.alreadyExcellent');
        break;
      case 'excellent':
        if (!fromDbBool(row.isExcellent)) throw conflict('proposal.notExcellent');
        break;
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('BAD_REQUEST', message, { fields, params });
}
