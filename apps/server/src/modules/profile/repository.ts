import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ProfileAboutTable,
  ProfileActivitiesTable,
  ProfileAlbumsTable,
  ProfileCommentsTable,
  ProfilePostsTable,
} from '../../db/schema-profile';

export type ActivityRow = Selectable<ProfileActivitiesTable>;
export type PostRow = Selectable<ProfilePostsTable>;
export type CommentRow = Selectable<ProfileCommentsTable>;
export type AlbumRow = Selectable<ProfileAlbumsTable>;
export type AboutRow = Selectable<ProfileAboutTable>;
export interface PersonRow {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

// Every read is by the profile's owner: one user's profile is never another's.

export const listActivities = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('profileActivities')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

export const listPosts = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('profilePosts')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

export const listComments = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('profileComments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const listAlbums = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('profileAlbums')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

export const findAbout = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('profileAbout').selectAll().where('userId', '=', userId).executeTakeFirst();

export const listFriends = (db: Kysely<DB>, userId: string): Promise<PersonRow[]> =>
  db
    .selectFrom('profileFriends')
    .innerJoin('users', 'users.id', 'profileFriends.friendId')
    .select(['users.id', 'users.displayName', 'users.photoUrl'])
    .where('profileFriends.userId', '=', userId)
    .orderBy('profileFriends.position')
    .execute();

export async function peopleByIds(db: Kysely<DB>, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'displayName', 'photoUrl']).where('id', 'in', ids).execute();
}

export async function insertActivity(db: Kysely<DB>, row: Insertable<ProfileActivitiesTable>) {
  await db.insertInto('profileActivities').values(row).execute();
}

export async function insertPost(db: Kysely<DB>, row: Insertable<ProfilePostsTable>) {
  await db.insertInto('profilePosts').values(row).execute();
}

export async function insertComment(db: Kysely<DB>, row: Insertable<ProfileCommentsTable>) {
  await db.insertInto('profileComments').values(row).execute();
}

export async function insertAlbum(db: Kysely<DB>, row: Insertable<ProfileAlbumsTable>) {
  await db.insertInto('profileAlbums').values(row).execute();
}

export async function saveAbout(db: Kysely<DB>, row: Insertable<ProfileAboutTable>) {
  await db
    .insertInto('profileAbout')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({
        contentZh: row.contentZh,
        contentEn: row.contentEn,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

/** The friend goes last; adding one twice changes nothing. */
export async function insertFriend(db: Kysely<DB>, userId: string, friendId: string) {
  const count = await db
    .selectFrom('profileFriends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profileFriends')
    .values({ userId, friendId, position: Number(count.n) })
    .onConflict((conflict) => conflict.columns(['userId', 'friendId']).doNothing())
    .execute();
}
