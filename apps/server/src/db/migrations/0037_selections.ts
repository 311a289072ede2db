import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Issue 29 §1 and issue 28 §5a: selections (评选/遴选) per session — excellent proposals, best-handling units
 * and key proposals. `proposals.is_excellent` (0003) is the flag the decision sets; `is_key`/`key_leader_id`
 * are set by the key-proposal path. A selection holds its rules (how many, the period, who votes), its
 * candidates (nominated by staff or proposed by a special committee, as staff record), the chosen voters
 * (with the time each voted), the ballots (one row per chosen candidate, naming no voter)
 * and its own event log (every nomination, vote, count, decision and publication: who and when).
 */
export const selections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('selections')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('session_id', COLUMN.id, (col) => col.notNull().references('sessions.id'))
      /** excellent_proposal | excellent_unit | key_proposal */
      .addColumn('kind', COLUMN.text, (col) => col.notNull())
      .addColumn('title', COLUMN.text, (col) => col.notNull())
      .addColumn('state', COLUMN.text, (col) => col.notNull())
      .addColumn('quota', COLUMN.int, (col) => col.notNull())
      .addColumn('votes_per_voter', COLUMN.int, (col) => col.notNull())
      .addColumn('voting_opens_at', COLUMN.time)
      .addColumn('voting_closes_at', COLUMN.time)
      /** after_period | staff_only: who sees the counts once the period ended. */
      .addColumn('results_visibility', COLUMN.text, (col) => col.notNull())
      .addColumn('decision_date', COLUMN.text)
      .addColumn('decision_note', COLUMN.text)
      .addColumn('published_at', COLUMN.time)
      .addColumn('version', COLUMN.int, (col) => col.notNull())
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addColumn('updated_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('selections_session_kind')
      .on('selections')
      .columns(['session_id', 'kind'])
      .execute();

    await db.schema
      .createTable('selection_candidates')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('selection_id', COLUMN.id, (col) => col.notNull().references('selections.id'))
      .addColumn('proposal_id', COLUMN.id, (col) => col.references('proposals.id'))
      .addColumn('unit_id', COLUMN.id, (col) => col.references('units.id'))
      /** staff | special_committee */
      .addColumn('nominated_by', COLUMN.text, (col) => col.notNull())
      .addColumn('committee_name', COLUMN.text)
      .addColumn('reason', COLUMN.text, (col) => col.notNull())
      .addColumn('chosen', COLUMN.bool, (col) => col.notNull())
      .addColumn('leader_id', COLUMN.id, (col) => col.references('users.id'))
      .addColumn('created_by', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('selection_candidates_selection')
      .on('selection_candidates')
      .column('selection_id')
      .execute();
    await db.schema
      .createIndex('selection_candidates_proposal')
      .on('selection_candidates')
      .columns(['selection_id', 'proposal_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('selection_candidates_unit')
      .on('selection_candidates')
      .columns(['selection_id', 'unit_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('selection_voters')
      .addColumn('selection_id', COLUMN.id, (col) => col.notNull().references('selections.id'))
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('voted_at', COLUMN.time)
      .addPrimaryKeyConstraint('selection_voters_pk', ['selection_id', 'user_id'])
      .execute();
    await db.schema.createIndex('selection_voters_user').on('selection_voters').column('user_id').execute();

    // A ballot line names no voter (secret ballot): `selection_voters.voted_at` is set in the same
    // transaction by a conditional UPDATE, which is what makes a second vote fail.
    await db.schema
      .createTable('selection_ballots')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('selection_id', COLUMN.id, (col) => col.notNull().references('selections.id'))
      .addColumn('candidate_id', COLUMN.id, (col) => col.notNull().references('selection_candidates.id'))
      .execute();
    await db.schema
      .createIndex('selection_ballots_candidate')
      .on('selection_ballots')
      .columns(['selection_id', 'candidate_id'])
      .execute();

    await db.schema
      .createTable('selection_events')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('selection_id', COLUMN.id, (col) => col.notNull().references('selections.id'))
      .addColumn('actor_id', COLUMN.id, (col) => col.notNull().references('users.id'))
      .addColumn('action', COLUMN.text, (col) => col.notNull())
      .addColumn('detail', COLUMN.json, (col) => col.notNull())
      .addColumn('at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('selection_events_selection')
      .on('selection_events')
      .columns(['selection_id', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('selection_events').ifExists().execute();
    await db.schema.dropTable('selection_ballots').ifExists().execute();
    await db.schema.dropTable('selection_voters').ifExists().execute();
    await db.schema.dropTable('selection_candidates').ifExists().execute();
    await db.schema.dropTable('selections').ifExists().execute();
  },
};
