import { z } from 'zod';
import { displayNameSchema, passwordSchema } from '../auth';
import { authRules, checkPasswordConfirm } from '../authRules';
import { imageUrlSchema, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../imageUrl';

/**
 * The profile page (seed 001: `/pages/profile`, GET /api/profile/timeline, /photos-videos, /about; issue 17).
 *
 * Decisions where the seed says nothing:
 * - The profile is the signed-in user's own: every call answers the caller's timeline, albums and about,
 *   stored per user (a new account has none: the page shows its empty states). Every signed-in role has one.
 * - People on it (post authors, commenters, friends) are real accounts: their current name and avatar.
 * - Texts are stored in both languages and answered in the caller's.
 * - Media are pictures (a video is shown by its preview picture); the profile's own pictures and the user's
 *   avatar are uploaded through `POST /api/profile/avatar`; the API answers their addresses signed and
 *   expiring (`?exp=…&sig=…`), and the picture route serves only such a link (issue 32).
 * - The name and avatar are saved with the existing `POST /api/auth/user/update`; the password with
 *   `POST /api/auth/change-password`: the current password is required (a wrong one is a 400 on
 *   `currentPassword`, counted by the sign-in lockout), the new one follows the registration rules, and every
 *   other session of the account ends (a stolen session must not outlive the change), the caller's goes on.
 */
export const PROFILE_PICTURE_MAX_BYTES = PICTURE_MAX_BYTES;
export const PROFILE_PICTURE_TYPES = PICTURE_TYPES;

export const PROFILE_POST_TYPES = ['post', 'article', 'something'] as const;
export type ProfilePostType = (typeof PROFILE_POST_TYPES)[number];
export const PROFILE_MEDIA_TYPES = ['photo', 'video'] as const;
export type ProfileMediaType = (typeof PROFILE_MEDIA_TYPES)[number];

export const profilePersonSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export type ProfilePerson = z.infer<typeof profilePersonSchema>;

export const profileMediaSchema = z.object({
  type: z.enum(PROFILE_MEDIA_TYPES),
  title: z.string(),
  preview: z.string(),
});
export type ProfileMedia = z.infer<typeof profileMediaSchema>;

export const profileActivitySchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

export const profileCommentSchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
});
export type ProfileComment = z.infer<typeof profileCommentSchema>;

export const profileArticleSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  excerpt: z.string(),
  media: profileMediaSchema,
});
export type ProfileArticle = z.infer<typeof profileArticleSchema>;

export const profilePostSchema = z.object({
  id: z.string(),
  type: z.enum(PROFILE_POST_TYPES),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
  /** The template's counts (issue 31 §1); `likes`/`shares` are the same figures under our names. */
  like: z.number().int(),
  share: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  media: profileMediaSchema.nullable(),
  article: profileArticleSchema.nullable(),
  comments: z.array(profileCommentSchema),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

/** GET /api/profile/timeline: the newest first. */
export const profileTimelineSchema = z.object({
  activities: z.array(profileActivitySchema),
  posts: z.array(profilePostSchema),
});
export type ProfileTimeline = z.infer<typeof profileTimelineSchema>;

export const profileAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The template's caption of the group: its photos and videos counted, in the caller's language. */
  info: z.string(),
  media: z.array(profileMediaSchema),
});
export type ProfileAlbum = z.infer<typeof profileAlbumSchema>;
/** GET /api/profile/photos-videos: the albums, newest first. */
export const profileAlbumListSchema = z.array(profileAlbumSchema);

/** What the About tab says of the user in one language (stored per language; friends are accounts). */
export const profileAboutContentSchema = z.object({
  general: z.object({
    gender: z.string(),
    /** YYYY-MM-DD */
    birthday: z.string(),
    locations: z.array(z.string()),
    about: z.string(),
  }),
  work: z.object({
    occupation: z.string(),
    skills: z.string(),
    jobs: z.array(z.object({ company: z.string(), date: z.string() })),
  }),
  contact: z.object({
    address: z.string(),
    tel: z.array(z.string()),
    websites: z.array(z.string()),
    emails: z.array(z.string()),
  }),
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), category: z.string(), members: z.number().int() }),
  ),
});
export type ProfileAboutContent = z.infer<typeof profileAboutContentSchema>;

/**
 * GET /api/profile/about: the seed's `general`, `work`, `contact`, `groups`, `friends` at the top level
 * (issue 31 §1); `written` is false (and the sections empty) for a user who has not written it yet.
 */
export const profileAboutSchema = profileAboutContentSchema.extend({
  written: z.boolean(),
  friends: z.array(profilePersonSchema),
});
export type ProfileAbout = z.infer<typeof profileAboutSchema>;
/** The sections of an About not written yet. */
export const EMPTY_PROFILE_ABOUT: ProfileAboutContent = {
  general: { gender: '', birthday: '', locations: [], about: '' },
  work: { occupation: '', skills: '', jobs: [] },
  contact: { address: '', tel: [], websites: [], emails: [] },
  groups: [],
};

/** Counts an album's photos and videos (its `info` caption). */
export function albumCounts(media: readonly { type: ProfileMediaType }[]): {
  photos: number;
  videos: number;
} {
  const videos = media.filter((item) => item.type === 'video').length;
  return { photos: media.length - videos, videos };
}

export const profilePictureSchema = z.object({ id: z.string(), url: z.string() });
export type ProfilePicture = z.infer<typeof profilePictureSchema>;
export const profilePictureParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** POST /api/auth/change-password. The confirmation is checked on both sides (the form shows it). */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'validation.passwordRequired' }).check(
      z.superRefine((value, context) => {
        const message = authRules.loginPassword(value);
        if (message) context.addIssue({ code: 'custom', message, input: value });
      }),
    ),
    password: passwordSchema,
    passwordConfirm: z.string({ error: 'validation.passwordRequired' }),
  })
  .superRefine((body, context) => {
    const mismatch = checkPasswordConfirm(body.password, body.passwordConfirm);
    if (mismatch) context.addIssue({ code: 'custom', message: mismatch, path: ['passwordConfirm'] });
    if (body.password.length > 0 && body.password === body.currentPassword)
      context.addIssue({ code: 'custom', message: 'profile.passwordUnchanged', path: ['password'] });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The profile's own name and avatar form: what POST /api/auth/user/update checks of them. */
export const ownProfileSchema = z.object({
  displayName: displayNameSchema,
  photoURL: imageUrlSchema.nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
