/** The profile page (seed 001 §2) and its tab parameter (`?tab=about`). */
export const PROFILE_PATH = '/pages/profile';
export const TAB_PARAM = 'tab';
