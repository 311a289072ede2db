import type {
  HandlingMode,
  NotRegisteredDisposition,
  ProposalActor,
  WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, newOrderedId, type Clock } from '../../db/values';
import { invalidFields, notFound } from '../../http/errors';
import type { Actor } from '../auth/guard';
import {
  findProposal,
  findVisibleProposal,
  insertEvent,
  isStaff,
  type EventInput,
  type ProposalRow,
  type SignerRow,
} from './repository';

/**
 * Input of a transition: what the action needs (the contracts' transition body without `action` and
 * `version`, plus the fields of later issues' actions so `transition` stays the one door).
 */
export interface TransitionInput {
  comment?: string | undefined;
  reason?: string | undefined;
  categoryCode?: string | undefined;
  disposition?: NotRegisteredDisposition | undefined;
  masterId?: string | undefined;
  inviteeIds?: readonly string[] | undefined;
  signByDate?: string | undefined;
  /** Issue 6: assignment (and the new due date of a re-handling, issue 7). */
  handlingMode?: HandlingMode | undefined;
  leadUnitIds?: readonly string[] | undefined;
  coUnitIds?: readonly string[] | undefined;
  dueDate?: string | undefined;
  /** Issue 7: closing after a second 不满意. */
  minutes?: string | undefined;
  /** Issue 27: the number of the paper the step is typed in from (kept in the event log). */
  paperNumber?: string | undefined;
}

export interface ProposalsDeps {
  dialect: 'sqlite' | 'postgres';
  /** The time of every write (default `nowIso`; the demo seed sets its own). */
  now?: Clock | undefined;
}

/** What every part of the proposal service shares: the database, the clock and the settings. */
export interface ProposalsEnv {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  settings: () => Promise<WorkflowSettings>;
}

export const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';
/** Error parameters as message keys: the error handler translates them into the reader's language. */
export const stateKey = (state: string) => `proposalState.${state}`;
export const actionKey = (action: string) => `proposalAction.${action}`;

/** The actor kinds of the state machine the caller acts as on this proposal. */
export function actorKinds(actor: Actor, signers: readonly SignerRow[]): ProposalActor[] {
  if (actor === 'system') return ['system'];
  const kinds: ProposalActor[] = [];
  if (signers.some((signer) => signer.userId === actor.id && fromDbBool(signer.isFirst)))
    kinds.push('first_proposer');
  if (isStaff(actor)) kinds.push('staff');
  return kinds;
}

/** The proposal as the actor may see it: someone else's is "not found", never "forbidden". */
export async function loadVisible(trx: Kysely<DB>, id: string, actor: Actor): Promise<ProposalRow> {
  const row = actor === 'system' ? await findProposal(trx, id) : await findVisibleProposal(trx, id, actor);
  if (!row) throw notFound();
  return row;
}

export async function writeEvent(trx: Kysely<DB>, input: EventInput, at: string): Promise<void> {
  await insertEvent(trx, newOrderedId(), input, at);
}

export function checkCategory(
  code: string | null | undefined,
  workflow: WorkflowSettings,
  field = 'categoryCode',
): void {
  if (code && !workflow.categories.some((category) => category.code === code))
    throw invalidFields({ [field]: 'proposal.categoryUnknown' });
}
