import {
  PROPOSAL_LIMITS,
  WORD_IMPORT_FIELDS,
  type ProposalContent,
  type WordImportField,
  type WordImportResult,
} from '@cppcc/contracts';

/** The part of the form an import can fill. */
export type ImportableContent = Pick<ProposalContent, WordImportField>;

/** One field the import found something for, with what the editor holds now. */
export interface ImportedField {
  field: WordImportField;
  value: string;
  /** The editor's field has other text: applying replaces it (asked first). */
  overwrites: boolean;
  /** Longer than the field takes: the editor shows the limit after applying. */
  tooLong: boolean;
}

/** The fields the document fills, in the editor's order; empty ones are left out (nothing to place). */
export function importedFields(result: WordImportResult, current: ImportableContent): ImportedField[] {
  return WORD_IMPORT_FIELDS.filter((field) => result[field].trim() !== '').map((field) => {
    const now = current[field].trim();
    return {
      field,
      value: result[field],
      overwrites: now !== '' && now !== result[field].trim(),
      tooLong: result[field].length > PROPOSAL_LIMITS[field],
    };
  });
}

/** What applying the chosen fields writes into the form. */
export function importPatch(
  fields: readonly ImportedField[],
  chosen: ReadonlySet<WordImportField>,
): Partial<ImportableContent> {
  return Object.fromEntries(
    fields.filter((item) => chosen.has(item.field)).map((item) => [item.field, item.value]),
  );
}

/** The chosen fields that would replace text already there: the confirmation names them. */
export function overwrittenFields(
  fields: readonly ImportedField[],
  chosen: ReadonlySet<WordImportField>,
): WordImportField[] {
  return fields.filter((item) => chosen.has(item.field) && item.overwrites).map((item) => item.field);
}

/** The text not placed, as one block a member can copy (paragraphs apart by blank lines). */
export const unplacedText = (result: WordImportResult) => result.unplaced.join('\n\n');

/**
 * The co-signers (联名人) the document names: those matched to a member go into the draft's invitation list
 * (the invite dialog opens with them), the others are listed for the member to find by hand. The member
 * writing (`selfId`) and repeated names are left out.
 */
export function importedCosigners(
  result: Pick<WordImportResult, 'proposers'>,
  selfId: string,
): { matched: { id: string; label: string }[]; unmatched: string[] } {
  const matched = new Map<string, string>();
  const unmatched = new Set<string>();
  for (const proposer of result.proposers) {
    if (proposer.role !== 'cosigner') continue;
    if (!proposer.member) unmatched.add(proposer.name);
    else if (proposer.member.id !== selfId) matched.set(proposer.member.id, proposer.member.displayName);
  }
  return { matched: [...matched].map(([id, label]) => ({ id, label })), unmatched: [...unmatched] };
}
