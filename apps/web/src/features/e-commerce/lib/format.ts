import { format, parseISO } from 'date-fns';

/** The seed's order date format, year/month/day hour:minute:second, in the reader's time zone. */
export function formatOrderDate(iso: string): string {
  return format(parseISO(iso), 'yyyy/MM/dd HH:mm:ss');
}

/** An amount in yuan, with cents and the language's grouping. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'zh-CN', {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
  }).format(amount);
}
