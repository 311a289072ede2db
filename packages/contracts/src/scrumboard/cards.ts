import { z } from 'zod';
import { isSafeImageUrl, IMAGE_URL_MAX_LENGTH } from '../imageUrl';

/**
 * A scrumboard card (seed 001 §3). Decisions where the seed says nothing:
 * - `due` is a calendar day (YYYY-MM-DD) or null: a card is due on a day, not at a time.
 * - An attachment is an image (`src`: an http(s) address or a path of this site) or a link (`url`, http(s)).
 *   `idAttachmentCover` is one of the card's image attachments or '' (none).
 * - `card/update` replaces what a member edits (name, description, members, labels, due, attachments,
 *   checklists, cover, the caller's subscription). Activities: the server writes who and when; a new entry
 *   (an id it does not know) becomes the caller's comment now, an entry may be removed only by its author,
 *   and an attachment added makes an `attachment` activity. The list and position change only by the
 *   order calls.
 * - `subscribed` is the caller's own.
 */

export const CARD_DESCRIPTION_MAX = 5000;
export const CARD_CHECKLISTS_MAX = 20;
export const CARD_CHECK_ITEMS_MAX = 100;
export const CARD_ATTACHMENTS_MAX = 50;
export const CARD_ACTIVITIES_MAX = 500;

const id = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });
const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.tooLong' });
const isHttpUrl = (value: string) => !/[\s\p{Cc}\\]/u.test(value) && /^https?:\/\/[^/?#]+/i.test(value);

/** A calendar day that exists. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const cardAttachmentSchema = z.discriminatedUnion('type', [
  z.object({
    id,
    type: z.literal('image'),
    name,
    src: z
      .string({ error: 'validation.required' })
      .trim()
      .max(IMAGE_URL_MAX_LENGTH, { error: 'validation.tooLong' })
      .refine(isSafeImageUrl, { error: 'validation.imageUrl' }),
    time: z.string(),
  }),
  z.object({
    id,
    type: z.literal('link'),
    name,
    url: z
      .string({ error: 'validation.required' })
      .trim()
      .max(IMAGE_URL_MAX_LENGTH, { error: 'validation.tooLong' })
      .refine(isHttpUrl, { error: 'scrumboard.linkUrl' }),
    time: z.string(),
  }),
]);
export type CardAttachment = z.infer<typeof cardAttachmentSchema>;

export const checkItemSchema = z.object({ id, name, checked: z.boolean().default(false) });
export const checklistSchema = z.object({
  id,
  name,
  checkItems: z.array(checkItemSchema).max(CARD_CHECK_ITEMS_MAX, { error: 'validation.tooMany' }).default([]),
});
export type CardChecklist = z.infer<typeof checklistSchema>;

export const CARD_ACTIVITY_TYPES = ['comment', 'attachment'] as const;
export const cardActivitySchema = z.object({
  id: z.string(),
  type: z.enum(CARD_ACTIVITY_TYPES),
  idMember: z.string(),
  message: z.string(),
  time: z.string(),
});
export type CardActivity = z.infer<typeof cardActivitySchema>;

export const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  idAttachmentCover: z.string(),
  idMembers: z.array(z.string()),
  idLabels: z.array(z.string()),
  attachments: z.array(cardAttachmentSchema),
  subscribed: z.boolean(),
  checklists: z.array(checklistSchema),
  activities: z.array(cardActivitySchema),
  due: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** What card/update takes: the card as edited (activities: see the file's comment). */
export const cardUpdateSchema = z.object({
  id,
  name,
  description: z.string().trim().max(CARD_DESCRIPTION_MAX, { error: 'validation.tooLong' }).default(''),
  idAttachmentCover: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
  idMembers: z.array(id).max(50, { error: 'validation.tooMany' }).default([]),
  idLabels: z.array(id).max(20, { error: 'validation.tooMany' }).default([]),
  attachments: z
    .array(
      z.discriminatedUnion('type', [
        cardAttachmentSchema.options[0].extend({ time: z.string().optional() }),
        cardAttachmentSchema.options[1].extend({ time: z.string().optional() }),
      ]),
    )
    .max(CARD_ATTACHMENTS_MAX, { error: 'validation.tooMany' })
    .default([]),
  subscribed: z.boolean().default(false),
  checklists: z.array(checklistSchema).max(CARD_CHECKLISTS_MAX, { error: 'validation.tooMany' }).default([]),
  activities: z
    .array(
      z.object({
        id,
        type: z.enum(CARD_ACTIVITY_TYPES).default('comment'),
        message: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(2000, { error: 'validation.tooLong' }),
      }),
    )
    .max(CARD_ACTIVITIES_MAX, { error: 'validation.tooMany' })
    .default([]),
  due: z.string().trim().refine(isDay, { error: 'validation.invalid' }).nullable().default(null),
});
export type CardUpdate = z.infer<typeof cardUpdateSchema>;
export type CardUpdateInput = z.input<typeof cardUpdateSchema>;

export const cardUpdateBodySchema = z.object({ boardId: id, card: cardUpdateSchema });
export type CardUpdateBody = z.input<typeof cardUpdateBodySchema>;
export const cardNewBodySchema = z.object({
  boardId: id,
  listId: id,
  data: z.object({ name }),
});
export type CardNewBody = z.input<typeof cardNewBodySchema>;
export const cardRemoveBodySchema = z.object({ boardId: id, cardId: id });
export type CardRemoveBody = z.input<typeof cardRemoveBodySchema>;

/** A picture uploaded for a card (`POST card-image`): its address, for an image attachment's `src`. */
export const cardImageSchema = z.object({ url: z.string() });
export type CardImage = z.infer<typeof cardImageSchema>;
export const cardImageParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
