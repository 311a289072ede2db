import {
  EMPTY_PROFILE_ABOUT,
  type Language,
  type ProfileAbout,
  type ProfileAboutContent,
  type ProfileAlbum,
  type ProfileMediaType,
  type ProfilePostType,
  type ProfileTimeline,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso, toDbJson, type Clock } from '../../db/values';
import {
  storedAlbumMedia,
  storedArticle,
  storedMedia,
  toAboutContent,
  toAlbum,
  toPerson,
  toPost,
} from './presenter';
import {
  findAbout,
  insertActivity,
  insertAlbum,
  insertComment,
  insertFriend,
  insertPost,
  listActivities,
  listAlbums,
  listComments,
  listFriends,
  listPosts,
  peopleByIds,
  saveAbout,
} from './repository';

/** A text in both languages, Chinese first. */
export interface Bilingual {
  zh: string;
  en: string;
}
export interface NewMedia {
  type: ProfileMediaType;
  title: Bilingual;
  /** The picture's address (an uploaded profile picture). */
  preview: string;
}
export interface NewPost {
  authorId: string;
  type: ProfilePostType;
  message: Bilingual;
  media?: NewMedia;
  article?: { title: Bilingual; subtitle: Bilingual; excerpt: Bilingual; media: NewMedia };
  likes: number;
  shares: number;
  comments?: readonly { authorId: string; message: Bilingual }[];
}

const inLanguage = (media: NewMedia, language: 'zh' | 'en') => ({
  type: media.type,
  title: media.title[language],
  preview: media.preview,
});

/** The signed-in user's own profile: read in the caller's language, written by the demo seed. */
export function profileService(db: Kysely<DB>, { now = nowIso }: { now?: Clock } = {}) {
  return {
    async timeline(userId: string, language: Language): Promise<ProfileTimeline> {
      const [activities, posts, comments] = await Promise.all([
        listActivities(db, userId),
        listPosts(db, userId),
        listComments(db, userId),
      ]);
      const ids = new Set([
        ...activities.map((row) => row.actorId),
        ...posts.map((row) => row.authorId),
        ...comments.map((row) => row.authorId),
      ]);
      const people = new Map((await peopleByIds(db, [...ids])).map((row) => [row.id, toPerson(row)]));
      return {
        activities: activities.map((row) => ({
          id: row.id,
          user: people.get(row.actorId) ?? { id: row.actorId, name: '', avatar: '' },
          message: language === 'en' ? row.messageEn : row.messageZh,
          time: row.createdAt,
        })),
        posts: posts.map((row) =>
          toPost(
            row,
            comments.filter((comment) => comment.postId === row.id),
            people,
            language,
          ),
        ),
      };
    },

    async photosVideos(userId: string, language: Language): Promise<ProfileAlbum[]> {
      return (await listAlbums(db, userId)).map((row) => toAlbum(row, language));
    },

    async about(userId: string, language: Language): Promise<ProfileAbout> {
      const [row, friends] = await Promise.all([findAbout(db, userId), listFriends(db, userId)]);
      const content = row ? toAboutContent(language === 'en' ? row.contentEn : row.contentZh) : null;
      return {
        ...(content ?? EMPTY_PROFILE_ABOUT),
        written: content !== null,
        friends: friends.map(toPerson),
      };
    },

    async addActivity(userId: string, actorId: string, message: Bilingual): Promise<void> {
      await insertActivity(db, {
        id: newId(),
        userId,
        actorId,
        messageZh: message.zh,
        messageEn: message.en,
        createdAt: now(),
      });
    },

    /** A post on the user's timeline with its comments (written a moment after it, in order). */
    async addPost(userId: string, post: NewPost): Promise<string> {
      const id = newId();
      const media = post.media && { zh: inLanguage(post.media, 'zh'), en: inLanguage(post.media, 'en') };
      const article = post.article && {
        zh: {
          title: post.article.title.zh,
          subtitle: post.article.subtitle.zh,
          excerpt: post.article.excerpt.zh,
          media: inLanguage(post.article.media, 'zh'),
        },
        en: {
          title: post.article.title.en,
          subtitle: post.article.subtitle.en,
          excerpt: post.article.excerpt.en,
          media: inLanguage(post.article.media, 'en'),
        },
      };
      await insertPost(db, {
        id,
        userId,
        authorId: post.authorId,
        type: post.type,
        messageZh: post.message.zh,
        messageEn: post.message.en,
        media: media ? toDbJson(storedMedia.parse(media)) : null,
        article: article ? toDbJson(storedArticle.parse(article)) : null,
        likes: post.likes,
        shares: post.shares,
        createdAt: now(),
      });
      for (const comment of post.comments ?? [])
        await insertComment(db, {
          id: newId(),
          postId: id,
          userId,
          authorId: comment.authorId,
          messageZh: comment.message.zh,
          messageEn: comment.message.en,
          createdAt: now(),
        });
      return id;
    },

    async addAlbum(userId: string, name: Bilingual, media: readonly NewMedia[]): Promise<string> {
      const id = newId();
      const stored = storedAlbumMedia.parse({
        zh: media.map((item) => inLanguage(item, 'zh')),
        en: media.map((item) => inLanguage(item, 'en')),
      });
      await insertAlbum(db, {
        id,
        userId,
        nameZh: name.zh,
        nameEn: name.en,
        media: toDbJson(stored),
        createdAt: now(),
      });
      return id;
    },

    async setAbout(userId: string, content: { zh: ProfileAboutContent; en: ProfileAboutContent }) {
      await saveAbout(db, {
        userId,
        contentZh: toDbJson(content.zh),
        contentEn: toDbJson(content.en),
        updatedAt: now(),
      });
    },

    async addFriend(userId: string, friendId: string): Promise<void> {
      if (friendId !== userId) await insertFriend(db, userId, friendId);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
