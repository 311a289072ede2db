import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ANALYTICS_RANGES } from '@cppcc/contracts';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { selectIsSignedIn } from '../../../shared/session/sessionSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useAnalyticsWidgetsQuery } from '../api';
import { RangeSelect } from '../components/RangeSelect';
import { SignInNotice } from '../components/SignInNotice';
import { WidgetGrid } from '../components/WidgetGrid';
import { i18nBundle } from '../i18n';
import { analyticsFiltersSchema } from '../lib/query';

registerBundle(i18nBundle);

function AnalyticsDashboard({ title }: { title: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const { filters, setFilters } = useUrlFilters(analyticsFiltersSchema);
  const query = useAnalyticsWidgetsQuery();
  // Nine widgets render as a transition, which React renders in slices between which the browser answers
  // input, instead of one long task when the data arrives (a phone's first load was blocked ~1 s).
  const widgets = useDeferredValue(query.data?.widgets);
  const changeRange = useCallback(
    (range: (typeof ANALYTICS_RANGES)[number]) => setFilters({ range }),
    [setFilters],
  );
  // The same element while title and range stay: the data's arrival does not render the header again.
  const header = useMemo(
    () => (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <RangeSelect
          ranges={ANALYTICS_RANGES}
          value={filters.range}
          onChange={changeRange}
          label={t('range')}
          testId="analytics-range"
        />
      </Box>
    ),
    [title, filters.range, changeRange, t],
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }} data-testid="analytics-dashboard">
      {header}
      {query.error && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {widgets ? (
        <WidgetGrid widgets={widgets} range={filters.range} language={toLanguage(i18n.language)} />
      ) : (
        (query.isLoading || query.data) && <Loading />
      )}
    </Box>
  );
}

/** /apps/dashboards/analytics (seed 001, issue 17): the 9 sample widgets, one period for the whole page. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards');
  const signedIn = useAppSelector(selectIsSignedIn);
  usePageTitle(t('analyticsTitle'));
  return signedIn ? (
    <AnalyticsDashboard title={t('analyticsTitle')} />
  ) : (
    <SignInNotice title={t('analyticsTitle')} />
  );
}
