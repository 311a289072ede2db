/** The compilation's messages (issue 29 §3), spread into the catalogue (messages-all.ts). */
export const compilationMessages = {
  'zh-CN': {
    'compilation.sessionRequired': '请选择届次',
    'compilation.editionRequired': '请选择公开版或内部版',
    'compilation.inProgress': '该届次的这一版汇编正在生成，请等待完成',
    'compilation.notReady': '汇编尚未生成完毕',
    'compilation.noPdf': '服务器未安装 LibreOffice，只能提供 Word 版',
    'compilation.failed': '汇编生成失败，请重新生成',
    'compilation.interrupted': '服务器在生成期间重启，请重新生成',
  },
  en: {
    'compilation.sessionRequired': 'Choose a session.',
    'compilation.editionRequired': 'Choose the public or the internal edition.',
    'compilation.inProgress':
      'This edition of the session’s compilation is being built. Wait until it is done.',
    'compilation.notReady': 'The compilation is not finished yet.',
    'compilation.noPdf': 'LibreOffice is not installed on the server: only the Word file is offered.',
    'compilation.failed': 'Building the compilation failed. Build it again.',
    'compilation.interrupted': 'The server restarted while building the compilation. Build it again.',
  },
} as const;
