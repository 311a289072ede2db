import { z } from 'zod';
import { PROPOSAL_KINDS } from '../workflow/proposal';

/**
 * GET /api/statistics?sessionId= (staff, admin): the session's figures for the statistics page, the
 * dashboards and the Excel export. "Registered" counts every proposal registered and beyond (交办, 办理,
 * 答复, 办结). Rates are fractions 0–1, null when there is nothing to divide by.
 */
export const statisticsQuerySchema = z.object({ sessionId: z.string().optional() });

const countOf = z.object({ code: z.string(), count: z.number() });

export const statisticsSchema = z.object({
  session: z.object({ id: z.string(), name: z.string() }),
  proposals: z.object({
    /** Submitted to the committee (everything but drafts, co-sign rounds and withdrawals before review). */
    received: z.number(),
    /** 待审查: AWAITING_REVIEW_STATES, as the staff workbench's review queue counts them. */
    pending: z.number(),
    registered: z.number(),
    notRegistered: z.number(),
    merged: z.number(),
    withdrawn: z.number(),
    /** Not registered and turned into 意见建议 / 社情民意. */
    converted: z.object({ opinion: z.number(), publicSentiment: z.number() }),
    assigned: z.number(),
    replied: z.number(),
    closed: z.number(),
    key: z.number(),
  }),
  byCategory: z.array(countOf),
  byKind: z.array(z.object({ code: z.enum(PROPOSAL_KINDS), count: z.number() })),
  byMember: z.array(
    z.object({
      member: z.object({ id: z.string(), displayName: z.string() }),
      /** As first proposer (领衔). */
      led: z.number(),
      /** As accepted co-signer (附议). */
      cosigned: z.number(),
      registered: z.number(),
    }),
  ),
  units: z.array(
    z.object({
      unit: z.object({ id: z.string(), name: z.string() }),
      assigned: z.number(),
      signed: z.number(),
      replied: z.number(),
      overdue: z.number(),
      /** Replied on or before the due date. */
      onTime: z.number(),
      /** 按期办复率: onTime / replied. */
      onTimeRate: z.number().nullable(),
    }),
  ),
  replyClasses: z.array(countOf),
  satisfaction: z.object({
    evaluations: z.number(),
    satisfied: z.number(),
    basicallySatisfied: z.number(),
    unsatisfied: z.number(),
    /** (满意 + 基本满意) / evaluations, by result. */
    rate: z.number().nullable(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
