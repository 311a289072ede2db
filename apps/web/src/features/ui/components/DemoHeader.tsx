import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A page frame's sample header: breadcrumb, title and an action, as an app's header would have them. */
export function DemoHeader({ frame, title }: { frame: string; title: string }) {
  const { t } = useTranslation('ui');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
          {t('demo.breadcrumb', { frame })}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="layout-title">
          {title}
        </Typography>
      </Box>
      <Button variant="contained" color="secondary" startIcon={<AddIcon />}>
        {t('demo.action')}
      </Button>
    </Box>
  );
}
