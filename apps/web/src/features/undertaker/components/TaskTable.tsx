import type { TaskListType, TaskSummary } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUnitTasksQuery } from '../api';
import { PAGE_SIZES, SEARCH_MAX, taskFiltersSchema, taskListParams } from '../lib/lists';
import { proposalPath, taskPath } from '../paths';
import { DueDate } from '../../../shared/ui/DueDate';
import { useLabels } from './labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { useListView } from '../../../shared/ui/table/useListView';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { SearchField } from '../../../shared/ui/SearchField';
import { ExportButton } from '../../../shared/ui/ExportButton';

/** One list of the unit's tasks: search by title or number, paging in the address, empty and error states. */
export function TaskTable({ type, emptyText }: { type: TaskListType; emptyText: string }) {
  const { t } = useTranslation('undertaker');
  const labels = useLabels();
  const { filters, setFilters } = useUrlFilters(taskFiltersSchema);
  const list = useUnitTasksQuery(taskListParams(type, filters));

  const columns: Column<TaskSummary>[] = [
    {
      id: 'number',
      label: t('number'),
      nowrap: true,
      cell: (task) => (
        <Link component={RouterLink} to={proposalPath(task.proposal.id)}>
          {labels.number(task.proposal.number) || '—'}
        </Link>
      ),
    },
    {
      id: 'title',
      label: t('proposalTitle'),
      primary: true,
      cell: (task) => (
        <Link component={RouterLink} to={taskPath(task.proposal.id)}>
          {task.proposal.title || t('untitled')}
        </Link>
      ),
    },
    // Names, roles and chips on one line: at 1280 px beside the navigation and the chat rail the title column
    // gives way instead (issue 34: headers and three-character names wrapped).
    {
      id: 'proposer',
      label: t('proposer'),
      nowrap: true,
      cell: (task) => task.proposal.firstProposer.displayName,
    },
    { id: 'role', label: t('role'), nowrap: true, cell: (task) => labels.role(task.role, task.handlingMode) },
    {
      id: 'state',
      label: t('taskState'),
      nowrap: true,
      cell: (task) => <TaskStateChip state={task.state} />,
    },
    { id: 'dueDate', label: t('dueDate'), nowrap: true, cell: (task) => <DueDate task={task} /> },
  ];
  const view = useListView('tasks.unit', columns);

  return (
    <Card>
      <CardContent>
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          value={filters.q}
          maxLength={SEARCH_MAX}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          sx={{ mb: 2, width: '100%' }}
        />
        <ListViewControls view={view} sx={{ mb: 2 }} />
        <Box sx={{ mb: 2 }}>
          <ExportButton
            list="tasks.unit"
            path="/api/tasks/export.xlsx"
            params={taskListParams(type, filters)}
            columns={view.columns.map((column) => column.id)}
          />
        </Box>
        {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
        <PagedTable
          label={t('taskTable')}
          testId="task-table"
          columns={view.columns}
          rows={list.data?.items}
          total={list.data?.total}
          rowKey={(task) => task.id}
          rowProps={(task) => ({ 'data-task-id': task.id })}
          fetching={list.isFetching}
          failed={Boolean(list.error)}
          empty={filters.q ? t('noMatches') : emptyText}
          emptyTestId="task-list-empty"
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
