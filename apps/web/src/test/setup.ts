import { LANGUAGES, messages } from '@cppcc/contracts';
import { commonBundle } from '../shared/i18n/common';
import { i18n } from '../shared/i18n/i18n';

// Components under test may show any message, in either language; the app loads its language's core texts
// and catalogue on demand (shared/i18n/i18n.ts, allMessages.ts).
for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'common', { ...commonBundle.resources[language] }, true, false);
  i18n.addResourceBundle(language, 'messages', messages[language], true, false);
}

// Test files share a worker's modules and document (isolate: false): each starts from the app's first state,
// in Chinese with empty storage, whatever the file before it left.
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
await i18n.changeLanguage('zh-CN');
