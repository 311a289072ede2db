import { z } from 'zod';
import { personRefSchema } from '../proposals/proposals';

/**
 * Reply approval inside the unit (签发, issue 28 §2). A unit may have 签发人: users of that unit holding the
 * `approver` role (roles.ts), given on the admin users screen. With one, a clerk's reply goes to them
 * (task state `unit_review`), who signs it off — it goes on to the committee, signed with their name and
 * time — or returns it to the clerk with a reason. Without one, the reply goes straight to the committee.
 *
 * Decisions the issue leaves open: any 签发人 of the unit may decide (the first to act wins, the version
 * check refuses the second); a 签发人 may sign off a reply they drafted themselves (small units); the
 * signed-off reply's 签发人 field becomes the approver's name, so the letter and the committee read it.
 */

/** The event-log actions that make up a reply's chain, in the words of the task machine. */
export const REPLY_CHAIN_ACTIONS = [
  'submit_for_approval',
  'return_in_unit',
  'approve_in_unit',
  'submit_reply',
  'reject_reply',
  'approve_reply',
] as const;
export type ReplyChainAction = (typeof REPLY_CHAIN_ACTIONS)[number];

export const replyChainStepSchema = z.object({
  action: z.enum(REPLY_CHAIN_ACTIONS),
  actor: personRefSchema.nullable(),
  at: z.string(),
  /** The reason of a return or a rejection. */
  comment: z.string().nullable(),
});
export type ReplyChainStep = z.infer<typeof replyChainStepSchema>;

export const replySignOffSchema = z.object({ approver: personRefSchema, approvedAt: z.string() });
export type ReplySignOff = z.infer<typeof replySignOffSchema>;
