/** The mail app's validation and error messages (spread into the shared catalogue, messages.ts). */
export const mailMessages = {
  'zh-CN': {
    'mail.recipientRequired': '请至少选择一位收件人',
    'mail.recipientUnknown': '收件人不存在或没有电子邮箱',
    'mail.notFound': '邮件不存在',
    'mail.nothingToChange': '请说明要修改的内容（已读、星标或重要）',
    'mail.oneView': '文件夹、标签和筛选只能选择其一',
    'mail.folderNotAllowed': '邮件不能移到该文件夹',
    'mail.notInTrash': '只能彻底删除“已删除”文件夹中的邮件',
    'mail.notDraft': '该邮件不是您的草稿',
    'mail.attachmentUnknown': '附件不存在或不是您上传的',
    'mail.fileType': '附件仅支持 PDF、Word、Excel 和图片格式',
  },
  en: {
    'mail.recipientRequired': 'Choose at least one recipient.',
    'mail.recipientUnknown': 'A recipient does not exist or has no e-mail address.',
    'mail.notFound': 'This mail does not exist.',
    'mail.nothingToChange': 'Say what to change (read, starred or important).',
    'mail.oneView': 'Choose a folder, a label or a filter, not several.',
    'mail.folderNotAllowed': 'The mail cannot be moved to this folder.',
    'mail.notInTrash': 'Only mail in the Trash can be deleted for good.',
    'mail.notDraft': 'This mail is not one of your drafts.',
    'mail.attachmentUnknown': 'An attachment does not exist or was not uploaded by you.',
    'mail.fileType': 'Attachments may be PDF, Word, Excel or image files.',
  },
} as const;
