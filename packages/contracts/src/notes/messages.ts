/** The notes app's validation and error messages, spread into the shared catalogue (messages.ts). */
export const notesMessages = {
  'zh-CN': {
    'notes.empty': '请至少填写标题、内容、清单或图片中的一项',
    'notes.reminder': '请输入有效的提醒时间',
    'notes.notFound': '便签不存在',
    'notes.labelUnknown': '所选标签不存在',
    'notes.labelTaken': '标签名称重复',
    'notes.imageType': '图片须为 PNG、JPG、GIF 或 WebP 格式',
    'notes.imageTooLarge': '图片不能超过 {{max}} MB',
  },
  en: {
    'notes.empty': 'Give the note a title, a text, a checklist item or a picture.',
    'notes.reminder': 'Enter a valid reminder date and time.',
    'notes.notFound': 'This note does not exist.',
    'notes.labelUnknown': 'The chosen label does not exist.',
    'notes.labelTaken': 'Two labels have the same name.',
    'notes.imageType': 'The picture must be a PNG, JPG, GIF or WebP image.',
    'notes.imageTooLarge': 'The picture may be at most {{max}} MB.',
  },
} as const;
