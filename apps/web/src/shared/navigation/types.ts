import type { AuthList, Language } from '@cppcc/contracts';
import type { ComponentType, ReactNode } from 'react';

/** Seed 000 §3 navigation item; titles carry both languages so the tree is plain data. */
export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';
export type LocalizedText = Record<Language, string>;

export interface NavBadge {
  title: string;
  /** Background and text colours (CSS). */
  bg?: string;
  fg?: string;
}

/**
 * A badge that changes while the page is open (an unread count): a component the shell loads on demand and
 * renders beside the entry; it calls `render` with the badge to show, or renders nothing.
 */
export interface LiveBadgeProps {
  render: (badge: NavBadge) => ReactNode;
}
export type LiveBadgeLoader = () => Promise<{ default: ComponentType<LiveBadgeProps> }>;

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
  liveBadge?: LiveBadgeLoader;
  auth?: AuthList;
  children?: NavItem[];
}
