import { workflowSettingsSchema } from '@cppcc/contracts';

/** Codes repeated in a list, by index (every index after the first occurrence). */
export function duplicateIndexes(rows: readonly { code: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    const code = row.code.trim();
    if (code && seen.has(code)) duplicates.push(index);
    seen.add(code);
  });
  return duplicates;
}

/** The settings form: the contracts' schema plus unique codes per list and max ≥ reply period. */
export const settingsFormSchema = workflowSettingsSchema.superRefine((value, ctx) => {
  for (const list of ['replyClasses', 'categories'] as const) {
    for (const index of duplicateIndexes(value[list])) {
      ctx.addIssue({ code: 'custom', message: 'duplicateCode', path: [list, index, 'code'] });
    }
  }
  if (value.maxPeriodMonths < value.replyPeriodMonths) {
    ctx.addIssue({ code: 'custom', message: 'outOfRange', path: ['maxPeriodMonths'] });
  }
});
