import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The scrumboard app's tables (migration 0018_scrumboard). */

export interface ScrumboardBoardsTable {
  id: Id;
  name: string;
  uri: string;
  /** A colour of SCRUMBOARD_COLORS or ''. */
  color: string;
  cardCoverImages: DbBool;
  /** JSON array of { id, name, class }. */
  labels: JsonText;
  createdBy: Id;
  /** Bumped by every write to the board (its row lock orders concurrent writes). */
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ScrumboardMembersTable {
  boardId: Id;
  userId: Id;
  /** The member's own subscription to the board. */
  subscribed: DbBool;
  joinedAt: IsoTime;
}

export interface ScrumboardListsTable {
  id: Id;
  boardId: Id;
  name: string;
  position: number;
}

export interface ScrumboardCardsTable {
  id: Id;
  boardId: Id;
  listId: Id;
  position: number;
  name: string;
  description: string;
  idAttachmentCover: string;
  /** JSON arrays: user ids, label ids, attachments, subscribed user ids, checklists, activities. */
  idMembers: JsonText;
  idLabels: JsonText;
  attachments: JsonText;
  subscribers: JsonText;
  checklists: JsonText;
  activities: JsonText;
  /** YYYY-MM-DD or null. */
  due: string | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ScrumboardTables {
  scrumboardBoards: ScrumboardBoardsTable;
  scrumboardMembers: ScrumboardMembersTable;
  scrumboardLists: ScrumboardListsTable;
  scrumboardCards: ScrumboardCardsTable;
}
