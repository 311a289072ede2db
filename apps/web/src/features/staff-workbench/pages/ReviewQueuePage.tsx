import type { ProposalSummary } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffProposalsQuery, useStaffSessionsQuery } from '../api';
import { BatchRegisterDialog } from '../components/BatchRegisterDialog';
import { useLabels } from '../components/labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { resolveSessionId, SessionSelect } from '../components/SessionSelect';
import { formatDateTime } from '../../../shared/lib/dates';
import { PAGE_SIZES } from '../lib/filters';
import { proposalHref } from '../paths';
import { i18nBundle } from '../i18n';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

/**
 * /apps/staff/review: submitted proposals awaiting review, oldest first, with a selection for 批量立案.
 * Each row opens the proposal page for the individual decisions (register, reject, merge, return).
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation('staffWorkbench');
  usePageTitle(t('reviewTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('session') ?? undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [pageSize, setPageSize] = useState(20);
  const sessions = useStaffSessionsQuery();
  const settings = useWorkflowSettingsQuery();
  const { categoryLabel, kindLabel } = useLabels(settings.data);
  const sessionId = resolveSessionId(sessions.data?.items, chosen);
  const list = useStaffProposalsQuery(
    {
      scope: 'all',
      sessionId: sessionId ?? undefined,
      state: 'submitted',
      sort: 'submittedAt',
      order: 'asc',
      page,
      pageSize,
    },
    { skip: sessionId === undefined },
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [batchItems, setBatchItems] = useState<ProposalSummary[] | null>(null);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const selectedItems = items.filter((item) => selected.has(item.id));
  const allSelected = items.length > 0 && selectedItems.length === items.length;

  const setParam = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

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
          <Typography variant="body2" color="text.secondary">
            {t('oldestFirst')}
          </Typography>
        </div>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <SessionSelect
            sessions={sessions.data?.items ?? []}
            value={chosen}
            onChange={(value) => {
              setSelected(new Set());
              setParam({ session: value, page: undefined });
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
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('reviewTitle')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selectedItems.length > 0 && !allSelected}
                  disabled={items.length === 0}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))
                  }
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('title')}</TableCell>
              <TableCell>{t('proposer')}</TableCell>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{t('category')}</TableCell>
              <TableCell>{t('submittedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((proposal) => (
              <TableRow key={proposal.id} hover selected={selected.has(proposal.id)} data-testid="queue-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(proposal.id)}
                    onChange={() => toggle(proposal.id)}
                    slotProps={{ input: { 'aria-label': t('selectRow', { title: proposal.title }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={proposalHref(proposal.id)}>
                    {proposal.title}
                  </Link>
                </TableCell>
                <TableCell>{proposal.firstProposer.displayName}</TableCell>
                <TableCell>{kindLabel(proposal.kind)}</TableCell>
                <TableCell>{categoryLabel(proposal.categoryCode)}</TableCell>
                <TableCell>{formatDateTime(proposal.submittedAt)}</TableCell>
              </TableRow>
            ))}
            {list.data && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4 }} data-testid="queue-empty">
                  {t('queueEmpty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {(list.isLoading || sessionId === undefined) && !list.error && !sessions.error && <Loading />}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={list.data && list.data.total > 0 ? page - 1 : 0}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage={t('rowsPerPage')}
          onPageChange={(_event, next) => {
            setSelected(new Set());
            setParam({ page: next === 0 ? undefined : String(next + 1) });
          }}
          onRowsPerPageChange={(event) => {
            setSelected(new Set());
            setPageSize(Number(event.target.value));
            setParam({ page: undefined });
          }}
        />
      </TableContainer>
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
