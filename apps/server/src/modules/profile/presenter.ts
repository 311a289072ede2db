import {
  albumCounts,
  isSafeImageUrl,
  profileAboutContentSchema,
  profileArticleSchema,
  profileMediaSchema,
  translate,
  type Language,
  type ProfileAboutContent,
  type ProfileAlbum,
  type ProfilePerson,
  type ProfilePost,
} from '@cppcc/contracts';
import { z } from 'zod';
import { fromDbJson } from '../../db/values';
import type { AlbumRow, CommentRow, PersonRow, PostRow } from './repository';

/** A stored value in both languages: `{ zh, en }`. */
const bilingual = <T extends z.ZodType>(schema: T) => z.object({ zh: schema, en: schema });
export const storedMedia = bilingual(profileMediaSchema);
export const storedArticle = bilingual(profileArticleSchema);
export const storedAlbumMedia = bilingual(z.array(profileMediaSchema));

export const pick = <T>(language: Language, value: { zh: T; en: T }): T =>
  language === 'en' ? value.en : value.zh;
const text = (language: Language, row: { messageZh: string; messageEn: string }) =>
  language === 'en' ? row.messageEn : row.messageZh;

/** An account as the profile shows it: its current name and avatar ('' when it has none to show). */
export function toPerson(row: PersonRow): ProfilePerson {
  const avatar = row.photoUrl && isSafeImageUrl(row.photoUrl) ? row.photoUrl : '';
  return { id: row.id, name: row.displayName, avatar };
}

export function toPost(
  row: PostRow,
  comments: readonly CommentRow[],
  people: ReadonlyMap<string, ProfilePerson>,
  language: Language,
): ProfilePost {
  const person = (id: string) => people.get(id) ?? { id, name: '', avatar: '' };
  return {
    id: row.id,
    type: row.type === 'article' || row.type === 'something' ? row.type : 'post',
    user: person(row.authorId),
    message: text(language, row),
    time: row.createdAt,
    like: row.likes,
    share: row.shares,
    likes: row.likes,
    shares: row.shares,
    media: row.media ? pick(language, storedMedia.parse(fromDbJson(row.media))) : null,
    article: row.article ? pick(language, storedArticle.parse(fromDbJson(row.article))) : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      user: person(comment.authorId),
      message: text(language, comment),
      time: comment.createdAt,
    })),
  };
}

export function toAlbum(row: AlbumRow, language: Language): ProfileAlbum {
  const media = pick(language, storedAlbumMedia.parse(fromDbJson(row.media)));
  return {
    id: row.id,
    name: language === 'en' ? row.nameEn : row.nameZh,
    info: translate('profile.albumInfo', language, albumCounts(media)),
    media,
  };
}

export function toAboutContent(json: string): ProfileAboutContent {
  return profileAboutContentSchema.parse(fromDbJson(json));
}
