import type { Language } from '../messages';

/** The chat profile's validation texts, spread into the shared catalogue (messages.ts, messages-en.ts). */
export const chatMessages = {
  'zh-CN': {
    'chat.nameRequired': '请输入姓名',
  },
  en: {
    'chat.nameRequired': 'Enter a name',
  },
} as const satisfies Record<Language, Record<string, string>>;
