import type { DbBool, Id, IsoTime, JsonText } from './values';

/** Selections 评选/遴选 (migration 0037; issue 29 §1, issue 28 §5a). */
export interface SelectionsTable {
  id: Id;
  sessionId: Id;
  /** SELECTION_KINDS: excellent_proposal | excellent_unit | key_proposal. */
  kind: string;
  title: string;
  /** SELECTION_STATES. */
  state: string;
  /** How many are to be chosen. */
  quota: number;
  /** How many candidates one ballot may name (≤ quota). */
  votesPerVoter: number;
  votingOpensAt: IsoTime | null;
  votingClosesAt: IsoTime | null;
  /** after_period | staff_only */
  resultsVisibility: string;
  /** The committee meeting's date (YYYY-MM-DD). */
  decisionDate: string | null;
  decisionNote: string | null;
  publishedAt: IsoTime | null;
  version: number;
  createdBy: Id;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface SelectionCandidatesTable {
  id: Id;
  selectionId: Id;
  proposalId: Id | null;
  unitId: Id | null;
  /** staff | special_committee */
  nominatedBy: string;
  committeeName: string | null;
  reason: string;
  chosen: DbBool;
  /** Key proposals: the leader the decision assigns. */
  leaderId: Id | null;
  createdBy: Id;
  createdAt: IsoTime;
}

export interface SelectionVotersTable {
  selectionId: Id;
  userId: Id;
  votedAt: IsoTime | null;
}

/** One line per candidate a ballot names; no voter (secret ballot). */
export interface SelectionBallotsTable {
  id: Id;
  selectionId: Id;
  candidateId: Id;
}

export interface SelectionEventsTable {
  id: Id;
  selectionId: Id;
  actorId: Id;
  action: string;
  detail: JsonText;
  at: IsoTime;
}

export interface SelectionTables {
  selections: SelectionsTable;
  selectionCandidates: SelectionCandidatesTable;
  selectionVoters: SelectionVotersTable;
  selectionBallots: SelectionBallotsTable;
  selectionEvents: SelectionEventsTable;
}
