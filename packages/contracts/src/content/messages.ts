/** The content pages' messages (invoices, help, search), spread into the shared catalogue (messages.ts). */
export const contentMessages = {
  'zh-CN': {
    'content.amount': '请输入有效的金额（最多两位小数）',
    'content.invoiceNotFound': '发票不存在',
    'content.invoiceTotals': '金额不一致：{{fields}}',
    'content.categoryNotFound': '知识库分类不存在',
  },
  en: {
    'content.amount': 'Enter a valid amount (at most two decimals).',
    'content.invoiceNotFound': 'This invoice does not exist.',
    'content.invoiceTotals': 'The amounts do not add up: {{fields}}',
    'content.categoryNotFound': 'This knowledge-base category does not exist.',
  },
} as const;
