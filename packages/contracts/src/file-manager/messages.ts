/** The file manager's validation and error messages, spread into the shared catalogue (messages.ts). */
export const fileManagerMessages = {
  'zh-CN': {
    'fileManager.nameInvalid': '名称不能包含 / 或 \\ 等特殊字符，也不能是 . 或 ..',
    'fileManager.nameTaken': '此文件夹中已有同名的文件或文件夹',
    'fileManager.notFound': '文件或文件夹不存在',
    'fileManager.folderNotFound': '目标文件夹不存在',
    'fileManager.moveIntoItself': '不能把文件夹移到它自己或它的子文件夹中',
    'fileManager.extensionMismatch': '文件的扩展名须与原类型一致（例如 PDF 文件仍以 .pdf 结尾）',
    'fileManager.fileType': '仅支持 PDF、Word、Excel、图片和文本文件',
    'fileManager.fileTooLarge': '单个文件不能超过 {{max}} MB',
  },
  en: {
    'fileManager.nameInvalid': 'A name may not contain / or \\ or control characters, nor be . or ..',
    'fileManager.nameTaken': 'This folder already has a file or folder of that name.',
    'fileManager.notFound': 'This file or folder does not exist.',
    'fileManager.folderNotFound': 'The destination folder does not exist.',
    'fileManager.moveIntoItself': 'A folder cannot be moved into itself or one of its subfolders.',
    'fileManager.extensionMismatch':
      "A file's extension must match its type (a PDF file still ends in .pdf).",
    'fileManager.fileType': 'Only PDF, Word, Excel, image and text files are allowed.',
    'fileManager.fileTooLarge': 'A file may be at most {{max}} MB.',
  },
} as const;
