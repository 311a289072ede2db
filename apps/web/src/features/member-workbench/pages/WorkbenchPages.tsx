import {
  PROPOSAL_KIND_LABELS,
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATE_LABELS,
  PROPOSAL_STATES,
  proposalNumberText,
  spansSessions,
  type ProposalSummary,
} from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toLanguage } from '../../../shared/i18n/languages';
import { WorkbenchFrame } from './WorkbenchFrame';
import { useMyProposalsQuery } from '../api';
import {
  memberFiltersSchema,
  memberExportProps,
  memberListParams,
  PAGE_SIZES,
  type ProposalFolder,
} from '../listQuery';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { SearchField } from '../../../shared/ui/SearchField';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { useListView } from '../../../shared/ui/table/useListView';
import { nextSort } from '../../../shared/ui/table/paging';
import type { Column } from '../../../shared/ui/table/types';
import { ProposalStateChip } from '../../../shared/ui/StateChip';
import { QueryError } from '../../../shared/ui/QueryError';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useCursorParams, useShownPage } from '../../../shared/api/pageCursor';
import { localeDate } from '../../../shared/lib/dates';

/** A new sort column starts descending, except the title and the number, which read best ascending. */
const firstOrder = (sort: string) => (sort === 'title' || sort === 'number' ? 'asc' : 'desc');

function ProposalTable({ folder }: { folder: ProposalFolder }) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const language = toLanguage(i18n.language);
  const { filters, setFilters } = useUrlFilters(memberFiltersSchema);
  const params = memberListParams(folder, filters); // forward one page by its cursor (issue 33 §2)
  const list = useMyProposalsQuery(useCursorParams('proposals.mine', params));
  useShownPage('proposals.mine', params, list.currentData);
  const settings = useWorkflowSettingsQuery();
  const categoryName = (code: string | null) => {
    const found = settings.data?.categories.find((category) => category.code === code);
    return found ? (language === 'en' ? found.en : found.zh) : (code ?? '—');
  };
  const filtered = Boolean(filters.state || filters.category || filters.kind || filters.q);
  const columns: Column<ProposalSummary>[] = [
    {
      id: 'number',
      label: t('number'),
      sortKey: 'number',
      nowrap: true,
      cell: (proposal) =>
        proposalNumberText(
          proposal.number,
          language,
          spansSessions(list.data?.items ?? []) ? proposal.sessionName : undefined,
        ) || '—',
    },
    {
      id: 'title',
      label: t('proposalTitle'),
      sortKey: 'title',
      primary: true,
      cell: (proposal) => (
        <Link component={RouterLink} to={`/apps/proposals/${proposal.id}`}>
          {proposal.title || t('untitled')}
        </Link>
      ),
    },
    { id: 'state', label: t('state'), cell: (proposal) => <ProposalStateChip state={proposal.state} /> },
    { id: 'kind', label: t('kind'), cell: (proposal) => PROPOSAL_KIND_LABELS[proposal.kind][language] },
    { id: 'category', label: t('category'), cell: (proposal) => categoryName(proposal.categoryCode) },
    { id: 'proposer', label: t('firstProposer'), cell: (proposal) => proposal.firstProposer.displayName },
    {
      id: 'updatedAt',
      label: t('updatedAt'),
      sortKey: 'updatedAt',
      nowrap: true,
      cell: (proposal) => localeDate(proposal.updatedAt, language),
    },
  ];
  const view = useListView('proposals.member', columns);

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <SearchField
            label={t('search')}
            value={filters.q}
            onSearch={(q) => setFilters({ q }, { replace: true })}
            sx={{ flex: 1 }}
          />
          <ListViewControls view={view} />
          <ExportButton {...memberExportProps(folder, filters, view.columns)} />
          <TextField
            select
            size="small"
            label={t('stateFilter')}
            value={filters.state ?? ''}
            onChange={(event) =>
              setFilters({ state: PROPOSAL_STATES.find((state) => state === event.target.value) })
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {PROPOSAL_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {PROPOSAL_STATE_LABELS[state][language]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('categoryFilter')}
            value={filters.category ?? ''}
            onChange={(event) => setFilters({ category: event.target.value || undefined })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {(settings.data?.categories ?? []).map((category) => (
              <MenuItem key={category.code} value={category.code}>
                {language === 'en' ? category.en : category.zh}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('kindFilter')}
            value={filters.kind ?? ''}
            onChange={(event) =>
              setFilters({ kind: PROPOSAL_KINDS.find((kind) => kind === event.target.value) })
            }
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {PROPOSAL_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {PROPOSAL_KIND_LABELS[kind][language]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
        <PagedTable
          label={t(folder)}
          testId="my-proposals"
          columns={view.columns}
          rows={list.data?.items}
          total={list.data?.total}
          totalCapped={list.data?.totalCapped}
          rowKey={(proposal) => proposal.id}
          fetching={list.isFetching}
          failed={Boolean(list.error)}
          empty={filtered ? t('noMatches') : t('noProposals')}
          emptyTestId="proposal-list-empty"
          sorting={{
            by: filters.sort,
            order: filters.order,
            onSort: (key) => {
              const next = nextSort({ by: filters.sort, order: filters.order }, key, firstOrder);
              setFilters({ sort: PROPOSAL_SORTS.find((sort) => sort === next.by), order: next.order });
            },
          }}
          paging={{
            page: filters.page,
            pageSize: filters.pageSize,
            pageSizes: PAGE_SIZES,
            onPage: (page) => setFilters({ page }),
            onPageSize: (pageSize) => setFilters({ pageSize }),
          }}
        />
      </CardContent>
    </Card>
  );
}

export function AllPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('all')}>
      <ProposalTable folder="all" />
    </WorkbenchFrame>
  );
}

export function DraftsPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('drafts')}>
      <ProposalTable folder="drafts" />
    </WorkbenchFrame>
  );
}

export function InvitationsPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('invitations')}>
      <ProposalTable folder="invitations" />
    </WorkbenchFrame>
  );
}
