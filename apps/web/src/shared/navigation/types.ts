import type { AuthList, Language } from '@cppcc/contracts';

/** Seed 000 §3 navigation item; titles carry both languages so the tree is plain data. */
export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';
export type LocalizedText = Record<Language, string>;

export interface NavBadge {
  title: string;
  /** Background and text colours (CSS). */
  bg?: string;
  fg?: string;
}

export interface NavItem {
  id: string;
  type: NavItemType;
  title?: LocalizedText;
  subtitle?: LocalizedText;
  /** Name of an icon in `navIcons` (shell/navigation/icons.tsx). */
  icon?: string;
  url?: string;
  /** Active only on this exact path (otherwise also on its sub-paths). */
  exact?: boolean;
  /** Links open in a new window by default. */
  target?: '_blank' | '_self';
  badge?: NavBadge;
  auth?: AuthList;
  children?: NavItem[];
}
