import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function DrawersExample() {
  const { t } = useTranslation('documentation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('sample.notifications')}
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <List sx={{ width: 280 }}>
          {(['notice1', 'notice2'] as const).map((key) => (
            <ListItem key={key}>
              <ListItemText primary={t(`sample.${key}`)} />
            </ListItem>
          ))}
        </List>
      </Drawer>
    </>
  );
}
