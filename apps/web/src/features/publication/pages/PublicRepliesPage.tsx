import type { PublicReply } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePublicRepliesQuery } from '../api';
import { PublicFrame } from '../components/PublicFrame';
import { i18nBundle } from '../i18n';
import { excerpt, PUBLIC_PAGE_SIZE, publicFiltersSchema, publicQuery } from '../query';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { PUBLIC_REPLIES_PATH } from '../routes';
import { localeDate } from '../../../shared/lib/dates';
import { SearchField } from '../../../shared/ui/SearchField';
import { QueryError } from '../../../shared/ui/QueryError';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';

registerBundle(i18nBundle);

/** /public/replies: the published replies, newest first, searchable by subject or unit, ten a page. */
export default function PublicRepliesPage() {
  const { t, i18n } = useTranslation('publication');
  const { filters, setFilters } = useUrlFilters(publicFiltersSchema);
  const list = usePublicRepliesQuery(publicQuery(filters));

  const columns: Column<PublicReply>[] = [
    {
      id: 'title',
      label: t('proposal'),
      primary: true,
      cell: (reply) => (
        <>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
            {reply.proposal.number !== null && (
              <Chip size="small" color="primary" label={t('number', { number: reply.proposal.number })} />
            )}
            <Chip size="small" variant="outlined" label={reply.proposal.sessionName} />
            {reply.publication === 'summary' && <Chip size="small" label={t('summary')} />}
          </Stack>
          <Link component={RouterLink} to={`${PUBLIC_REPLIES_PATH}/${encodeURIComponent(reply.id)}`}>
            {reply.proposal.title}
          </Link>
        </>
      ),
    },
    { id: 'unit', label: t('unit'), cell: (reply) => reply.unitName },
    {
      id: 'approvedAt',
      label: t('approvedAt'),
      cell: (reply) => (reply.approvedAt ? localeDate(reply.approvedAt, i18n.language) : '—'),
    },
    { id: 'text', label: t('excerpt'), cell: (reply) => excerpt(reply.text) },
  ];

  return (
    <PublicFrame title={t('title')}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <SearchField
          label={t('searchLabel')}
          placeholder={t('search')}
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          sx={{ flex: 1 }}
        />
        {list.data && (
          <Typography color="textSecondary" data-testid="public-total">
            {t('total', { count: list.data.total })}
          </Typography>
        )}
      </Stack>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <PagedTable
        label={t('title')}
        layout="cards"
        testId="public-replies"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        rowKey={(reply) => reply.id}
        rowProps={(reply) => ({ 'data-testid': 'public-reply', 'data-reply': reply.id })}
        fetching={list.isFetching}
        failed={Boolean(list.error)}
        empty={filters.q ? t('noMatches') : t('empty')}
        emptyTestId="public-empty"
        paging={{
          page: filters.page,
          pageSize: PUBLIC_PAGE_SIZE,
          pageSizes: [PUBLIC_PAGE_SIZE],
          onPage: (page) => setFilters({ page }),
          onPageSize: () => undefined,
        }}
      />
    </PublicFrame>
  );
}
