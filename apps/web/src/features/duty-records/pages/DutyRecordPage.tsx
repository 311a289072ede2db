import { DUTY_ACT_KINDS, DUTY_ACT_LABELS, type DutyActKind, type DutyRecord } from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionIcon from '@mui/icons-material/Description';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { downloadWithSession } from '../../../shared/lib/download';
import { dutyReportSrc, viewerHref } from '../../../shared/lib/viewerHref';
import { useUser } from '../../../shared/session/hooks';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useDutyRecordQuery } from '../api';
import { DutyActs } from '../components/DutyActs';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { i18nBundle } from '../i18n';
import { useChosenSession } from '../lib/useChosenSession';
import { DUTY_RECORDS_PATH } from '../paths';

registerBundle(i18nBundle);

const isKind = (value: string | null): value is DutyActKind =>
  value !== null && (DUTY_ACT_KINDS as readonly string[]).includes(value);

/**
 * A member's duty record: /apps/member/duty-record (their own) and /apps/staff/duty-records/:memberId
 * (staff). Every figure opens the records behind it (`?kind=`); one button makes the yearly report.
 */
export default function DutyRecordPage() {
  const { t } = useTranslation('dutyRecords');
  const params = useParams();
  const user = useUser();
  const own = params.memberId === undefined;
  const memberId = params.memberId ?? user.uid;
  const { sessionId, choose } = useChosenSession();
  const query = useDutyRecordQuery({ memberId, sessionId });
  usePageTitle(own ? t('myTitle') : t('recordTitle', { name: query.currentData?.member.displayName ?? '' }));
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }} data-testid="duty-record-page">
      <QueryGuard
        query={{ ...query, data: query.currentData }}
        notFoundPath="/pages/errors/error-404"
        failed={(error) => error}
      >
        {(record) => <RecordView record={record} own={own} sessionId={sessionId} onSession={choose} />}
      </QueryGuard>
    </Box>
  );
}

function RecordView({
  record,
  own,
  sessionId,
  onSession,
}: {
  record: DutyRecord;
  own: boolean;
  sessionId: string | undefined;
  onSession: (next: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation('dutyRecords');
  const language = toLanguage(i18n.language);
  const { searchParams, setSearchParams } = useChosenSession();
  const kindParam = searchParams.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const openKind = (next: DutyActKind) =>
    setSearchParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('kind', next);
        return copy;
      },
      { replace: true },
    );

  const reportSrc = dutyReportSrc(record.member.id, sessionId);
  const reportFile = t('reportFile', { name: record.member.displayName, year: record.session.year });

  async function downloadReport() {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadWithSession(reportSrc, reportFile);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack spacing={2}>
      {!own && (
        <Box>
          <Button component={RouterLink} to={DUTY_RECORDS_PATH} startIcon={<ArrowBackIcon />} size="small">
            {t('backToList')}
          </Button>
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {own ? t('myTitle') : t('recordTitle', { name: record.member.displayName })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <SessionSelect value={sessionId} onChange={onSession} testId="duty-session" />
          <Button
            variant="contained"
            startIcon={<DescriptionIcon />}
            onClick={() => void downloadReport()}
            disabled={downloading}
          >
            {downloading ? t('downloading') : t('downloadReport')}
          </Button>
          <Button
            component={RouterLink}
            to={viewerHref(reportSrc, reportFile)}
            variant="outlined"
            startIcon={<VisibilityIcon />}
          >
            {t('viewReport')}
          </Button>
        </Stack>
      </Stack>
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)}>
          {t('downloadError')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="textSecondary">
          {record.session.name} · {record.member.displayName}
        </Typography>
        <Typography variant="h4" component="p" data-testid="duty-record-score">
          {t('score')}：{t('scoreValue', { score: record.score })}
        </Typography>
      </Paper>
      <SectionCard id="duty-figures" title={t('figures')} testId="duty-figures">
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('figureHint')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {DUTY_ACT_KINDS.map((figure) => (
            <ButtonBase
              key={figure}
              onClick={() => openKind(figure)}
              aria-pressed={kind === figure}
              data-testid={`duty-figure-${figure}`}
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: kind === figure ? 'primary.main' : 'divider',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                {DUTY_ACT_LABELS[figure][language]}
              </Typography>
              <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                {record.figures[figure]}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="span">
                {t('points')} {record.points[figure]}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </SectionCard>
      {kind && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DutyActs memberId={record.member.id} sessionId={sessionId} kind={kind} />
        </Paper>
      )}
    </Stack>
  );
}
