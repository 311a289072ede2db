import { assessmentReportFileName, authRoles, hasAccess } from '@cppcc/contracts';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSessionsQuery } from '../../../shared/api/sharedReads';
import { registerBundle } from '../../../shared/i18n/i18n';
import { downloadWithSession } from '../../../shared/lib/download';
import { useRoles } from '../../../shared/session/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useUnitAssessmentQuery } from '../api';
import { AssessmentRanking } from '../components/AssessmentRanking';
import { AssessmentRulesCard } from '../components/AssessmentRulesCard';
import { PageHeader } from '../components/PageHeader';
import { i18nBundle } from '../i18n';
import { STATISTICS_PATH } from '../paths';

registerBundle(i18nBundle);

/** /apps/staff/unit-assessment (issue 29 §4): the units ranked by the rules, the rules, the Word report. */
export default function UnitAssessmentPage() {
  const { t } = useTranslation('statistics');
  usePageTitle(t('assessment.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('session') ?? undefined;
  const sessions = useSessionsQuery();
  const assessment = useUnitAssessmentQuery({ sessionId: chosen });
  const canEdit = hasAccess(authRoles.admin, useRoles());
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const data = assessment.currentData;

  async function downloadReport() {
    if (!data) return;
    setDownloading(true);
    setFailed(false);
    try {
      const fileName = assessmentReportFileName(data.session.name);
      await downloadWithSession(
        `/api/unit-assessment/report.docx?sessionId=${encodeURIComponent(data.session.id)}`,
        fileName,
      );
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="unit-assessment-page">
      <PageHeader
        title={t('assessment.title')}
        chosen={chosen}
        onChoose={(sessionId) => setSearchParams(sessionId ? { session: sessionId } : {}, { replace: true })}
        action={
          <Button
            variant="contained"
            startIcon={<DescriptionIcon />}
            onClick={() => void downloadReport()}
            disabled={!data || downloading}
            data-testid="assessment-word"
          >
            {downloading ? t('assessment.downloading') : t('assessment.word')}
          </Button>
        }
      />
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailed(false)}>
          {t('assessment.downloadError')}
        </Alert>
      )}
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {assessment.error && <QueryError error={assessment.error} onRetry={() => void assessment.refetch()} />}
      {assessment.isLoading && <Loading />}
      {data && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('assessment.ranking')}
          </Typography>
          <Link
            component={RouterLink}
            to={chosen ? `${STATISTICS_PATH}?session=${encodeURIComponent(chosen)}` : STATISTICS_PATH}
            sx={{ display: 'inline-block', mb: 1.5 }}
          >
            {t('assessment.figuresLink')}
          </Link>
          <AssessmentRanking items={data.items} fetching={assessment.isFetching} failed={false} />
          <Box sx={{ mt: 3 }}>
            <AssessmentRulesCard key={JSON.stringify(data.rules)} rules={data.rules} canEdit={canEdit} />
          </Box>
        </>
      )}
    </Box>
  );
}
