import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CATEGORIES = ['economy', 'politics', 'culture', 'society', 'ecology'] as const;

/** The sample left sidebar: a list one picks from, as an app's folders or categories. */
export function DemoLeftSidebar() {
  const { t } = useTranslation('ui');
  const [selected, setSelected] = useState<string>(CATEGORIES[0]);
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, mb: 1 }}>
        {t('demo.left.title')}
      </Typography>
      <List dense>
        {CATEGORIES.map((category) => (
          <ListItem key={category} disablePadding>
            <ListItemButton selected={selected === category} onClick={() => setSelected(category)}>
              <ListItemText primary={t(`demo.left.${category}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The sample right sidebar: facts about the page, as an app's detail panel. */
export function DemoRightSidebar({ frame, variant }: { frame: string; variant: string }) {
  const { t } = useTranslation('ui');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('demo.right.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: 13 }, '& dd': { m: 0, mb: 1.5 } }}
      >
        <dt>{t('demo.right.frame')}</dt>
        <dd>{frame}</dd>
        <dt>{t('demo.right.variant')}</dt>
        <dd>{variant}</dd>
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('demo.right.sidebars')}
      </Typography>
    </Box>
  );
}
