import type { TaskSummary } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffTaskCountsQuery, useStaffTasksQuery } from '../api';
import { QueryError } from '../../../shared/ui/QueryError';
import { useTaskLabels } from '../components/taskLabels';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { UnitField } from '../components/UnitsField';
import { formatDate } from '../../../shared/lib/dates';
import {
  groupByUnit,
  isStaffQueue,
  queueFiltersFromSearch,
  queueFiltersToSearch,
  queuePageSize,
  queueQuery,
  STAFF_QUEUES,
  type StaffQueue,
} from '../lib/queues';
import { handlingPath, NOT_FOUND_PATH, proposalHref, staffTaskPath } from '../paths';
import { i18nBundle } from '../i18n';
import { SearchField } from '../../../shared/ui/SearchField';

registerBundle(i18nBundle);

/**
 * /apps/staff/handling/{queue}: the staff handling queues (adjustment and extension requests, replies to
 * review, due soon, overdue), filtered by unit and text in the URL. Each row opens the task review page.
 */
export default function HandlingQueuePage() {
  const { queue } = useParams();
  if (!isStaffQueue(queue)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <QueueView key={queue} queue={queue} />;
}

function QueueView({ queue }: { queue: StaffQueue }) {
  const { t } = useTranslation('staffWorkbench');
  const labels = useTaskLabels();
  usePageTitle(t(`queue.${queue}`));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = queueFiltersFromSearch(searchParams);
  const list = useStaffTasksQuery(queueQuery(queue, filters));
  const counts = useStaffTaskCountsQuery({});
  const change = (patch: Parameters<typeof queueFiltersToSearch>[1]) =>
    setSearchParams(queueFiltersToSearch(filters, patch));

  const items = list.data?.items ?? [];
  const grouped = queue === 'overdue' && !filters.unitId ? groupByUnit(items) : null;
  const columns = 7;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="staff-handling" data-queue={queue}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t(`queue.${queue}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`queueHint.${queue}`)}
      </Typography>
      <Tabs
        value={queue}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('handlingSection')}
      >
        {STAFF_QUEUES.map((name) => (
          <Tab
            key={name}
            value={name}
            component={RouterLink}
            to={handlingPath(name)}
            label={`${t(`queue.${name}`)}${counts.data ? ` (${counts.data.counts[name] ?? 0})` : ''}`}
            data-testid={`queue-tab-${name}`}
          />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <UnitField
            size="small"
            label={t('unitFilter')}
            placeholder={t('allUnits')}
            value={filters.unitId}
            onChange={(unitId) => change({ unitId })}
          />
          <SearchField
            label={t('searchTasks')}
            value={filters.q}
            onSearch={(q) => change({ q })}
            testId="queue-search"
            sx={{ minWidth: 240, flex: 1 }}
          />
        </Stack>
        {grouped && grouped.length > 0 && (
          <Box sx={{ mt: 2 }} data-testid="overdue-by-unit">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {list.data && list.data.total > items.length
                ? t('byUnitPartial', { count: items.length })
                : t('byUnit')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {grouped.map((group) => (
                <Chip
                  key={group.unit.id}
                  color="error"
                  variant="outlined"
                  label={`${group.unit.name} ${group.tasks.length}`}
                  onClick={() => change({ unitId: group.unit.id })}
                  data-testid="unit-group-chip"
                />
              ))}
            </Stack>
          </Box>
        )}
      </Paper>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <TableContainer component={Paper} sx={{ opacity: list.isFetching && !list.isLoading ? 0.6 : 1 }}>
        <Table size="small" aria-label={t(`queue.${queue}`)} aria-busy={list.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('number')}</TableCell>
              <TableCell>{t('title')}</TableCell>
              <TableCell>{t('unit')}</TableCell>
              <TableCell>{t('role')}</TableCell>
              <TableCell>{t('taskState')}</TableCell>
              <TableCell>{t('dueDate')}</TableCell>
              <TableCell>{t('updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grouped
              ? grouped.map((group) => (
                  <Fragment key={group.unit.id}>
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                        {group.unit.name}（{group.tasks.length}）
                      </TableCell>
                    </TableRow>
                    {group.tasks.map((task) => (
                      <QueueRow key={task.id} task={task} labels={labels} />
                    ))}
                  </Fragment>
                ))
              : items.map((task) => <QueueRow key={task.id} task={task} labels={labels} />)}
            {list.data && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 4 }} data-testid="queue-empty">
                  {t('tasksEmpty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {list.isLoading && <Loading />}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={list.data && list.data.total > 0 ? filters.page - 1 : 0}
          rowsPerPage={queuePageSize(queue)}
          rowsPerPageOptions={[queuePageSize(queue)]}
          labelRowsPerPage={t('rowsPerPage')}
          onPageChange={(_event, next) => change({ page: next + 1 })}
        />
      </TableContainer>
    </Box>
  );
}

function QueueRow({ task, labels }: { task: TaskSummary; labels: ReturnType<typeof useTaskLabels> }) {
  const { t } = useTranslation('staffWorkbench');
  const days = task.dueDate ? differenceInCalendarDays(parseISO(task.dueDate), new Date()) : null;
  const dueNote =
    days === null || task.state === 'replied'
      ? null
      : days < 0
        ? t('overdueDays', { count: -days })
        : days === 0
          ? t('dueToday')
          : task.dueSoon
            ? t('dueInDays', { count: days })
            : null;
  return (
    <TableRow hover data-testid="task-row" data-task={task.id} data-unit={task.unit.name}>
      <TableCell>{task.proposal.number ?? '—'}</TableCell>
      <TableCell>
        <Link component={RouterLink} to={staffTaskPath(task.id)} data-testid="task-link">
          {task.proposal.title}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {task.proposal.sessionName} ·{' '}
          <Link component={RouterLink} to={proposalHref(task.proposal.id)} color="inherit">
            {t('viewProposal')}
          </Link>
        </Typography>
      </TableCell>
      <TableCell>{task.unit.name}</TableCell>
      <TableCell>{labels.role(task.role, task.handlingMode)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TaskStateChip state={task.state} />
          {task.extensionRequested && (
            <Chip size="small" variant="outlined" color="warning" label={t('extensionPending')} />
          )}
        </Stack>
      </TableCell>
      <TableCell
        sx={{
          whiteSpace: 'nowrap',
          color: task.overdue ? 'error.main' : task.dueSoon ? 'warning.dark' : undefined,
        }}
      >
        {formatDate(task.dueDate)}
        {dueNote && (
          <Typography variant="caption" sx={{ display: 'block' }}>
            {dueNote}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(task.updatedAt)}</TableCell>
    </TableRow>
  );
}
