import { batchRegisterBodySchema, type BatchRegisterBody, type ProposalSummary } from '@cppcc/contracts';
import { z } from 'zod';

/** 批量立案's fields: one category per selected proposal (blank: none chosen). */
export interface BatchRegisterForm {
  items: { id: string; version: number; categoryCode: string }[];
}

/** Each proposal starts at its own category. */
export function batchRegisterFormOf(proposals: readonly ProposalSummary[]): BatchRegisterForm {
  return {
    items: proposals.map((proposal) => ({
      id: proposal.id,
      version: proposal.version,
      categoryCode: proposal.categoryCode ?? '',
    })),
  };
}

/** The form's field names, for putting the server's 400 reasons on the right select. */
export function batchRegisterFields(count: number): `items.${number}.categoryCode`[] {
  return Array.from({ length: count }, (_, index) => `items.${index}.categoryCode` as const);
}

const formShape = z.object({
  items: z.array(z.object({ id: z.string(), version: z.number(), categoryCode: z.string() })),
});

/** The request body (a blank category is left out), checked by the contract's own body schema. */
export const batchRegisterFormSchema = formShape
  .transform((form): unknown => ({
    items: form.items.map(({ id, version, categoryCode }) => ({
      id,
      version,
      ...(categoryCode.trim() ? { categoryCode } : {}),
    })),
  }))
  .pipe(batchRegisterBodySchema);

export type BatchRegisterFormOutput = BatchRegisterBody;
