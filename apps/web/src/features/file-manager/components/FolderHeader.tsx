import type { FileManagerPathEntry, FileManagerUsage } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
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
          <Typography key={entry.id ?? 'top'} color="text.primary" aria-current="page">
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
    <Box sx={{ mb: 2, maxWidth: 360 }} data-testid="file-usage">
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={value >= 90 ? 'error' : 'primary'}
        aria-label={t('usageLabel')}
        aria-valuetext={text}
      />
    </Box>
  );
}
