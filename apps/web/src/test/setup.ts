import { registerAllMessages } from '../shared/i18n/allMessages';

// Components under test may show any message; in the app the store module adds the whole catalogue.
registerAllMessages();
