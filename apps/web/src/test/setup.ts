import { registerAllMessages } from '../shared/i18n/allMessages';
import { i18n } from '../shared/i18n/i18n';

// Components under test may show any message; in the app the store module adds the whole catalogue.
registerAllMessages();

// Test files share a worker's modules and document (isolate: false): each starts from the app's first state,
// in Chinese with empty storage, whatever the file before it left.
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
await i18n.changeLanguage('zh-CN');
