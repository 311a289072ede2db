import type { CompilationEdition } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { useSessionsQuery } from '../../../shared/api/sharedReads';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { useBuildCompilationMutation, useCompilationsQuery } from '../api';
import { RunCard } from '../components/RunCard';
import { i18nBundle } from '../i18n';
import { pollingInterval } from '../lib/runs';

registerBundle(i18nBundle);

/** /apps/staff/compilation (issue 29 §3): build a session's compilation, follow it, open or download it. */
export default function CompilationPage() {
  const { t } = useTranslation('compilation');
  usePageTitle(t('title'));
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessions = useSessionsQuery();
  const items = sessions.data?.items ?? [];
  const sessionId =
    searchParams.get('session') ?? items.find((session) => session.isCurrent)?.id ?? items[0]?.id;
  const [polling, setPolling] = useState(0);
  const runs = useCompilationsQuery({ sessionId }, { skip: !sessionId, pollingInterval: polling });
  const wanted = pollingInterval(runs.currentData?.items);
  if (wanted !== polling) setPolling(wanted);
  const [build, building] = useBuildCompilationMutation();
  const [buildError, setBuildError] = useState<string | null>(null);

  async function start(edition: CompilationEdition) {
    if (!sessionId) return;
    setBuildError(null);
    try {
      await build({ sessionId, edition }).unwrap();
    } catch (error) {
      setBuildError(errorText(error as Parameters<typeof errorText>[0]) ?? '');
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, maxWidth: 1100 }} data-testid="compilation-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <SessionSelect
          value={sessionId}
          onChange={(next) => setSearchParams(next ? { session: next } : {}, { replace: true })}
          testId="compilation-session"
        />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        {(['public', 'internal'] as const).map((edition) => (
          <Button
            key={edition}
            variant={edition === 'public' ? 'contained' : 'outlined'}
            disabled={!sessionId || building.isLoading}
            onClick={() => void start(edition)}
          >
            {building.isLoading && building.originalArgs?.edition === edition
              ? t('building')
              : t(edition === 'public' ? 'buildPublic' : 'buildInternal')}
          </Button>
        ))}
      </Stack>
      {buildError !== null && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setBuildError(null)}>
          {t('buildError', { message: buildError })}
        </Alert>
      )}
      {runs.currentData && !runs.currentData.pdfAvailable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('noPdf')}
        </Alert>
      )}
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {runs.error && <QueryError error={runs.error} onRetry={() => void runs.refetch()} />}
      {(sessions.isLoading || runs.isLoading) && <Loading />}
      {runs.currentData && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('history')}
          </Typography>
          {runs.currentData.items.length === 0 ? (
            <Typography color="textSecondary">{t('empty')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {runs.currentData.items.map((run) => (
                <RunCard key={run.id} run={run} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
