import { REPLAY_SAMPLE_DEFAULT, type SuggestionReplay } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { useSuggestionReplayQuery } from '../api';
import { i18nBundle } from '../i18n';
import { sessionRates } from '../lib/rates';

registerBundle(i18nBundle);

type Row = SuggestionReplay['sessions'][number];
const SAMPLES = [50, REPLAY_SAMPLE_DEFAULT, 1000] as const;

/** /apps/admin/suggestion-replay: top-1 / top-3 accuracy of the unit suggestions per past session. */
export default function ReplayPage() {
  const { t } = useTranslation('suggestionReplay');
  usePageTitle(t('title'));
  const [sample, setSample] = useState<number>(REPLAY_SAMPLE_DEFAULT);
  const replay = useSuggestionReplayQuery({ sample });
  const columns: Column<Row>[] = [
    { id: 'session', label: t('session'), primary: true, cell: (row) => row.name },
    { id: 'total', label: t('total'), nowrap: true, cell: (row) => row.total },
    { id: 'replayed', label: t('replayed'), nowrap: true, cell: (row) => row.replayed },
    {
      id: 'top1',
      label: t('top1'),
      nowrap: true,
      cell: (row) => `${sessionRates(row).top1}（${row.top1}/${row.replayed}）`,
      cellProps: () => ({ 'data-testid': 'replay-top1' }),
    },
    {
      id: 'top3',
      label: t('top3'),
      nowrap: true,
      cell: (row) => `${sessionRates(row).top3}（${row.top3}/${row.replayed}）`,
      cellProps: () => ({ 'data-testid': 'replay-top3' }),
    },
    {
      id: 'category',
      label: t('category'),
      nowrap: true,
      cell: (row) => `${sessionRates(row).category}（${row.categoryTop1}/${row.replayed}）`,
    },
    { id: 'none', label: t('none'), nowrap: true, cell: (row) => `${row.none}` },
  ];
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="textSecondary">
            {t('intro')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <TextField
              select
              size="small"
              label={t('sample')}
              value={sample}
              onChange={(event) => setSample(Number(event.target.value))}
              sx={{ minWidth: 140 }}
            >
              {SAMPLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2">{t('sampleUnit')}</Typography>
            <Button onClick={() => void replay.refetch()} disabled={replay.isFetching}>
              {t('refresh')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <PagedTable
        label={t('title')}
        columns={columns}
        rows={replay.data?.sessions}
        rowKey={(row) => row.sessionId}
        fetching={replay.isFetching}
        failed={Boolean(replay.error)}
        empty={t('empty')}
        testId="suggestion-replay"
      />
    </Stack>
  );
}
