import type { ClueCampaign, ClueCampaignBody } from '@cppcc/contracts';
import { inTransaction } from '../../db/transaction';
import { newId, toDbJson } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { beijingDay, type CluesEnv } from './context';
import { toCampaign } from './presenter';
import {
  closeCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  overlappingCampaign,
} from './repository';

/** Collection campaigns (征集活动): staff open one for a period with its topics, and may close it early. */
export function clueCampaigns(env: CluesEnv) {
  const { db } = env;
  const today = () => beijingDay(env.clock());

  return {
    async list(): Promise<ClueCampaign[]> {
      const day = today();
      return (await listCampaigns(db)).map((row) => toCampaign(row, day));
    },

    /** Only one campaign may cover a day (the public page shows one): an overlap is a 409 naming it. */
    async create(caller: Caller, body: ClueCampaignBody): Promise<ClueCampaign> {
      const now = env.clock();
      const row = await inTransaction(db, async (trx) => {
        const other = await overlappingCampaign(trx, body.startsOn, body.endsOn);
        if (other)
          throw conflict('clues.campaignOverlap', {
            params: { title: other.title },
            fields: { startsOn: 'clues.campaignOverlap' },
          });
        const created = {
          id: newId(),
          title: body.title,
          startsOn: body.startsOn,
          endsOn: body.endsOn,
          topics: toDbJson(body.topics),
          closedAt: null,
          createdBy: caller.id,
          createdAt: now,
          updatedAt: now,
        };
        await insertCampaign(trx, created);
        return created;
      });
      return toCampaign(row, today());
    },

    async close(id: string): Promise<ClueCampaign> {
      const row = await findCampaign(db, id);
      if (!row) throw notFound();
      const now = env.clock();
      if (!(await closeCampaign(db, id, now))) throw conflict('clues.campaignClosed');
      return toCampaign({ ...row, closedAt: now }, today());
    },
  };
}
