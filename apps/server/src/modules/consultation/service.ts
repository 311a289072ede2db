import type { Consultation, ConsultationList } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso, type Clock } from '../../db/values';
import { notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { loadVisible } from '../proposals/context';
import { loadVisibleTask } from '../tasks/access';
import { answerConsultation } from './actions/answer';
import { recordMinutes } from './actions/minutes';
import { proposeConsultation } from './actions/propose';
import { reslotConsultation } from './actions/reslot';
import type { ConsultationEnv } from './context';
import { presentConsultations } from './presenter';
import { consultationsWhere, findConsultation } from './repository';

/**
 * Consultation meetings (面商, issue 28 §1): each step is one file in actions/ (propose, reslot, answer
 * with the derived fix, minutes), checked against the machine in contracts/workflow/consultation.ts and
 * written to the proposal's event log. Reads go through the task's and proposal's visibility first.
 */
export function consultationService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const env: ConsultationEnv = { db, now: deps.now ?? nowIso };
  return {
    propose: proposeConsultation.bind(null, env),
    reslot: reslotConsultation.bind(null, env),
    answer: answerConsultation.bind(null, env),
    minutes: recordMinutes.bind(null, env),

    async get(id: string, caller: Caller): Promise<Consultation> {
      const row = await findConsultation(db, id);
      const [item] = row ? await presentConsultations(db, [row], caller, env.now()) : [];
      if (!item) throw notFound();
      return item;
    },

    /** A task's meetings, newest first, for whoever sees the task (its unit, staff). */
    async ofTask(taskId: string, caller: Caller): Promise<ConsultationList> {
      const task = await loadVisibleTask(db, taskId, caller);
      const rows = await consultationsWhere(db, 'taskId', task.id);
      return { items: await presentConsultations(db, rows, caller, env.now()) };
    },

    /** A proposal's meetings the caller takes part in or oversees (the invitation cards of its page). */
    async ofProposal(proposalId: string, caller: Caller): Promise<ConsultationList> {
      const proposal = await loadVisible(db, proposalId, caller);
      const rows = await consultationsWhere(db, 'proposalId', proposal.id);
      return { items: await presentConsultations(db, rows, caller, env.now()) };
    },
  };
}
export type ConsultationService = ReturnType<typeof consultationService>;
