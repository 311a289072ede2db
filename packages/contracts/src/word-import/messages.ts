/** The Word import's error messages, spread into the shared catalogue (messages-all.ts). */
export const wordImportMessages = {
  'zh-CN': {
    'wordImport.notWord': '只能导入 Word 文档（.docx）。旧版 .doc 文件请先在 Word 中另存为 .docx',
    'wordImport.damaged': '文件已损坏或不是有效的 Word 文档，无法读取',
    'wordImport.tooLarge': 'Word 文档不能超过 {{max}} MB',
    'wordImport.unpackedTooLarge': 'Word 文档解压后超过 {{max}} MB，无法导入',
  },
  en: {
    'wordImport.notWord':
      'Only Word documents (.docx) can be imported. Save an old .doc file as .docx in Word first.',
    'wordImport.damaged': 'The file is damaged or not a valid Word document and cannot be read.',
    'wordImport.tooLarge': 'The Word document may be at most {{max}} MB.',
    'wordImport.unpackedTooLarge':
      'The Word document unpacks to more than {{max}} MB and cannot be imported.',
  },
} as const;
