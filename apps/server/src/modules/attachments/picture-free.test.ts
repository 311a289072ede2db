import {
  boardMemberSchema,
  contactListSchema,
  errorBodySchema,
  proposalCountsSchema,
  proposalListSchema,
  unreadCountSchema,
} from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answersMayHoldPictures } from './picture-free';

/** Which routes' answers the picture-signing walk visits, decided from their response schemas (issue 33 §2). */
describe('answers that may hold a picture address', () => {
  it('skips the proposal list, error bodies and answers without free text', () => {
    expect(answersMayHoldPictures({ 200: proposalListSchema, 400: errorBodySchema })).toBe(false);
    expect(answersMayHoldPictures({ 200: unreadCountSchema })).toBe(false);
    expect(answersMayHoldPictures({ 200: proposalCountsSchema })).toBe(false);
    expect(
      answersMayHoldPictures({ 200: z.object({ on: z.boolean(), kind: z.enum(['a', 'b']).nullable() }) }),
    ).toBe(false);
  });

  it('walks every answer with free text, an unknown part, no zod schema or none at all', () => {
    expect(answersMayHoldPictures({ 200: contactListSchema, 400: errorBodySchema })).toBe(true);
    expect(
      answersMayHoldPictures({ 200: z.object({ members: z.array(boardMemberSchema).optional() }) }),
    ).toBe(true);
    expect(answersMayHoldPictures({ 200: z.object({ data: z.unknown() }) })).toBe(true);
    expect(answersMayHoldPictures({ 200: z.record(z.string(), z.string()) })).toBe(true);
    expect(answersMayHoldPictures({ 200: z.union([z.number(), z.boolean()]) })).toBe(true);
    expect(answersMayHoldPictures({ 200: { type: 'object' } })).toBe(true);
    expect(answersMayHoldPictures(undefined)).toBe(true);
    interface Node {
      id: number;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      id: z.number(),
      get children() {
        return z.array(node);
      },
    });
    expect(answersMayHoldPictures({ 200: node })).toBe(true);
  });
});
