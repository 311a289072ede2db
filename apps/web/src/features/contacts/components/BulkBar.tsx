import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  busy: boolean;
  onStar: () => void;
  onUnstar: () => void;
  onRemove: () => void;
  onExport: () => void;
}

/** What can be done with the selected contacts at once. */
export function BulkBar({ count, busy, onStar, onUnstar, onRemove, onExport }: BulkBarProps) {
  const { t } = useTranslation('contacts');
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
      role="toolbar"
      aria-label={t('selected', { count })}
      data-testid="contacts-bulk"
    >
      <Typography sx={{ flex: '1 1 auto', fontWeight: 600 }} aria-live="polite">
        {t('selected', { count })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<StarIcon />}
          disabled={busy}
          onClick={onStar}
          data-testid="bulk-star"
        >
          {t('starSelected')}
        </Button>
        <Button size="small" startIcon={<StarBorderIcon />} disabled={busy} onClick={onUnstar}>
          {t('unstarSelected')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={onExport}>
          {t('exportSelected')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={onRemove}>
          {t('removeSelected')}
        </Button>
      </Box>
    </Paper>
  );
}
