import type { BatchRegisterBody, BatchRegisterResult, Language } from '@cppcc/contracts';
import { AppError, describeError } from '../../http/errors';
import type { Caller } from '../auth/guard';
import type { proposalTransition } from './transition';

/** Batch 立案: each item through the one door in its own transaction; per-item results. */
export async function batchRegister(
  transition: ReturnType<typeof proposalTransition>,
  caller: Caller,
  body: BatchRegisterBody,
  language: Language,
): Promise<BatchRegisterResult> {
  const results: BatchRegisterResult['results'] = [];
  for (const item of body.items) {
    try {
      const row = await transition(
        item.id,
        'register',
        { categoryCode: item.categoryCode },
        caller,
        item.version,
      );
      results.push({
        id: item.id,
        ok: true,
        number: row.number === null ? null : Number(row.number),
        error: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, ok: false, number: null, error: describeError(error, language) });
    }
  }
  return { results };
}
