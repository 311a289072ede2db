import type { Notification } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages';
import { fullTime, notificationMessage, relativeTime } from './text';
import { visuallyHidden } from '../ui/visuallyHidden';

/**
 * One notification in the bell's popover and on the page: its sentence in the current language and how
 * long ago it came; unread ones are bold with a dot. Activating it (click, Enter) opens it.
 */
export function NotificationItem({
  notification,
  onOpen,
  dense,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const unread = notification.readAt === null;
  return (
    <ListItem disablePadding divider data-testid="notification-item" data-unread={unread}>
      <ListItemButton
        onClick={() => onOpen(notification)}
        dense={dense}
        sx={{ alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          component="span"
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'error.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {t('unreadPrefix')}
                </Box>
              )}
              {notificationMessage(notification, language)}
            </>
          }
          secondary={
            <time dateTime={notification.createdAt} title={fullTime(notification.createdAt, language)}>
              {relativeTime(notification.createdAt, language, t('justNow'))}
            </time>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, fontSize: 14, lineHeight: 1.5 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
