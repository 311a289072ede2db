/** The UI demo pages' routes (seed 001 §2 "UI demo pages"), variant names exactly as the seed spells them. */
export const CARDED_VARIANTS = [
  'full-width',
  'full-width-tabbed',
  'full-width-2',
  'full-width-2-tabbed',
  'left-sidebar',
  'left-sidebar-tabbed',
  'left-sidebar-2',
  'left-sidebar-2-tabbed',
  'right-sidebar',
  'right-sidebar-tabbed',
  'right-sidebar-2',
  'right-sidebar-2-tabbed',
] as const;
export type CardedVariant = (typeof CARDED_VARIANTS)[number];

export const SIMPLE_VARIANTS = [
  'full-width',
  'left-sidebar',
  'left-sidebar-2',
  'left-sidebar-3',
  'right-sidebar',
  'right-sidebar-2',
  'right-sidebar-3',
  'tabbed',
] as const;
export type SimpleVariant = (typeof SIMPLE_VARIANTS)[number];

export const cardedPath = (variant: CardedVariant) => `/ui/page-layouts/carded/${variant}`;
export const simplePath = (variant: SimpleVariant) => `/ui/page-layouts/simple/${variant}`;
export const BLANK_PATH = '/ui/page-layouts/blank';
export const ICONS_PATH = '/ui/icons';
export const TYPOGRAPHY_PATH = '/ui/typography';
export const HELPER_CLASSES_PATH = '/ui/helper-classes';
