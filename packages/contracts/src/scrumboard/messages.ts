/** The scrumboard app's validation and error messages, spread into the shared catalogue (messages.ts). */
export const scrumboardMessages = {
  'zh-CN': {
    'scrumboard.boardNotFound': '请求的看板不存在。',
    'scrumboard.listNotFound': '该列表不存在',
    'scrumboard.cardNotFound': '该卡片不存在',
    'scrumboard.notMember': '所选成员不是看板成员',
    'scrumboard.labelUnknown': '所选标签不属于该看板',
    'scrumboard.coverUnknown': '封面须为该卡片的图片附件',
    'scrumboard.linkUrl': '链接须为 http(s) 地址',
    'scrumboard.duplicateId': '编号重复',
    'scrumboard.personUnknown': '所选用户不存在',
    'scrumboard.imageType': '图片须为 PNG、JPG、GIF 或 WebP 格式',
    'scrumboard.imageTooLarge': '图片不能超过 {{max}} MB',
  },
  en: {
    'scrumboard.boardNotFound': 'Requested board do not exist.',
    'scrumboard.listNotFound': 'This list does not exist.',
    'scrumboard.cardNotFound': 'This card does not exist.',
    'scrumboard.notMember': 'The chosen person is not a member of the board.',
    'scrumboard.labelUnknown': 'The chosen label is not one of the board.',
    'scrumboard.coverUnknown': "The cover must be one of the card's image attachments.",
    'scrumboard.linkUrl': 'A link must be an http(s) address.',
    'scrumboard.duplicateId': 'The same id appears twice.',
    'scrumboard.personUnknown': 'The chosen person does not exist.',
    'scrumboard.imageType': 'The picture must be a PNG, JPG, GIF or WebP file.',
    'scrumboard.imageTooLarge': 'The picture may be at most {{max}} MB.',
  },
} as const;
