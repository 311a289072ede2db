import type { Notification } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../../../shared/notifications/api';
import { NotificationItem } from '../../../shared/notifications/NotificationItem';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';

const LATEST = 8;
const NOTIFICATIONS_PAGE = '/apps/notifications';

/** The bell's popover: the latest notifications, "mark all read" and the way to the full list. */
export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useNotificationsQuery({ pageSize: LATEST }, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const unread = list.data?.unreadCount ?? 0;

  const open = (notification: Notification) => {
    onClose();
    if (notification.readAt === null) void markRead(notification.id);
    void navigate(notification.link);
  };
  const readAll = async () => {
    const result = await markAllRead();
    if (result.error)
      dispatch(showMessage({ message: errorText(result.error) ?? t('actionFailed'), variant: 'error' }));
  };

  let body;
  if (list.isLoading) body = <Loading delay={0} />;
  else if (list.error)
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
        {errorText(list.error) ? `: ${errorText(list.error)}` : ''}
      </Alert>
    );
  else if (!list.data || list.data.items.length === 0)
    body = (
      <Typography role="status" color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  else
    body = (
      <List disablePadding aria-label={t('latest')} sx={{ overflowY: 'auto', maxHeight: 420 }}>
        {list.data.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} dense />
        ))}
      </List>
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('title')}
        </Typography>
        <Button size="small" disabled={unread === 0 || markingAll.isLoading} onClick={() => void readAll()}>
          {t('markAllRead')}
        </Button>
      </Box>
      <Divider />
      {body}
      <Divider />
      <Button component={Link} to={NOTIFICATIONS_PAGE} onClick={onClose} sx={{ borderRadius: 0, py: 1 }}>
        {t('seeAll')}
      </Button>
    </>
  );
}
