import { defineBundle } from '../../i18n/bundle';

/** Texts of the page frames (CardedPage, SimplePage): the buttons that open a folded sidebar. */
export const pageLayoutsBundle = defineBundle('pageLayouts', {
  'zh-CN': {
    showLeftSidebar: '显示左侧栏',
    showRightSidebar: '显示右侧栏',
    leftSidebar: '左侧栏',
    rightSidebar: '右侧栏',
  },
  en: {
    showLeftSidebar: 'Show left sidebar',
    showRightSidebar: 'Show right sidebar',
    leftSidebar: 'Left sidebar',
    rightSidebar: 'Right sidebar',
  },
});
