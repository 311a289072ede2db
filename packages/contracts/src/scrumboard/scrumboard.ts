import { z } from 'zod';
import { cardSchema } from './cards';

/**
 * The scrumboard app (seed 001 §2, §3, §7, §8; issue 16): boards shared by their members, lists, cards.
 *
 * Decisions where the seed says nothing:
 * - A board belongs to its members; whoever creates it is its first member. Every member may do everything
 *   on it (rename, settings, lists, cards, members, delete): a shared board, as a team's wall is. Anyone
 *   else gets 404 "Requested board do not exist." (seed §8), exactly like an unknown id.
 * - Members are set with `POST board/members` (boardId, memberIds) — a call the seed lacks, needed to share
 *   a board; the caller always stays a member. `GET people` lists who can be added.
 * - `settings.subscribed` is the caller's own (each member subscribes for themselves); colour and card cover
 *   images are the board's.
 * - A new board gets the default labels (names in the creator's language); label classes are colours of
 *   `SCRUMBOARD_COLORS` (seed §9: coloured backgrounds). Labels are not edited (no call in the seed).
 * - Order calls (`card/order`, `list/order`) send the wanted order; the server applies it to what exists
 *   now, in one transaction per board: ids it does not know (removed meanwhile) are skipped, cards or lists
 *   the call leaves out keep their place after the named ones. A card thus sits in exactly one list, and
 *   two people moving the same card at once end with one of the two orders, never a lost or doubled card.
 * - Every change is pushed to the board's members as a `scrumboard` realtime event; their screens reload it.
 */

export const SCRUMBOARD_COLORS = [
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
  'grey',
] as const;
export type ScrumboardColor = (typeof SCRUMBOARD_COLORS)[number];

export const SCRUMBOARD_NAME_MAX = 200;
export const SCRUMBOARD_LISTS_MAX = 50;
export const SCRUMBOARD_CARDS_MAX = 1000;
export const SCRUMBOARD_MEMBERS_MAX = 50;

export const scrumboardIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });
export const scrumboardNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SCRUMBOARD_NAME_MAX, { error: 'validation.tooLong' });

export const boardSettingsSchema = z.object({
  /** A colour of SCRUMBOARD_COLORS, or '' for the theme's. */
  color: z.union([z.enum(SCRUMBOARD_COLORS), z.literal('')]),
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const boardMemberSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export type BoardMember = z.infer<typeof boardMemberSchema>;
export const boardMemberListSchema = z.array(boardMemberSchema);

export const boardLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  class: z.enum(SCRUMBOARD_COLORS),
});
export type BoardLabel = z.infer<typeof boardLabelSchema>;

export const boardListSchema = z.object({ id: z.string(), name: z.string(), idCards: z.array(z.string()) });
export type BoardList = z.infer<typeof boardListSchema>;
export const boardListsSchema = z.array(boardListSchema);

export const boardSummarySchema = z.object({ id: z.string(), name: z.string(), uri: z.string() });
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardSummaryListSchema = z.array(boardSummarySchema);

export const boardSchema = boardSummarySchema.extend({
  settings: boardSettingsSchema,
  lists: boardListsSchema,
  cards: z.array(cardSchema),
  members: boardMemberListSchema,
  labels: z.array(boardLabelSchema),
});
export type Board = z.infer<typeof boardSchema>;

export const boardQuerySchema = z.object({ boardId: scrumboardIdSchema });
const boardRef = { boardId: scrumboardIdSchema };

export const boardNewBodySchema = z.object({
  /** Without a name the board is called 未命名看板 / Untitled Board (the caller's language). */
  board: z.object({ name: scrumboardNameSchema.optional() }).default({}),
});
export type BoardNewBody = z.input<typeof boardNewBodySchema>;
export const boardRenameBodySchema = z.object({ ...boardRef, boardTitle: scrumboardNameSchema });
export type BoardRenameBody = z.input<typeof boardRenameBodySchema>;
export const boardSettingsBodySchema = z.object({ ...boardRef, settings: boardSettingsSchema.partial() });
export type BoardSettingsBody = z.input<typeof boardSettingsBodySchema>;
export const boardRefBodySchema = z.object(boardRef);
export const boardMembersBodySchema = z.object({
  ...boardRef,
  memberIds: z.array(scrumboardIdSchema).max(SCRUMBOARD_MEMBERS_MAX, { error: 'validation.tooMany' }),
});
export type BoardMembersBody = z.input<typeof boardMembersBodySchema>;

export const listNewBodySchema = z.object({ ...boardRef, data: z.object({ name: scrumboardNameSchema }) });
export type ListNewBody = z.input<typeof listNewBodySchema>;
export const listRenameBodySchema = z.object({
  ...boardRef,
  listId: scrumboardIdSchema,
  listTitle: scrumboardNameSchema,
});
export type ListRenameBody = z.input<typeof listRenameBodySchema>;
export const listRemoveBodySchema = z.object({ ...boardRef, listId: scrumboardIdSchema });

/** The wanted order: lists in order, each with its cards in order (a card named twice is refused). */
export const orderListsSchema = z
  .array(
    z.object({
      id: scrumboardIdSchema,
      idCards: z
        .array(scrumboardIdSchema)
        .max(SCRUMBOARD_CARDS_MAX, { error: 'validation.tooMany' })
        .default([]),
    }),
  )
  .max(SCRUMBOARD_LISTS_MAX, { error: 'validation.tooMany' })
  .superRefine((lists, ctx) => {
    const listIds = new Set<string>();
    const cards = new Set<string>();
    lists.forEach((list, index) => {
      if (listIds.has(list.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'scrumboard.duplicateId' });
      listIds.add(list.id);
      list.idCards.forEach((cardId, position) => {
        if (cards.has(cardId))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'idCards', position],
            message: 'scrumboard.duplicateId',
          });
        cards.add(cardId);
      });
    });
  });
export const orderBodySchema = z.object({ ...boardRef, lists: orderListsSchema });
export type OrderBody = z.input<typeof orderBodySchema>;

/** Who can be made a member of a board. */
export const scrumboardPeopleSchema = boardMemberListSchema;

// A board's realtime event is with the other realtime events (chat/realtimeEvents.ts), re-exported here.
export { scrumboardRealtimeEventSchema, type ScrumboardRealtimeEvent } from '../chat/realtimeEvents';

/** The board's address in the app (seed 001 /apps/scrumboard/boards/{boardId}/{boardUri?}). */
export const scrumboardBoardLink = (board: { id: string; uri: string }) =>
  `/apps/scrumboard/boards/${board.id}/${encodeURIComponent(board.uri)}`;

/** A board's uri from its name: lower case, words joined by '-', letters and digits of any script kept. */
export function boardUri(name: string): string {
  const uri = name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return uri === '' ? 'board' : uri.slice(0, 80);
}
