import { LANGUAGES, messages } from '@cppcc/contracts';
import { i18n } from './i18n';

/**
 * The whole catalogue (workflow labels, the apps' messages) into namespace `messages`: added by the signed-in
 * app's store module before it first renders (app/storeRoot.tsx) — every page but the sign-in ones waits for
 * it — and by the unit tests' setup. Kept out of the entry, whose sign-in pages need only the core part.
 */
export function registerAllMessages(): void {
  for (const language of LANGUAGES)
    i18n.addResourceBundle(language, 'messages', messages[language], true, false);
}
