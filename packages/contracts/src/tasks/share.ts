import type { Language } from '../messages';
import type { HandlingMode } from '../workflow/proposal';
import type { TaskRole } from '../workflow/task';

/** A unit's share of a proposal as the unit calls it (the task lists' 承办方式 column). */
export const TASK_SHARE_LABELS = {
  single: { 'zh-CN': '单办', en: 'Sole unit' },
  lead: { 'zh-CN': '主办', en: 'Lead unit' },
  co: { 'zh-CN': '协办', en: 'Co-unit' },
  separate: { 'zh-CN': '分办', en: 'Separate' },
} as const satisfies Record<string, Record<Language, string>>;

/** 单办 for the only unit, 分办 for one of several replying units, 主办/协办 in 会办. */
export function taskShare(role: TaskRole, mode: HandlingMode | null): keyof typeof TASK_SHARE_LABELS {
  if (role === 'co' || role === 'separate') return role;
  return mode === 'single' ? 'single' : 'lead';
}
