import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import {
  notificationsApi,
  UNREAD_POLL_MS,
  useUnreadNotificationCountQuery,
} from '../../../shared/notifications/api';
import { notificationsBundle } from '../../../shared/notifications/i18n';
import { useRealtimeEvents, useRealtimeState } from '../../../shared/realtime/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';

registerBundle(notificationsBundle);

/** The list loads the first time the popover opens. */
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The count alone: the bell renders again when it changes, not at each step of every read (asked, answered the
 * same) — on a cold load those were commits of their own after the content (issue 33 §1).
 */
const selectUnread = ({ data }: { data?: { count: number } }) => ({ unread: data?.count ?? 0 });

/**
 * The toolbar bell (signed-in users only; its own lazy chunk): the unread count, refreshed on every realtime
 * `notification` event and after a reconnect, polled as a fallback (every minute while the socket is down,
 * every five while it is up) and on window focus, and a popover with the latest notifications.
 */
export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const connected = useRealtimeState() === 'open';
  useRealtimeEvents((signal) => {
    if (signal.type === 'notification' || signal.type === 'reconnected')
      dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
  const { unread } = useUnreadNotificationCountQuery(undefined, {
    pollingInterval: connected ? UNREAD_POLL_MS * 5 : UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    // Cached counts may be another account's (sign out, sign in as someone else).
    refetchOnMountOrArgChange: true,
    selectFromResult: selectUnread,
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <LazyTooltip title={t('title')}>
        <IconButton
          color="inherit"
          aria-label={unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notification-bell"
        >
          <Badge
            badgeContent={unread > 0 ? unread : undefined}
            max={99}
            color="error"
            data-testid="notification-badge"
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('latest'),
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Suspense fallback={<Loading delay={0} />}>
          <NotificationPanel onClose={close} />
        </Suspense>
      </Popover>
    </>
  );
}
