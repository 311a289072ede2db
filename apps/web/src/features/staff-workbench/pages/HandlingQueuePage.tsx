import type { TaskSummary } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffTaskCountsQuery, useStaffTasksQuery } from '../api';
import { QueryError } from '../../../shared/ui/QueryError';
import { useTaskLabels } from '../components/taskLabels';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { UnitField } from '../../../shared/assignment/UnitsField';
import { formatDate } from '../../../shared/lib/dates';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListView } from '../../../shared/ui/table/useListView';
import {
  groupByUnit,
  isStaffQueue,
  queueFiltersSchema,
  queuePageSize,
  queueQuery,
  STAFF_QUEUES,
  type StaffQueue,
} from '../lib/queues';
import { handlingPath, NOT_FOUND_PATH, proposalHref, staffTaskPath } from '../paths';
import { i18nBundle } from '../i18n';
import { SearchField } from '../../../shared/ui/SearchField';
import { DueDate } from '../../../shared/ui/DueDate';
import { useUrgeSelection } from '../components/UrgeToolbar';
import { Redirect } from '../../../shared/ui/Redirect';

registerBundle(i18nBundle);

/**
 * /apps/staff/handling/{queue}: the staff handling queues (adjustment and extension requests, replies to
 * review, due soon, overdue), filtered by unit and text in the URL. Each row opens the task review page.
 */
export default function HandlingQueuePage() {
  const { queue } = useParams();
  if (!isStaffQueue(queue)) return <Redirect to={NOT_FOUND_PATH} />;
  return <QueueView key={queue} queue={queue} />;
}

function QueueView({ queue }: { queue: StaffQueue }) {
  const { t } = useTranslation('staffWorkbench');
  const labels = useTaskLabels();
  usePageTitle(t(`queue.${queue}`));
  const { filters, setFilters: change } = useUrlFilters(queueFiltersSchema);
  const list = useStaffTasksQuery(queueQuery(queue, filters));
  const counts = useStaffTaskCountsQuery({});
  // 催办 (issue 28 §3) on the lists of tasks running late or about to.
  const urging = useUrgeSelection(queue);
  const urges = queue === 'overdue' || queue === 'due_soon';

  const items = list.data?.items;
  // The overdue queue without a unit filter reads by unit: the busiest unit first, its rows together.
  const grouped = queue === 'overdue' && !filters.unit && items ? groupByUnit(items) : null;
  const rows = grouped ? grouped.flatMap((group) => group.tasks) : items;

  const columns: Column<TaskSummary>[] = [
    { id: 'number', label: t('number'), nowrap: true, cell: (task) => task.proposal.number ?? '—' },
    {
      id: 'title',
      label: t('title'),
      primary: true,
      cell: (task) => (
        <>
          <Link component={RouterLink} to={staffTaskPath(task.id)} data-testid="task-link">
            {task.proposal.title}
          </Link>
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {task.proposal.sessionName} ·{' '}
            <Link component={RouterLink} to={proposalHref(task.proposal.id)} color="inherit">
              {t('viewProposal')}
            </Link>
          </Typography>
        </>
      ),
    },
    { id: 'unit', label: t('unit'), cell: (task) => task.unit.name },
    { id: 'role', label: t('role'), cell: (task) => labels.role(task.role, task.handlingMode) },
    {
      id: 'state',
      label: t('taskState'),
      cell: (task) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TaskStateChip state={task.state} />
          {task.extensionRequested && (
            <Chip size="small" variant="outlined" color="warning" label={t('extensionPending')} />
          )}
        </Stack>
      ),
    },
    { id: 'dueDate', label: t('dueDate'), nowrap: true, cell: (task) => <DueDate task={task} /> },
    { id: 'updatedAt', label: t('updatedAt'), nowrap: true, cell: (task) => formatDate(task.updatedAt) },
  ];
  // The queue is part of a saved view: reopening it comes back to this tab (issue 30 §3).
  const view = useListView('tasks.handling', columns, { value: queue, pathOf: handlingPath });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="staff-handling" data-queue={queue}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t(`queue.${queue}`)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
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
            value={filters.unit}
            onChange={(unit) => change({ unit })}
          />
          <SearchField
            label={t('searchTasks')}
            value={filters.q}
            onSearch={(q) => change({ q })}
            testId="queue-search"
            sx={{ minWidth: 240, flex: 1 }}
          />
          <ListViewControls view={view} />
        </Stack>
        {grouped && grouped.length > 0 && (
          <Box sx={{ mt: 2 }} data-testid="overdue-by-unit">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {list.data && list.data.total > list.data.items.length
                ? t('byUnitPartial', { count: list.data.items.length })
                : t('byUnit')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {grouped.map((group) => (
                <Chip
                  key={group.unit.id}
                  color="error"
                  variant="outlined"
                  label={`${group.unit.name} ${group.tasks.length}`}
                  onClick={() => change({ unit: group.unit.id })}
                  data-testid="unit-group-chip"
                />
              ))}
            </Stack>
          </Box>
        )}
      </Paper>
      {urges && urging.toolbar}
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <PagedTable
        label={t(`queue.${queue}`)}
        columns={view.columns}
        rows={rows}
        total={list.data?.total}
        rowKey={(task) => task.id}
        {...(urges ? { selection: urging.selection } : {})}
        rowProps={(task) => ({
          'data-testid': 'task-row',
          'data-task': task.id,
          'data-unit': task.unit.name,
        })}
        fetching={list.isFetching}
        failed={Boolean(list.error)}
        empty={t('tasksEmpty')}
        emptyTestId="queue-empty"
        paging={{
          page: filters.page,
          pageSize: queuePageSize(queue),
          pageSizes: [queuePageSize(queue)],
          onPage: (page) => change({ page }),
          onPageSize: () => undefined,
        }}
      />
    </Box>
  );
}
