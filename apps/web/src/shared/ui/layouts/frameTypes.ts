import type { ReactNode } from 'react';

export type SidebarSide = 'left' | 'right';

/** What both page frames take (seed 001 §2 "UI demo pages"; the apps use the same frames). */
export interface PageFrameProps {
  /** The page's title row: title, breadcrumbs, actions. */
  header: ReactNode;
  /** A tab bar between the header and the content. */
  tabs?: ReactNode;
  content: ReactNode;
  leftSidebar?: ReactNode;
  rightSidebar?: ReactNode;
  /** Names of the sidebars for assistive technology (default: "左侧栏" / "右侧栏"). */
  leftSidebarLabel?: string;
  rightSidebarLabel?: string;
  /**
   * The content scrolls inside the frame while the header and tabs stay in view (the "-2" carded and
   * "-3" simple variants); otherwise the page scrolls as a whole.
   */
  innerScroll?: boolean;
  testId?: string;
}

/** Sidebar width in px, beside the content on wide screens and as a drawer on narrow ones. */
export const SIDEBAR_WIDTH = 260;
/** The shell's toolbar height: an inner-scrolling frame fills the window below it. */
export const INNER_SCROLL_HEIGHT = 'calc(100vh - 64px)';
