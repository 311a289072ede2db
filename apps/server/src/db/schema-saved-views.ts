import type { DbBool, Id, IsoTime, JsonText } from './values';

/** A person's saved view of a list (migration 0041_saved_views). */
export interface SavedViewsTable {
  id: Id;
  ownerId: Id;
  /** One of LIST_IDS (contracts/lists). */
  listId: string;
  name: string;
  /** JSON object: the list's URL search params. */
  params: JsonText;
  /** JSON array of column ids, in order ([] = the list's defaults). */
  columns: JsonText;
  /** Shared with all staff. */
  shared: DbBool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** Each person's default view per list. */
export interface SavedViewDefaultsTable {
  userId: Id;
  listId: string;
  viewId: Id;
}

export interface SavedViewTables {
  savedViews: SavedViewsTable;
  savedViewDefaults: SavedViewDefaultsTable;
}
