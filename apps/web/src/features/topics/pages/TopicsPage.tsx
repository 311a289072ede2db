import type { Topic } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useTopicsQuery } from '../../../shared/api/sharedReads';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { downloadWithSession } from '../../../shared/lib/download';
import { downloadWorkbook, excelFileName } from '../../../shared/lib/excel';
import { useLazyTopicStatisticsQuery } from '../../../shared/api/sharedReads';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useDeleteTopicMutation, useOrderTopicsMutation, usePublishTopicMutation } from '../api';
import { TopicDialog } from '../components/TopicDialog';
import { i18nBundle } from '../i18n';
import { guideSheet } from '../lib/guideSheet';

registerBundle(i18nBundle);

/** /apps/staff/topics: the current session's topic guide — add, edit, order, publish, delete, export. */
export default function TopicsPage() {
  const { t } = useTranslation('topics');
  usePageTitle(t('pageTitle'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const guide = useTopicsQuery(undefined);
  const [editing, setEditing] = useState<Topic | null | 'new'>(null);
  const [publish, publishing] = usePublishTopicMutation();
  const [remove, removing] = useDeleteTopicMutation();
  const [order, ordering] = useOrderTopicsMutation();
  const [counts, countsState] = useLazyTopicStatisticsQuery();
  const items = guide.data?.items ?? [];
  const session = guide.data?.session;
  // A card's writes send the version or order shown, stale from a write until the guide comes back: a click
  // in between (a double click) is dropped rather than met with "changed meanwhile". The buttons stay
  // enabled so the keyboard focus is not lost.
  const busy = guide.isFetching || publishing.isLoading || removing.isLoading || ordering.isLoading;

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (caught) {
      dispatch(
        showMessage({ message: t('failed', { message: errorText(caught as ApiError) }), variant: 'error' }),
      );
    }
  }
  const write = (work: () => Promise<unknown>) => (busy ? Promise.resolve() : run(work));
  const move = (index: number, by: -1 | 1) =>
    write(async () => {
      if (!session) return;
      const ids = items.map((topic) => topic.id);
      const [moved] = ids.splice(index, 1);
      if (moved) ids.splice(index + by, 0, moved);
      await order({ sessionId: session.id, ids }).unwrap();
    });
  const exportExcel = () =>
    run(async () => {
      if (!session) return;
      const sheet = guideSheet(items, await counts({ sessionId: session.id }).unwrap(), {
        sheetName: t('pageTitle'),
        position: t('sheet.position'),
        title: t('title'),
        state: t('sheet.state'),
        background: t('background'),
        sourceUnit: t('sourceUnit'),
        clues: t('clues'),
        received: t('sheet.received'),
        drafts: t('sheet.drafts'),
        stateName: (state) => t(`state.${state}`),
      });
      await downloadWorkbook(excelFileName(session.name, t('pageTitle')), sheet, 'topicGuide');
    });
  async function onDelete(topic: Topic) {
    const ok = await confirm({
      title: t('delete'),
      message: t('deleteConfirm', { title: topic.title }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (ok) await write(() => remove(topic.id).unwrap());
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="topics-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {session ? `${session.name} · ${t('pageTitle')}` : t('pageTitle')}
        </Typography>
        <Button
          variant="outlined"
          disabled={!session}
          onClick={() =>
            void run(() =>
              downloadWithSession(
                `/api/topics/export.docx?sessionId=${session?.id ?? ''}`,
                `${session?.name ?? ''}${t('pageTitle')}.docx`,
              ),
            )
          }
        >
          {t('exportWord')}
        </Button>
        <Button
          variant="outlined"
          disabled={!session || items.length === 0 || countsState.isFetching}
          onClick={() => void exportExcel()}
        >
          {t('exportExcel')}
        </Button>
        <Button variant="contained" disabled={!session} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Stack>
      {guide.error && <QueryError error={guide.error} onRetry={() => void guide.refetch()} />}
      {guide.isLoading && <Loading />}
      {guide.data && !session && <Alert severity="info">{t('noSession')}</Alert>}
      {session && items.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Stack spacing={2} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((topic, index) => (
          <Card key={topic.id} component="li" variant="outlined" data-testid="topic-card">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
                  {index + 1}. {topic.title}
                </Typography>
                <Chip
                  size="small"
                  color={topic.state === 'published' ? 'success' : 'default'}
                  label={t(`state.${topic.state}`)}
                />
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {topic.background}
              </Typography>
              {topic.clues.length > 0 && (
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="topic-clues">
                  {t('clues')}：{topic.clues.map((clue) => `“${clue.title}”`).join('、')}
                </Typography>
              )}
              {topic.sourceUnit && (
                <Typography variant="caption" color="textSecondary">
                  {t('sourceUnit')}：{topic.sourceUnit}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={() =>
                  void write(() =>
                    publish({
                      id: topic.id,
                      version: topic.version,
                      publish: topic.state !== 'published',
                    }).unwrap(),
                  )
                }
              >
                {topic.state === 'published' ? t('unpublish') : t('publish')}
              </Button>
              <Button size="small" onClick={() => setEditing(topic)}>
                {t('edit')}
              </Button>
              <Button size="small" disabled={index === 0} onClick={() => void move(index, -1)}>
                {t('moveUp')}
              </Button>
              <Button size="small" disabled={index === items.length - 1} onClick={() => void move(index, 1)}>
                {t('moveDown')}
              </Button>
              <Button size="small" color="error" onClick={() => void onDelete(topic)}>
                {t('delete')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {editing && <TopicDialog topic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
