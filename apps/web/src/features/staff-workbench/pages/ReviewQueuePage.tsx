import { AWAITING_REVIEW_STATES, type ProposalListQueryInput, type ProposalSummary } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffProposalsQuery } from '../api';
import { BatchRegisterDialog } from '../components/BatchRegisterDialog';
import { MergeCandidates } from '../components/MergeCandidates';
import { useLabels } from '../components/labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { formatDateTime } from '../../../shared/lib/dates';
import { PAGE_SIZES, resolveSessionId } from '../lib/filters';
import { idParam, pageParam, pageSizeParam, filterSchema } from '../../../shared/lib/urlFilters';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { proposalHref } from '../paths';
import { i18nBundle } from '../i18n';
import { useSessionsQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useCursorParams, useShownPage } from '../../../shared/api/pageCursor';

registerBundle(i18nBundle);

/** The session (none: the current one) and paging, kept in the URL. */
const reviewQueueSchema = filterSchema({
  session: idParam(),
  page: pageParam(),
  pageSize: pageSizeParam(PAGE_SIZES, 20),
});

/**
 * /apps/staff/review: submitted proposals awaiting review, oldest first, with a selection for 批量立案.
 * Each row opens the proposal page for the individual decisions (register, reject, merge, return).
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation('staffWorkbench');
  const { t: tMerge } = useTranslation('staffMerge');
  usePageTitle(t('reviewTitle'));
  const { filters, setFilters } = useUrlFilters(reviewQueueSchema);
  const { session: chosen, page, pageSize } = filters;
  const sessions = useSessionsQuery();
  const settings = useWorkflowSettingsQuery();
  const { categoryLabel, kindLabel } = useLabels(settings.data);
  const sessionId = resolveSessionId(sessions.data?.items, chosen);
  const params: ProposalListQueryInput | undefined =
    sessionId === undefined
      ? undefined
      : {
          scope: 'all',
          sessionId: sessionId ?? undefined,
          state: AWAITING_REVIEW_STATES.join(','),
          sort: 'submittedAt',
          order: 'asc',
          page,
          pageSize,
        };
  // Forward one page from the page shown: by its cursor (issue 33 §2); the address keeps the page number.
  const request = useCursorParams('proposals.reviewQueue', params);
  const list = useStaffProposalsQuery(request ?? {}, { skip: !request });
  useShownPage('proposals.reviewQueue', params, list.currentData);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [batchItems, setBatchItems] = useState<ProposalSummary[] | null>(null);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const selectedItems = items.filter((item) => selected.has(item.id));

  const columns: Column<ProposalSummary>[] = [
    {
      id: 'title',
      label: t('title'),
      primary: true,
      cell: (proposal) => (
        <Link component={RouterLink} to={proposalHref(proposal.id)}>
          {proposal.title}
        </Link>
      ),
    },
    { id: 'proposer', label: t('proposer'), cell: (proposal) => proposal.firstProposer.displayName },
    { id: 'kind', label: t('kind'), cell: (proposal) => kindLabel(proposal.kind) },
    { id: 'category', label: t('category'), cell: (proposal) => categoryLabel(proposal.categoryCode) },
    {
      id: 'submittedAt',
      label: t('submittedAt'),
      nowrap: true,
      cell: (proposal) => formatDateTime(proposal.submittedAt),
    },
    {
      id: 'mergeCandidates',
      label: tMerge('column'),
      cell: (proposal) => <MergeCandidates proposal={proposal} />,
    },
  ];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="staff-review">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('reviewTitle')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('oldestFirst')}
          </Typography>
        </div>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <SessionSelect
            testId="session-select"
            value={chosen}
            onChange={(value) => {
              setSelected(new Set());
              setFilters({ session: value });
            }}
          />
          <Button
            variant="contained"
            disabled={selectedItems.length === 0}
            onClick={() => setBatchItems(selectedItems)}
            data-testid="batch-register"
          >
            {t('batchRegister')}
            {selectedItems.length > 0 ? ` (${selectedItems.length})` : ''}
          </Button>
        </Stack>
      </Stack>
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {selectedItems.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }} role="status">
          {t('selected', { count: selectedItems.length })}
        </Typography>
      )}
      <PagedTable
        label={t('reviewTitle')}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        rowKey={(proposal) => proposal.id}
        rowProps={() => ({ 'data-testid': 'queue-row' })}
        fetching={list.isFetching}
        failed={Boolean(list.error ?? sessions.error)}
        empty={t('queueEmpty')}
        emptyTestId="queue-empty"
        selection={{
          selected,
          onChange: setSelected,
          selectable: () => true,
          rowLabel: (proposal) => t('selectRow', { title: proposal.title }),
          allLabel: t('selectAll'),
        }}
        paging={{
          page,
          pageSize,
          pageSizes: PAGE_SIZES,
          onPage: (next) => {
            setSelected(new Set());
            setFilters({ page: next });
          },
          onPageSize: (size) => {
            setSelected(new Set());
            setFilters({ pageSize: size });
          },
        }}
      />
      {batchItems && (
        <BatchRegisterDialog
          proposals={batchItems}
          settings={settings.data}
          onClose={() => setBatchItems(null)}
          onDone={(remaining) => setSelected(new Set(remaining))}
        />
      )}
    </Box>
  );
}
