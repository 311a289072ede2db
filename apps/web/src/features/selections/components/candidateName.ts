import type { SelectionCandidate } from '@cppcc/contracts';

/** A candidate as a line names it: the proposal's number and title, or the unit's name. */
export function candidateName(candidate: SelectionCandidate): string {
  if (candidate.proposal)
    return candidate.proposal.number === null
      ? candidate.proposal.title
      : `${candidate.proposal.number} ${candidate.proposal.title}`;
  return candidate.unit?.name ?? '';
}
