import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

export default function DividersExample() {
  const { t } = useTranslation('documentation');
  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      <ListItem>
        <ListItemText primary={t('sample.stateSubmitted')} />
      </ListItem>
      <Divider component="li" />
      <ListItem>
        <ListItemText primary={t('sample.stateHandling')} />
      </ListItem>
      <Divider component="li" variant="inset" />
      <ListItem>
        <ListItemText primary={t('sample.stateReplied')} />
      </ListItem>
    </List>
  );
}
