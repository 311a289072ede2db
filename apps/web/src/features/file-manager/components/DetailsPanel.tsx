import type { FileManagerItem } from '@cppcc/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { formatSize } from '../../../shared/lib/upload';
import { ItemIcon } from './ItemIcon';
import { useFileUrl } from './useFileUrl';

function Thumbnail({ item }: { item: FileManagerItem }) {
  const file = useFileUrl(item.id);
  if (file.status !== 'ready') return null;
  return (
    <Box
      component="img"
      src={file.url}
      alt={item.name}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, mx: 'auto', borderRadius: 1 }}
    />
  );
}

/** The details of one item (seed 001 §3 File): type, owner, size, dates, location, offline; its main actions. */
export function DetailsPanel({
  item,
  onClose,
  onOpen,
  onDownload,
  onToggleOffline,
}: {
  item: FileManagerItem;
  onClose: () => void;
  onOpen: () => void;
  onDownload: () => void;
  onToggleOffline: () => void;
}) {
  const { t, i18n } = useTranslation('fileManager');
  const offlineId = useId();
  const rows: [string, string][] = [
    [t('field.type'), item.kind === 'folder' ? t('folder') : item.type],
    [t('field.owner'), item.owner.displayName],
    [t('field.size'), formatSize(item.size)],
    [t('field.created'), localeDateTime(item.createdAt, i18n.language)],
    [t('field.modified'), localeDateTime(item.modifiedAt, i18n.language)],
    [t('field.location'), item.location],
  ];
  return (
    <Box component="section" aria-label={t('details')} sx={{ p: 2 }} data-testid="file-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ pt: 0.5 }}>
          <ItemIcon item={item} />
        </Box>
        <Typography variant="h6" component="h2" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {item.name}
        </Typography>
        <IconButton aria-label={t('closeDetails')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {item.preview === 'image' && <Thumbnail item={item} />}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, my: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="textSecondary" id={offlineId}>
          {t('field.offline')}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: -1 }}>
          <Switch
            checked={item.offline}
            onChange={onToggleOffline}
            slotProps={{ input: { 'aria-labelledby': offlineId } }}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onOpen}>
          {item.kind === 'folder' ? t('open') : item.preview ? t('preview') : t('download')}
        </Button>
        {item.kind === 'file' && item.preview && <Button onClick={onDownload}>{t('download')}</Button>}
      </Stack>
    </Box>
  );
}
