import type { MessageKey, ProposalContent } from '@cppcc/contracts';
import { toDbJson } from '../../db/values';
import { blank } from './context';
import type { ProposalRow } from './repository';

/** Which content fields a submission still lacks (field → message key). */
export function missingContent(
  row: Pick<ProposalRow, 'title' | 'analysis' | 'suggestions' | 'categoryCode' | 'kind' | 'collectiveBody'>,
): Record<string, MessageKey> {
  const missing: Record<string, MessageKey> = {};
  if (blank(row.title)) missing.title = 'proposal.titleRequired';
  if (blank(row.analysis)) missing.analysis = 'proposal.analysisRequired';
  if (blank(row.suggestions)) missing.suggestions = 'proposal.suggestionsRequired';
  if (blank(row.categoryCode)) missing.categoryCode = 'proposal.categoryRequired';
  if (row.kind === 'collective' && blank(row.collectiveBody))
    missing.collectiveBody = 'proposal.collectiveBodyRequired';
  return missing;
}

/** The label of each content field, named in the "content incomplete" message. */
export const CONTENT_LABEL: Record<string, MessageKey> = {
  title: 'proposal.label.title',
  analysis: 'proposal.label.analysis',
  suggestions: 'proposal.label.suggestions',
  categoryCode: 'proposal.label.category',
  collectiveBody: 'proposal.label.collectiveBody',
};

/** The row fields an edit of the content sets (only the fields sent). */
export function contentPatch(input: Partial<ProposalContent>): Partial<ProposalRow> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.analysis !== undefined && { analysis: input.analysis }),
    ...(input.suggestions !== undefined && { suggestions: input.suggestions }),
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.collectiveBody !== undefined && { collectiveBody: input.collectiveBody || null }),
    ...(input.categoryCode !== undefined && { categoryCode: input.categoryCode || null }),
    ...(input.suggestedUnitIds !== undefined && {
      suggestedUnitIds: toDbJson([...new Set(input.suggestedUnitIds)]),
    }),
    ...(input.publicity !== undefined && { publicity: input.publicity }),
    ...(input.privateReason !== undefined && { privateReason: input.privateReason || null }),
    ...(input.contactName !== undefined && { contactName: input.contactName }),
    ...(input.contactPhone !== undefined && { contactPhone: input.contactPhone }),
    ...(input.contactAddress !== undefined && { contactAddress: input.contactAddress }),
    ...(input.topicId !== undefined && { topicId: input.topicId || null }),
  };
}
