import { coreMessages } from '@cppcc/contracts';
import type { I18nBundle } from './bundle';

/**
 * The contracts catalogue as namespace `messages`: zod schemas carry keys such as `validation.phone`, and
 * `t('messages:validation.phone')` shows them. Keys contain dots, hence `keySeparator: false` in i18n.ts.
 * The entry carries the core part only (the sign-in pages' first-load budget), one language at a time, built
 * from this same catalogue (`virtual:cppcc-core/<language>`, i18n.ts); allMessages.ts adds the rest. This
 * two-language bundle is for tests (`renderStatic`, the bundles' completeness).
 */
export const messagesBundle: I18nBundle = { namespace: 'messages', resources: coreMessages };
