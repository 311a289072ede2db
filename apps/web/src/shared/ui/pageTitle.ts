import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `Page - 政协提案管理系统`, or the product name alone. */
export function formatPageTitle(appName: string, title?: string): string {
  return title ? `${title} - ${appName}` : appName;
}

/** Sets the document title for the page shown; it follows language changes. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = formatPageTitle(appName, title);
  }, [appName, title]);
}
