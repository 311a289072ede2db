import ChecklistIcon from '@mui/icons-material/Checklist';
import DescriptionIcon from '@mui/icons-material/Description';
import NotificationsIcon from '@mui/icons-material/Notifications';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function BottomNavigationExample() {
  const { t } = useTranslation('documentation');
  const [value, setValue] = useState(0);
  return (
    <BottomNavigation showLabels value={value} onChange={(_event, next: number) => setValue(next)}>
      <BottomNavigationAction label={t('sample.todo')} icon={<ChecklistIcon />} />
      <BottomNavigationAction label={t('sample.proposals')} icon={<DescriptionIcon />} />
      <BottomNavigationAction label={t('sample.notifications')} icon={<NotificationsIcon />} />
    </BottomNavigation>
  );
}
