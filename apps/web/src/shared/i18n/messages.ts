import { messages } from '@cppcc/contracts';
import type { I18nBundle } from './bundle';

/**
 * The contracts catalogue as namespace `messages`: zod schemas carry keys such as `validation.phone`, and
 * `t('messages:validation.phone')` shows them. Keys contain dots, hence `keySeparator: false` in i18n.ts.
 */
export const messagesBundle: I18nBundle = { namespace: 'messages', resources: messages };
