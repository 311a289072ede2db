import type { TaskListType } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../shared/ui/Loading';
import { useUnitTasksQuery } from '../api';
import { PAGE_SIZES, SEARCH_MAX, taskListParams } from '../lib/lists';
import { proposalPath, taskPath } from '../paths';
import { DueDate } from './DueDate';
import { useLabels } from './labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { useParamsFilters, withParams } from '../../../shared/lib/searchParams';

/** One list of the unit's tasks: search by title or number, paging in the address, empty and error states. */
export function TaskTable({ type, emptyText }: { type: TaskListType; emptyText: string }) {
  const { t } = useTranslation('undertaker');
  const labels = useLabels();
  const { search, setSearch, set } = useParamsFilters();
  const params = taskListParams(type, search);
  const list = useUnitTasksQuery(params);
  const [text, setText] = useState(params.q ?? '');
  // Search as the user types, but only after a pause, and without a history entry per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.q ?? '') !== text.trim())
        setSearch(withParams(search, { q: text.trim() || null }), { replace: true });
    }, 400);
    return () => clearTimeout(timer);
  }, [text, params.q, search, setSearch]);

  return (
    <Card>
      <CardContent>
        <TextField
          type="search"
          label={t('search')}
          placeholder={t('searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
        />
        {list.error ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isLoading ? (
          <Loading />
        ) : (list.data?.items.length ?? 0) === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ py: 4, textAlign: 'center' }}
            data-testid="task-list-empty"
          >
            {params.q ? t('noMatches') : emptyText}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" data-testid="task-table" aria-label={t('taskTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('number')}</TableCell>
                    <TableCell>{t('proposalTitle')}</TableCell>
                    <TableCell>{t('proposer')}</TableCell>
                    <TableCell>{t('role')}</TableCell>
                    <TableCell>{t('taskState')}</TableCell>
                    <TableCell>{t('dueDate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data?.items.map((task) => (
                    <TableRow key={task.id} hover data-task-id={task.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link component={RouterLink} to={proposalPath(task.proposal.id)}>
                          {labels.number(task.proposal.number) || '—'}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={taskPath(task.proposal.id)}>
                          {task.proposal.title || t('untitled')}
                        </Link>
                      </TableCell>
                      <TableCell>{task.proposal.firstProposer.displayName}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {labels.role(task.role, task.handlingMode)}
                      </TableCell>
                      <TableCell>
                        <TaskStateChip state={task.state} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <DueDate task={task} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={list.data?.total ?? 0}
              page={params.page - 1}
              rowsPerPage={params.pageSize}
              rowsPerPageOptions={[...PAGE_SIZES]}
              labelRowsPerPage={t('rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
              onPageChange={(_event, page) => set({ page: String(page + 1) })}
              onRowsPerPageChange={(event) => set({ pageSize: event.target.value })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
