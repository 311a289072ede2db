import type { Id, IsoTime, JsonText } from './values';

/** The clue collection's tables (migration 0027_clues). */

export interface ClueCampaignsTable {
  id: Id;
  title: string;
  /** YYYY-MM-DD, Beijing dates, both days included. */
  startsOn: string;
  endsOn: string;
  /** string[] */
  topics: JsonText;
  closedAt: IsoTime | null;
  createdBy: Id;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface CluesTable {
  id: Id;
  campaignId: Id | null;
  title: string;
  situation: string;
  suggestion: string;
  categoryCode: string;
  /** string[] */
  tags: JsonText;
  contactName: string | null;
  phone: string;
  trackingCode: string;
  linkOrigin: string;
  /** One of CLUE_STATES. */
  state: string;
  mergedIntoId: Id | null;
  declineReason: string | null;
  decidedAt: IsoTime | null;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ClueEventsTable {
  id: Id;
  clueId: Id;
  action: string;
  fromState: string | null;
  toState: string;
  actorId: Id | null;
  comment: string | null;
  createdAt: IsoTime;
}

export interface ClueAdoptionsTable {
  clueId: Id;
  memberId: Id;
  proposalId: Id;
  createdAt: IsoTime;
  replyNotifiedAt: IsoTime | null;
}

/** A picture sent with a clue (migration 0033): the clue's, not a user's. */
export interface CluePicturesTable {
  id: Id;
  clueId: Id;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdAt: IsoTime;
}

/** A clue's 查重 fingerprint (0033; kept by triggers, read only): sorted bigram integers, big-endian. */
export interface ClueFingerprintsTable {
  clueId: Id;
  grams: Uint8Array;
}

/** The clue library's stamp (0046; one row, moved by triggers on every write of a clue, read only). */
export interface ClueLibraryStampsTable {
  id: number;
  generation: string;
  n: string | number;
  tx: string | number;
}

export interface ClueTables {
  clueCampaigns: ClueCampaignsTable;
  clues: CluesTable;
  clueEvents: ClueEventsTable;
  clueAdoptions: ClueAdoptionsTable;
  cluePictures: CluePicturesTable;
  clueFingerprints: ClueFingerprintsTable;
  clueLibraryStamps: ClueLibraryStampsTable;
}
