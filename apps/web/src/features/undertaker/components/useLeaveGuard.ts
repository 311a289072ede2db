import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirm } from '../../../shared/dialog/dialogService';

/** Asks before leaving a page with unsaved changes: links inside the app, and closing or reloading the tab. */
export function useLeaveGuard(dirty: boolean): void {
  const { t } = useTranslation('undertaker');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('leaveTitle'),
      message: t('leaveText'),
      confirmText: t('leave'),
      cancelText: t('stay'),
      destructive: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
