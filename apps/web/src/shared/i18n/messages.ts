import { coreMessages } from '@cppcc/contracts';
import type { I18nBundle } from './bundle';

/**
 * The contracts catalogue as namespace `messages`: zod schemas carry keys such as `validation.phone`, and
 * `t('messages:validation.phone')` shows them. Keys contain dots, hence `keySeparator: false` in i18n.ts.
 * The entry carries the core part only (the sign-in pages' first-load budget); allMessages.ts adds the rest.
 */
export const messagesBundle: I18nBundle = { namespace: 'messages', resources: coreMessages };
