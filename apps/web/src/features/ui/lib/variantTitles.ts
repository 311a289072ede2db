import type { LocalizedText } from '../../../shared/navigation/types';
import type { CardedVariant, SimpleVariant } from '../paths';

/** Each variant's name in both languages, for the navigation and the page header alike. */
export const VARIANT_TITLES: Record<CardedVariant | SimpleVariant, LocalizedText> = {
  'full-width': { 'zh-CN': '全宽', en: 'Full width' },
  'full-width-tabbed': { 'zh-CN': '全宽（带标签页）', en: 'Full width, tabbed' },
  'full-width-2': { 'zh-CN': '全宽（内部滚动）', en: 'Full width 2 (inner scroll)' },
  'full-width-2-tabbed': { 'zh-CN': '全宽（内部滚动、带标签页）', en: 'Full width 2, tabbed' },
  'left-sidebar': { 'zh-CN': '左侧栏', en: 'Left sidebar' },
  'left-sidebar-tabbed': { 'zh-CN': '左侧栏（带标签页）', en: 'Left sidebar, tabbed' },
  'left-sidebar-2': { 'zh-CN': '左侧栏 2', en: 'Left sidebar 2' },
  'left-sidebar-2-tabbed': { 'zh-CN': '左侧栏 2（带标签页）', en: 'Left sidebar 2, tabbed' },
  'left-sidebar-3': { 'zh-CN': '左侧栏 3', en: 'Left sidebar 3' },
  'right-sidebar': { 'zh-CN': '右侧栏', en: 'Right sidebar' },
  'right-sidebar-tabbed': { 'zh-CN': '右侧栏（带标签页）', en: 'Right sidebar, tabbed' },
  'right-sidebar-2': { 'zh-CN': '右侧栏 2', en: 'Right sidebar 2' },
  'right-sidebar-2-tabbed': { 'zh-CN': '右侧栏 2（带标签页）', en: 'Right sidebar 2, tabbed' },
  'right-sidebar-3': { 'zh-CN': '右侧栏 3', en: 'Right sidebar 3' },
  tabbed: { 'zh-CN': '带标签页', en: 'Tabbed' },
};
