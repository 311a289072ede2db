import {
  CLUE_LIBRARY_STATES,
  type ClueAdoptResult,
  type ClueDetail,
  type ClueList,
  type ClueListQuery,
  type ClueState,
} from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { proposalsService } from '../proposals/service';
import { isStaff } from '../proposals/repository';
import { nextState, recordStep, type CluesEnv } from './context';
import { cluePictures } from './pictures';
import { toClue, toEvent } from './presenter';
import {
  adoptionsOf,
  cluePage,
  eventsOf,
  findClue,
  insertAdoption,
  markAdopted,
  titlesOf,
  type ClueRow,
} from './repository';

const isInLibrary = (state: string) => (CLUE_LIBRARY_STATES as readonly string[]).includes(state);

/** What the caller may see: staff every clue; members the library (accepted and adopted clues). */
const visibleStates = (caller: Caller): readonly ClueState[] | undefined =>
  isStaff(caller) ? undefined : CLUE_LIBRARY_STATES;

/** The screening list, the library, one clue, and a member's adoption of a clue into a draft proposal. */
export function clueLibrary(env: CluesEnv) {
  const { db } = env;

  async function present(rows: ClueRow[], caller: Caller) {
    const ids = rows.map((row) => row.id);
    const [campaigns, merged, adoptions, pictures] = await Promise.all([
      titlesOf(db, 'clueCampaigns', [
        ...new Set(rows.flatMap((row) => (row.campaignId ? [row.campaignId] : []))),
      ]),
      titlesOf(
        db,
        'clues',
        rows.flatMap((row) => (row.mergedIntoId ? [row.mergedIntoId] : [])),
      ),
      adoptionsOf(db, ids),
      cluePictures(env).shown(ids),
    ]);
    const staff = isStaff(caller);
    return {
      adoptions,
      items: rows.map((row) => {
        const own = adoptions.filter((adoption) => adoption.clueId === row.id);
        return toClue(row, {
          campaignTitle: row.campaignId ? campaigns.get(row.campaignId) : undefined,
          mergedIntoTitle: row.mergedIntoId ? merged.get(row.mergedIntoId) : undefined,
          adoptionCount: own.length,
          adoptedByMe: own.some((adoption) => adoption.memberId === caller.id),
          withContact: staff,
          pictures: pictures.get(row.id) ?? [],
        });
      }),
    };
  }

  async function visible(id: string, caller: Caller): Promise<ClueRow> {
    const row = await findClue(db, id);
    const states = visibleStates(caller);
    if (!row || (states && !states.includes(row.state as ClueState))) throw notFound();
    return row;
  }

  return {
    async list(caller: Caller, query: ClueListQuery): Promise<ClueList> {
      const { rows, total } = await cluePage(db, query, visibleStates(caller));
      const { items } = await present(rows, caller);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: string, caller: Caller): Promise<ClueDetail> {
      const row = await visible(id, caller);
      const [{ items, adoptions }, events] = await Promise.all([
        present([row], caller),
        eventsOf(db, row.id),
      ]);
      const staff = isStaff(caller);
      const clue = items[0];
      if (!clue) throw notFound();
      return {
        ...clue,
        // Members read the clue's history without the staff's names.
        events: events.map((event) => toEvent(staff ? event : { ...event, actorName: null })),
        adoptions: adoptions.map((adoption) => ({
          memberName: adoption.memberName,
          createdAt: adoption.createdAt,
          proposalId: staff || adoption.memberId === caller.id ? adoption.proposalId : null,
        })),
      };
    },

    /**
     * 采用: a draft proposal of the member with the clue's title, situation, suggestion and category,
     * linked to the clue; each member once, several members may.
     */
    async adopt(id: string, caller: Caller): Promise<ClueAdoptResult> {
      return inTransaction(db, async (trx) => {
        const row = await findClue(trx, id);
        if (!row || !isInLibrary(row.state)) throw notFound();
        const to = nextState(row, 'adopt', 'member');
        const now = env.clock();
        const proposal = await proposalsService(trx, { dialect: env.dialect, now: env.clock }).create(
          caller,
          {
            title: row.title,
            analysis: row.situation,
            suggestions: row.suggestion,
            categoryCode: row.categoryCode,
          },
        );
        if (
          !(await insertAdoption(trx, {
            clueId: row.id,
            memberId: caller.id,
            proposalId: proposal.id,
            createdAt: now,
          }))
        )
          throw conflict('clues.alreadyAdopted');
        if (!(await markAdopted(trx, row.id, now))) throw conflict('clues.notInLibrary');
        await recordStep(
          trx,
          {
            clueId: row.id,
            action: 'adopt',
            fromState: row.state as ClueState,
            toState: to,
            actorId: caller.id,
            comment: null,
          },
          now,
        );
        return { proposalId: proposal.id };
      });
    },
  };
}
