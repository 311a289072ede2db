import {
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATES,
  listColumnLabel,
  type ProposalState,
  type ProposalSummary,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffProposalsQuery } from '../api';
import { BatchAssignDialog } from '../components/BatchAssignDialog';
import { ExcellentFilter } from '../components/ExcellentFilter';
import { useLabels } from '../components/labels';
import { PaperEntryLinks } from '../components/PaperEntryLinks';
import { ProposerPicker } from '../components/ProposerPicker';
import { QueryError } from '../../../shared/ui/QueryError';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { SearchField } from '../../../shared/ui/SearchField';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListView } from '../../../shared/ui/table/useListView';
import { ProposalStateChip } from '../../../shared/ui/StateChip';
import { formatDateTime } from '../../../shared/lib/dates';
import { filtersToQuery, firstOrder, PAGE_SIZES, proposalFiltersSchema } from '../lib/filters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { nextSort } from '../../../shared/ui/table/paging';
import { proposalHref } from '../paths';
import { i18nBundle } from '../i18n';
import { useSessionsQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useCursorParams, useShownPage } from '../../../shared/api/pageCursor';

registerBundle(i18nBundle);

/**
 * /apps/staff/proposals: every proposal, filtered (session, states, category, kind, proposer, text),
 * sorted and paged by the server. The filters live in the query string, so the page is linkable and the
 * browser's back and forward buttons step through them.
 */
export default function ProposalListPage() {
  const { t } = useTranslation('staffWorkbench');
  usePageTitle(t('listTitle'));
  const { filters, setFilters: change, clearFilters } = useUrlFilters(proposalFiltersSchema);
  const sessions = useSessionsQuery();
  const settings = useWorkflowSettingsQuery();
  const { stateLabel, kindLabel, categoryLabel, language } = useLabels(settings.data);
  const currentSessionId = sessions.data
    ? (sessions.data.items.find((session) => session.isCurrent)?.id ?? null)
    : sessions.error
      ? null
      : undefined;
  const query = filtersToQuery(filters, currentSessionId);
  // Forward one page from the page shown: by its cursor (issue 33 §2); the address keeps the page number.
  const request = useCursorParams('proposals.staff', query);
  const list = useStaffProposalsQuery(request ?? {}, { skip: !request });
  useShownPage('proposals.staff', query, list.currentData);

  // 批量交办: a selection of the registered proposals on this page (kept while the page shows them).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [batchItems, setBatchItems] = useState<ProposalSummary[] | null>(null);
  const selectedItems = (list.data?.items ?? []).filter(
    (proposal) => proposal.state === 'registered' && selected.has(proposal.id),
  );

  const filtered =
    filters.state.length > 0 ||
    filters.excellent !== undefined ||
    Boolean(filters.category || filters.kind || filters.proposer || filters.q || filters.session);

  const listLabel = (id: string) => listColumnLabel('proposals.staff', id, language);
  const columns: Column<ProposalSummary>[] = [
    { id: 'number', label: t('number'), sortKey: 'number', nowrap: true, cell: (p) => p.number ?? '—' },
    {
      id: 'title',
      label: t('title'),
      sortKey: 'title',
      primary: true,
      cell: (proposal) => (
        <>
          <Link component={RouterLink} to={proposalHref(proposal.id)}>
            {proposal.title}
          </Link>
          {proposal.isKey && <Chip size="small" color="error" label={t('keyFlag')} sx={{ ml: 1 }} />}
          {proposal.isExcellent && (
            <Chip size="small" color="success" label={t('excellentFlag')} sx={{ ml: 1 }} />
          )}
          {filters.session === 'all' && (
            <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
              {proposal.sessionName}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'proposer', label: t('proposer'), cell: (proposal) => proposal.firstProposer.displayName },
    { id: 'category', label: t('category'), cell: (proposal) => categoryLabel(proposal.categoryCode) },
    { id: 'kind', label: t('kind'), cell: (proposal) => kindLabel(proposal.kind) },
    { id: 'state', label: t('state'), cell: (proposal) => <ProposalStateChip state={proposal.state} /> },
    {
      id: 'submittedAt',
      label: t('submittedAt'),
      sortKey: 'submittedAt',
      nowrap: true,
      cell: (proposal) => formatDateTime(proposal.submittedAt),
    },
    {
      id: 'updatedAt',
      label: t('updatedAt'),
      sortKey: 'updatedAt',
      nowrap: true,
      cell: (proposal) => formatDateTime(proposal.updatedAt),
    },
    // Hidden until chosen (the column chooser): their names are the list contract's.
    { id: 'session', label: listLabel('session'), cell: (proposal) => proposal.sessionName },
    { id: 'signerCount', label: listLabel('signerCount'), nowrap: true, cell: (p) => p.signerCount },
    {
      id: 'registeredAt',
      label: listLabel('registeredAt'),
      nowrap: true,
      cell: (proposal) => formatDateTime(proposal.registeredAt),
    },
  ];
  const view = useListView('proposals.staff', columns);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="staff-proposals">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('listTitle')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ListViewControls view={view} />
          <PaperEntryLinks />
          {query?.sessionId && (
            <ExportButton
              list="proposals.catalogue"
              path="/api/proposals/catalogue.xlsx"
              params={{ sessionId: query.sessionId }}
              label={t('exportCatalogue')}
              testId="export-catalogue"
            />
          )}
          <ExportButton
            list="proposals.staff"
            path="/api/proposals/export.xlsx"
            params={{ ...query, list: 'proposals.staff' }}
            columns={view.columns.map((column) => column.id)}
          />
          {selectedItems.length > 0 && (
            <Typography variant="body2" role="status">
              {t('selected', { count: selectedItems.length })}
            </Typography>
          )}
          <Button
            variant="contained"
            disabled={selectedItems.length === 0}
            onClick={() => setBatchItems(selectedItems)}
            title={t('onlyRegistered')}
            data-testid="batch-assign"
          >
            {t('batchAssign')}
            {selectedItems.length > 0 ? ` (${selectedItems.length})` : ''}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <SessionSelect
            value={filters.session}
            allowAll
            onChange={(value) => change({ session: value })}
            testId="session-select"
          />
          <TextField
            select
            size="small"
            label={t('state')}
            sx={{ minWidth: 200, maxWidth: 360 }}
            value={filters.state}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (value) => {
                  const states = value as ProposalState[];
                  if (states.length === 0) return t('allStates');
                  return (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {states.map((state) => (
                        <Chip key={state} size="small" label={stateLabel(state)} />
                      ))}
                    </Box>
                  );
                },
              },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'state-filter' },
            }}
            onChange={(event) => {
              const value = event.target.value as unknown as ProposalState[] | string;
              const states = typeof value === 'string' ? (value.split(',') as ProposalState[]) : value;
              change({ state: PROPOSAL_STATES.filter((state) => states.includes(state)) });
            }}
          >
            {PROPOSAL_STATES.map((state) => (
              <MenuItem key={state} value={state} data-testid={`state-option-${state}`}>
                {stateLabel(state)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('category')}
            sx={{ minWidth: 160 }}
            value={filters.category ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => change({ category: event.target.value || undefined })}
          >
            <MenuItem value="">{t('allCategories')}</MenuItem>
            {settings.data?.categories.map((category) => (
              <MenuItem key={category.code} value={category.code}>
                {language === 'en' ? category.en : category.zh}
              </MenuItem>
            ))}
            {filters.category && !settings.data?.categories.some((c) => c.code === filters.category) && (
              <MenuItem value={filters.category}>{filters.category}</MenuItem>
            )}
          </TextField>
          <TextField
            select
            size="small"
            label={t('kind')}
            sx={{ minWidth: 140 }}
            value={filters.kind ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) =>
              change({ kind: PROPOSAL_KINDS.find((kind) => kind === event.target.value) ?? undefined })
            }
          >
            <MenuItem value="">{t('allKinds')}</MenuItem>
            {PROPOSAL_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kindLabel(kind)}
              </MenuItem>
            ))}
          </TextField>
          <ExcellentFilter value={filters.excellent} onChange={(excellent) => change({ excellent })} />
          <ProposerPicker value={filters.proposer} onChange={(id) => change({ proposer: id })} />
          <SearchField
            label={t('search')}
            value={filters.q}
            onSearch={(q) => change({ q })}
            testId="search-input"
            sx={{ minWidth: 220, flex: 1 }}
          />
          {filtered && (
            <Button onClick={() => clearFilters(['sort', 'order', 'pageSize'])}>{t('clearFilters')}</Button>
          )}
        </Stack>
      </Paper>
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <PagedTable
        label={t('listTitle')}
        columns={view.columns}
        rows={list.data?.items}
        total={list.data?.total}
        totalCapped={list.data?.totalCapped}
        rowKey={(proposal) => proposal.id}
        rowProps={(proposal) => ({ 'data-testid': 'proposal-row', 'data-state': proposal.state })}
        fetching={list.isFetching}
        failed={Boolean(list.error)}
        empty={t('empty')}
        emptyTestId="list-empty"
        sorting={{
          by: filters.sort,
          order: filters.order,
          onSort: (key) => {
            const next = nextSort({ by: filters.sort, order: filters.order }, key, firstOrder);
            change({ sort: PROPOSAL_SORTS.find((sort) => sort === next.by), order: next.order });
          },
        }}
        selection={{
          selected,
          onChange: setSelected,
          selectable: (proposal) => proposal.state === 'registered',
          rowLabel: (proposal) => t('selectRow', { title: proposal.title }),
          allLabel: t('selectAll'),
          hint: t('onlyRegistered'),
        }}
        paging={{
          page: filters.page,
          pageSize: filters.pageSize,
          pageSizes: PAGE_SIZES,
          onPage: (page) => change({ page }),
          onPageSize: (pageSize) => change({ pageSize }),
        }}
      />
      {batchItems && (
        <BatchAssignDialog
          proposals={batchItems}
          onClose={() => setBatchItems(null)}
          onDone={(remaining) => setSelected(new Set(remaining))}
        />
      )}
    </Box>
  );
}
