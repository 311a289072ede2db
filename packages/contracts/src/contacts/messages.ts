/** The contacts app's validation and error messages, spread into the shared catalogue (messages.ts). */
export const contactsMessages = {
  'zh-CN': {
    'contacts.phone': '请输入有效的电话号码（数字、空格、+、-、括号）',
    'contacts.birthday': '请输入有效的日期（年-月-日）',
    'contacts.readOnly': '委员会通讯录中的条目为只读，不能修改、删除或加星标',
    'contacts.notFound': '联系人不存在',
    'contacts.avatarType': '头像须为 PNG、JPG、GIF 或 WebP 图片',
    'contacts.avatarTooLarge': '头像图片不能超过 {{max}} MB',
    'contacts.badFilters': '筛选条件格式不正确：应为 [列, 条件, 内容] 的列表',
  },
  en: {
    'contacts.phone': 'Enter a valid phone number (digits, spaces, +, - and brackets).',
    'contacts.birthday': 'Enter a valid date (year-month-day).',
    'contacts.readOnly':
      'Committee directory entries are read-only: they cannot be changed, removed or starred.',
    'contacts.notFound': 'This contact does not exist.',
    'contacts.avatarType': 'The avatar must be a PNG, JPG, GIF or WebP image.',
    'contacts.avatarTooLarge': 'The avatar image may be at most {{max}} MB.',
    'contacts.badFilters': 'The filters are malformed: expected a list of [column, condition, text].',
  },
} as const;
