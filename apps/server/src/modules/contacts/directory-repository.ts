import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every account, with what the committee directory shows of it (the service keeps active members). */
export function directoryUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'displayName', 'photoUrl', 'email', 'phone', 'roles', 'memberProfile', 'disabled'])
    .execute();
}

/** Every unit with its liaison, by name. */
export function directoryUnits(db: Kysely<DB>) {
  return db
    .selectFrom('units')
    .select(['id', 'name', 'type', 'contactName', 'contactPhone'])
    .orderBy('name')
    .execute();
}
