/** The profile's tabs, in the template's order; the first is shown without a `?tab=`. */
export const PROFILE_TABS = ['timeline', 'about', 'photos-videos'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a `?tab=` value names; anything else is the timeline. */
export function tabOf(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'timeline';
}
