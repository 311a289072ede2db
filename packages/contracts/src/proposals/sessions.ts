import { z } from 'zod';

/**
 * Sessions 届次 (issue 5): proposals belong to a session and are numbered per session. Admin manages
 * them; everyone signed in reads them (pickers, the editor's default session).
 */
const isoDateTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });

export const sessionSchema = z.object({
  id: z.string(),
  /** 届, e.g. 15 */
  term: z.number(),
  /** 次会议, e.g. 3 */
  meeting: z.number(),
  year: z.number(),
  /** e.g. 十五届三次会议 */
  name: z.string(),
  submissionOpensAt: z.string().nullable(),
  submissionClosesAt: z.string().nullable(),
  plenaryStartsAt: z.string().nullable(),
  plenaryEndsAt: z.string().nullable(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });

export const sessionCreateBodySchema = z.object({
  term: z.number().int().min(1).max(99),
  meeting: z.number().int().min(1).max(20),
  year: z.number().int().min(1949).max(2200),
  /** Defaults to 「{term}届{meeting}次会议」 in Chinese numerals. */
  name: z.string().trim().min(1, { error: 'validation.required' }).max(60).optional(),
  submissionOpensAt: isoDateTime.nullable().optional(),
  submissionClosesAt: isoDateTime.nullable().optional(),
  plenaryStartsAt: isoDateTime.nullable().optional(),
  plenaryEndsAt: isoDateTime.nullable().optional(),
  isCurrent: z.boolean().optional(),
});
export type SessionCreateBody = z.infer<typeof sessionCreateBodySchema>;

export const sessionUpdateBodySchema = sessionCreateBodySchema.omit({ isCurrent: true }).partial();
export type SessionUpdateBody = z.infer<typeof sessionUpdateBodySchema>;

const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 15 → 十五, 3 → 三, 20 → 二十, 21 → 二十一 (1–99). */
export function chineseNumber(value: number): string {
  if (value < 10) return CHINESE_DIGITS[value] ?? String(value);
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : (CHINESE_DIGITS[tens] ?? '')}十${ones === 0 ? '' : (CHINESE_DIGITS[ones] ?? '')}`;
}

/** 十五届三次会议 */
export function sessionName(term: number, meeting: number): string {
  return `${chineseNumber(term)}届${chineseNumber(meeting)}次会议`;
}
