import { SEARCH_QUERY_MAX } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { textParam, filterSchema } from '../../../shared/lib/urlFilters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useSearchQuery } from '../api';
import { PageHeader } from '../components/PageHeader';
import { SearchResults } from '../components/SearchResults';
import { i18nBundle } from '../i18n';
import { useLanguage } from '../lib/useLanguage';
import { QUERY_PARAM, type SearchVariant } from '../paths';

registerBundle(i18nBundle);

/** The search words, kept in the address (`?q=`). */
const SEARCH_FILTERS = filterSchema({ [QUERY_PARAM]: textParam(SEARCH_QUERY_MAX) });

/**
 * /pages/search/classic|modern: without words the 8 recommended articles; with `?q=` the site search over
 * what the signed-in user may see (proposals, help articles, members and units).
 */
export default function SearchPage() {
  const { t } = useTranslation('content');
  const variant: SearchVariant = useLocation().pathname.endsWith('/modern') ? 'modern' : 'classic';
  usePageTitle(t(`search.${variant}`));
  const { filters, setFilters } = useUrlFilters(SEARCH_FILTERS);
  const q = filters[QUERY_PARAM];
  const search = useSearchQuery({ q, language: useLanguage() });
  const results = search.isFetching ? undefined : search.data;

  const field = (
    <SearchField
      value={q}
      onSearch={(term) => setFilters({ [QUERY_PARAM]: term })}
      label={t('search.label')}
      testId="site-search"
      maxLength={SEARCH_QUERY_MAX}
      sx={{ width: '100%', maxWidth: 640, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
  return (
    <Box sx={{ flex: 1 }}>
      {variant === 'modern' ? (
        <PageHeader title={t('search')}>{field}</PageHeader>
      ) : (
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 3, maxWidth: 900, mx: 'auto' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t('search')}
          </Typography>
          {field}
        </Box>
      )}
      <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        {search.isFetching && <Loading />}
        {search.isError && !search.isFetching && (
          <QueryError error={search.error} onRetry={() => void search.refetch()} />
        )}
        {results && (
          <>
            <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="search-summary" aria-live="polite">
              {q ? t('search.results', { q, count: results.length }) : t('search.samples')}
            </Typography>
            {q && results.length === 0 && <Alert severity="info">{t('search.empty', { q })}</Alert>}
            <SearchResults results={results} variant={variant} />
          </>
        )}
      </Box>
    </Box>
  );
}
