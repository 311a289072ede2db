import { SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * SQLite, a common search term's page by title (issue 33 §2): walked along this index, each row's text
 * tested until the page is full (modules/proposals/list-repository.ts's textScanPays), where without an
 * index on the title SQLite read every row and sorted the matches — 一 by title at 100,000: 105–150 ms a
 * page, walked 0.2–0.5 ms (bench/RESULTS.md). The title alone (ties are sorted by id in their group): 7.2 MB
 * at 100,000, one more entry per proposal written, moved only when a title changes — an edit of a draft,
 * rare beside the searches. PostgreSQL walks its search by substring already and sorts a title page from
 * the gram index's matches; it gets no index here, so its plans stay as they are.
 */
export const searchTitleWalk: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    await db.schema.createIndex('proposals_title').on('proposals').column('title').ifNotExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('proposals_title').ifExists().execute();
  },
};
