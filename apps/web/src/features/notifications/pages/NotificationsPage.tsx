import type { Notification } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageParam, pageSizeParam, filterSchema, oneOfParam } from '../../../shared/lib/urlFilters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationSettingsQuery,
  useNotificationsQuery,
  useUpdateNotificationSettingsMutation,
} from '../../../shared/notifications/api';
import { notificationsBundle } from '../../../shared/notifications/i18n';
import { NotificationItem } from '../../../shared/notifications/NotificationItem';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';

registerBundle(notificationsBundle);

const PAGE_SIZES = [10, 20, 50];
/** `filter=unread` shows the unread ones only; `size` is the page size. */
const notificationFiltersSchema = filterSchema({
  filter: oneOfParam(['unread']),
  page: pageParam(),
  size: pageSizeParam(PAGE_SIZES, 20),
});

/** /apps/notifications: all of my notifications (or the unread ones), paged, and my SMS preference. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { filters, setFilters } = useUrlFilters(notificationFiltersSchema);
  const { page, size: pageSize } = filters;
  const unreadOnly = filters.filter === 'unread';
  const list = useNotificationsQuery(
    { page, pageSize, ...(unreadOnly ? { unread: 'true' } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();

  const failed = (error: Parameters<typeof errorText>[0]) =>
    dispatch(showMessage({ message: errorText(error) ?? t('actionFailed'), variant: 'error' }));
  const open = async (notification: Notification) => {
    if (notification.readAt === null) {
      const result = await markRead(notification.id);
      if (result.error) failed(result.error);
    }
    void navigate(notification.link);
  };
  const readAll = async () => {
    const result = await markAllRead();
    if (result.error) failed(result.error);
  };

  const unreadCount = list.data?.unreadCount ?? 0;
  let body;
  if (list.isLoading) body = <Loading />;
  else if (list.error)
    body = (
      <Alert
        severity="error"
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
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography role="status" color="textSecondary">
          {unreadOnly ? t('emptyUnread') : t('empty')}
        </Typography>
      </Paper>
    );
  else
    body = (
      <Paper variant="outlined">
        <List disablePadding aria-label={t('title')}>
          {list.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={(n) => void open(n)}
            />
          ))}
        </List>
        <TablePagination
          component="div"
          count={list.data.total}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setFilters({ page: next + 1 })}
          onRowsPerPageChange={(event) => setFilters({ size: Number(event.target.value) })}
        />
      </Paper>
    );

  return (
    <Box
      sx={{ p: { xs: 2, sm: 3 }, flex: 1, maxWidth: 960, width: '100%', mx: 'auto' }}
      data-testid="notifications-page"
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('pageHint')}
      </Typography>
      <SmsSetting />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unreadOnly ? 'unread' : 'all'}
          aria-label={t('filter')}
          onChange={(_event, value: string | null) => {
            if (value) setFilters({ filter: value === 'unread' ? 'unread' : undefined });
          }}
        >
          <ToggleButton value="all">{t('all')}</ToggleButton>
          <ToggleButton value="unread">
            {t('unread')}
            {unreadCount > 0 ? ` (${unreadCount})` : ''}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          disabled={unreadCount === 0 || markingAll.isLoading}
          onClick={() => void readAll()}
        >
          {t('markAllRead')}
        </Button>
      </Stack>
      {body}
    </Box>
  );
}

/** The SMS switch: saved at once, confirmed (or the error shown) in the message banner. */
function SmsSetting() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const settings = useNotificationSettingsQuery();
  const [update, updating] = useUpdateNotificationSettingsMutation();
  const change = async (smsNotifications: boolean) => {
    const result = await update({ smsNotifications });
    dispatch(
      result.error
        ? showMessage({ message: errorText(result.error) ?? t('actionFailed'), variant: 'error' })
        : showMessage({ message: t('settingSaved'), variant: 'success' }),
    );
  };
  if (settings.error)
    return (
      <Alert severity="error" sx={{ mb: 1 }}>
        {t('loadError')}
        {errorText(settings.error) ? `: ${errorText(settings.error)}` : ''}
      </Alert>
    );
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data?.smsNotifications ?? false}
            disabled={!settings.data || updating.isLoading}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t('smsSetting')}
      />
      <Typography variant="caption" color="textSecondary" component="p">
        {t('smsSettingHint')}
      </Typography>
    </Box>
  );
}
