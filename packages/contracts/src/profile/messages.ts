/** The profile page's messages, spread into the shared catalogue (messages.ts, messages-en.ts). */
export const profileMessages = {
  'zh-CN': {
    'profile.currentPasswordWrong': '当前密码不正确',
    'profile.passwordUnchanged': '新密码不能与当前密码相同',
    'profile.pictureType': '头像只能是 PNG、JPG、GIF 或 WebP 图片',
    'profile.pictureTooLarge': '图片不能超过 {{max}} MB',
    'profile.albumInfo': '{{photos}} 张照片 · {{videos}} 个视频',
  },
  en: {
    'profile.currentPasswordWrong': 'The current password is not correct.',
    'profile.passwordUnchanged': 'The new password must differ from the current one.',
    'profile.pictureType': 'The picture must be a PNG, JPG, GIF or WebP image.',
    'profile.pictureTooLarge': 'The picture must not be larger than {{max}} MB.',
    'profile.albumInfo': '{{photos}} photos · {{videos}} videos',
  },
} as const;
