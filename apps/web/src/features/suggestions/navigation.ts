import { authRoles } from '@cppcc/contracts';
import type { NavItem } from '../../shared/navigation/types';
import { SUGGESTION_REPLAY_PATH } from './paths';

export const suggestionReplayNavigation: NavItem = {
  id: 'admin-suggestion-replay',
  type: 'item',
  title: { 'zh-CN': '推荐准确率回放', en: 'Suggestion replay' },
  icon: 'analytics',
  url: SUGGESTION_REPLAY_PATH,
  auth: authRoles.admin,
};
