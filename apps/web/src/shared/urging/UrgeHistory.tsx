import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTaskUrgesQuery } from '../api/sharedReads';
import { registerBundle } from '../i18n/i18n';
import { localeDateTime } from '../lib/dates';
import { Loading } from '../ui/Loading';
import { QueryError } from '../ui/QueryError';
import { SectionCard } from '../ui/SectionCard';
import { urgingBundle } from './i18n';

registerBundle(urgingBundle);

/** 催办记录: each urge of a task — who, when, the message — newest first. */
export function UrgeHistory({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation('urging');
  const urges = useTaskUrgesQuery(taskId);
  const items = urges.data?.items ?? [];
  return (
    <SectionCard id="task-urges" title={t('title')}>
      {urges.isLoading ? (
        <Loading />
      ) : urges.error ? (
        <QueryError error={urges.error} onRetry={() => void urges.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="textSecondary">{t('empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {t('count', { count: items.length })}
          </Typography>
          <List dense data-testid="task-urges">
            {items.map((urge) => (
              <ListItem key={urge.id} disableGutters divider data-testid="task-urge">
                <ListItemText
                  primary={<span style={{ whiteSpace: 'pre-wrap' }}>{urge.message}</span>}
                  secondary={`${t('by', { name: urge.by.displayName })} · ${localeDateTime(urge.createdAt, i18n.language)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </SectionCard>
  );
}
