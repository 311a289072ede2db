import type {
  ChangePasswordBody,
  Language,
  ProfileAbout,
  ProfileAlbum,
  ProfilePicture,
  ProfileTimeline,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { uploadWithProgress } from '../../shared/lib/upload';

/**
 * The profile page's calls (seed 001 §7). The server answers in the request's language, so each read takes
 * the language on screen as its key: switching language loads the other texts. The name and avatar are
 * written through the session (lib/saveOwnProfile.ts), so the shell's user menu shows them at once.
 */
export const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    profileTimeline: build.query<ProfileTimeline, Language>({
      query: () => '/profile/timeline',
      providesTags: ['Profile'],
    }),
    profilePhotosVideos: build.query<ProfileAlbum[], Language>({ query: () => '/profile/photos-videos' }),
    profileAbout: build.query<ProfileAbout, Language>({
      query: () => '/profile/about',
      providesTags: ['Profile'],
    }),
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useProfileTimelineQuery,
  useProfilePhotosVideosQuery,
  useProfileAboutQuery,
  useChangePasswordMutation,
} = profileApi;

/** Uploads an avatar (checked by the server: an image, at most 2 MB); resolves with its address. */
export const uploadProfileAvatar = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<ProfilePicture>('POST', '/profile/avatar', file, onProgress);
