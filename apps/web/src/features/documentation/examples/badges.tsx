import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function BadgesExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={4} color="primary" aria-label={t('sample.unreadMail', { count: 4 })}>
        <MailIcon />
      </Badge>
      <Badge variant="dot" color="error" aria-label={t('sample.newNotice')}>
        <NotificationsIcon />
      </Badge>
    </Stack>
  );
}
