import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function BadgesExample() {
  const { t } = useTranslation('documentation');
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={4} color="primary">
        <MailIcon titleAccess={t('sample.unreadMail', { count: 4 })} />
      </Badge>
      <Badge variant="dot" color="error">
        <NotificationsIcon titleAccess={t('sample.newNotice')} />
      </Badge>
    </Stack>
  );
}
