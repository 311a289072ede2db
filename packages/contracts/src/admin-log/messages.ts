import { labelMessages } from '../labelMessages';
import { ADMIN_LOG_ACTION_LABELS, ADMIN_LOG_TARGET_LABELS, SIGN_IN_METHOD_LABELS } from './actions';

/** The audit log's messages and labels, spread into the shared catalogue (messages-all.ts). */
export const adminLogMessages = {
  'zh-CN': {
    'adminLog.retentionDays': '保留天数须为 30 到 3650 之间的整数',
    ...labelMessages('adminLogAction', ADMIN_LOG_ACTION_LABELS, 'zh-CN'),
    ...labelMessages('adminLogTarget', ADMIN_LOG_TARGET_LABELS, 'zh-CN'),
    ...labelMessages('signInMethod', SIGN_IN_METHOD_LABELS, 'zh-CN'),
  },
  en: {
    'adminLog.retentionDays': 'The retention must be a whole number of days from 30 to 3650.',
    ...labelMessages('adminLogAction', ADMIN_LOG_ACTION_LABELS, 'en'),
    ...labelMessages('adminLogTarget', ADMIN_LOG_TARGET_LABELS, 'en'),
    ...labelMessages('signInMethod', SIGN_IN_METHOD_LABELS, 'en'),
  },
} as const;
