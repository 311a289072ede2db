import type { Kysely, Migration } from 'kysely';
import { COLUMN } from '../values';

/**
 * Hosted identity providers (issue 19). `user_identities` links a provider's subject (issuer + sub) to a
 * local user: one subject is one user, and a user may hold several. `oidc_logins` keeps each started
 * authorization-code flow's state (hashed), nonce and PKCE verifier until /callback uses it once.
 */
export const identities: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_identities')
      .addColumn('id', COLUMN.id, (col) => col.primaryKey())
      .addColumn('user_id', COLUMN.id, (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issuer', COLUMN.text, (col) => col.notNull())
      .addColumn('subject', COLUMN.text, (col) => col.notNull())
      .addColumn('created_at', COLUMN.time, (col) => col.notNull())
      .addUniqueConstraint('user_identities_issuer_subject', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();
    await db.schema
      .createTable('oidc_logins')
      .addColumn('state_hash', COLUMN.text, (col) => col.primaryKey())
      .addColumn('nonce', COLUMN.text, (col) => col.notNull())
      .addColumn('code_verifier', COLUMN.text, (col) => col.notNull())
      .addColumn('redirect_uri', COLUMN.text, (col) => col.notNull())
      .addColumn('expires_at', COLUMN.time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('oidc_logins_expires').on('oidc_logins').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oidc_logins').execute();
    await db.schema.dropTable('user_identities').execute();
  },
};
