import { amountToCents } from '@cppcc/contracts';

/** An amount string shown as money in the reader's language ("9000.00" → "¥9,000.00"). */
export function formatAmount(amount: string, language: string): string {
  const cents = amountToCents(amount);
  if (Number.isNaN(cents)) return amount;
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'zh-CN', {
    style: 'currency',
    currency: 'CNY',
  }).format(cents / 100);
}
