import type { Id, IsoTime, JsonText } from './values';

/** The profile page's tables (migration 0024_profile): every row belongs to `userId`, whose profile it is. */

export interface ProfileActivitiesTable {
  id: Id;
  userId: Id;
  /** The account the activity is about. */
  actorId: Id;
  messageZh: string;
  messageEn: string;
  createdAt: IsoTime;
}

export interface ProfilePostsTable {
  id: Id;
  userId: Id;
  authorId: Id;
  /** One of PROFILE_POST_TYPES. */
  type: string;
  messageZh: string;
  messageEn: string;
  /** `{ zh: ProfileMedia, en: ProfileMedia }` or null. */
  media: JsonText | null;
  /** `{ zh: ProfileArticle, en: ProfileArticle }` or null. */
  article: JsonText | null;
  likes: number;
  shares: number;
  createdAt: IsoTime;
}

export interface ProfileCommentsTable {
  id: Id;
  postId: Id;
  userId: Id;
  authorId: Id;
  messageZh: string;
  messageEn: string;
  createdAt: IsoTime;
}

export interface ProfileAlbumsTable {
  id: Id;
  userId: Id;
  nameZh: string;
  nameEn: string;
  /** `{ zh: ProfileMedia[], en: ProfileMedia[] }`. */
  media: JsonText;
  createdAt: IsoTime;
}

export interface ProfileAboutTable {
  userId: Id;
  /** ProfileAboutContent in each language. */
  contentZh: JsonText;
  contentEn: JsonText;
  updatedAt: IsoTime;
}

export interface ProfileFriendsTable {
  userId: Id;
  friendId: Id;
  position: number;
}

export interface ProfileTables {
  profileActivities: ProfileActivitiesTable;
  profilePosts: ProfilePostsTable;
  profileComments: ProfileCommentsTable;
  profileAlbums: ProfileAlbumsTable;
  profileAbout: ProfileAboutTable;
  profileFriends: ProfileFriendsTable;
}
