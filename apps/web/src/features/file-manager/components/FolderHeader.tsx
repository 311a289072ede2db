import type { FileManagerPathEntry, FileManagerUsage } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatSize } from '../../../shared/lib/upload';
import { folderPath } from '../paths';

/** 我的文件 / 报告 / 2026: every folder above a link, the current one as text. */
export function FolderPath({ path }: { path: readonly FileManagerPathEntry[] }) {
  const { t } = useTranslation('fileManager');
  const entries = [{ id: null, name: t('root') }, ...path];
  return (
    <Breadcrumbs aria-label={t('folderPath')} sx={{ mt: 0.5 }} data-testid="folder-path">
      {entries.map((entry, index) =>
        index === entries.length - 1 ? (
          <Typography key={entry.id ?? 'top'} color="textPrimary" aria-current="page">
            {entry.name}
          </Typography>
        ) : (
          <Link key={entry.id ?? 'top'} component={RouterLink} to={folderPath(entry.id)} underline="hover">
            {entry.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/** The storage used against the quota. */
export function Usage({ usage }: { usage: FileManagerUsage }) {
  const { t } = useTranslation('fileManager');
  const text = t('usage', { used: formatSize(usage.usedBytes), quota: formatSize(usage.quotaBytes) });
  const value = Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100);
  return (
    <Box sx={{ mb: 2, maxWidth: 360 }} data-testid="file-usage" aria-label={t('usageLabel')} role="group">
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
      {/* Drawn only: the text above says it (a progressbar would read as something still loading). */}
      <Box
        aria-hidden
        sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.5 }}
      >
        <Box
          sx={{ width: `${value}%`, height: '100%', bgcolor: value >= 90 ? 'error.main' : 'primary.main' }}
        />
      </Box>
    </Box>
  );
}
