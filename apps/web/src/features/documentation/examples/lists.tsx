import DescriptionIcon from '@mui/icons-material/Description';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

export default function ListsExample() {
  const { t } = useTranslation('documentation');
  return (
    <List sx={{ maxWidth: 480, bgcolor: 'background.paper' }}>
      {(['todo1', 'todo2', 'todo3'] as const).map((key) => (
        <ListItem key={key} disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <DescriptionIcon />
            </ListItemIcon>
            <ListItemText primary={t(`sample.${key}`)} secondary={t('sample.dueIn', { days: 5 })} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
