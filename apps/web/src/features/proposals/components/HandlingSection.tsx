import {
  authRoles,
  TASK_SHARE_LABELS,
  taskShare,
  hasAccess,
  HANDLING_MODE_LABELS,
  workflowLinks,
  type ProposalDetail,
  type ProposalTask,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { useRoles } from '../../../shared/session/hooks';
import { useProposalTasksQuery } from '../api';
import { isoToDateInput } from '../../../shared/lib/dates';
import { replyDocumentSrc } from '../../../shared/lib/viewerHref';
import { sortTasks } from './handling';
import { dueInfo } from '../../../shared/lib/due';
import { DueDate } from '../../../shared/ui/DueDate';
import { handlingBundle } from './handlingI18n';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { useReplyQuery } from '../../../shared/api/sharedReads';

registerBundle(handlingBundle);

/** 办理情况 on the proposal page, once assigned: mode, dates and every unit's task with its state and reply. */
export function HandlingSection({ proposal }: { proposal: ProposalDetail }) {
  const { t, i18n } = useTranslation('proposalHandling');
  const language = toLanguage(i18n.language);
  const roles = useRoles();
  const isStaff = hasAccess(authRoles.staff, roles);
  const tasks = useProposalTasksQuery(proposal.id);
  const items = sortTasks(tasks.data?.items ?? []);
  const columns: Column<ProposalTask>[] = [
    {
      id: 'unit',
      label: t('unit'),
      primary: true,
      cell: (task) =>
        isStaff ? (
          <Link component={RouterLink} to={workflowLinks.staffTask(encodeURIComponent(task.id))}>
            {task.unit.name}
          </Link>
        ) : (
          task.unit.name
        ),
    },
    {
      id: 'role',
      label: t('role'),
      cell: (task) =>
        TASK_SHARE_LABELS[taskShare(task.role, task.handlingMode ?? proposal.handlingMode)][language],
      cellProps: () => ({ 'data-testid': 'task-role' }),
    },
    { id: 'state', label: t('state'), cell: (task) => <TaskStateChip state={task.state} /> },
    {
      id: 'due',
      label: t('dueDate'),
      nowrap: true,
      cell: (task) => (
        <>
          <DueDate task={task} />
          {task.extensionRequested && (
            <Chip size="small" variant="outlined" label={t('extensionRequested')} sx={{ ml: 1 }} />
          )}
        </>
      ),
    },
    {
      id: 'reply',
      label: t('reply'),
      cell: (task) => (task.approvedReplyId ? <ReplyLink replyId={task.approvedReplyId} /> : '—'),
    },
  ];

  return (
    <SectionCard id="handling" title={t('handling')} testId="handling-section">
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Typography color="textSecondary">
          {t('handlingMode')}：
          <Box component="span" data-testid="handling-mode" sx={{ color: 'text.primary' }}>
            {proposal.handlingMode ? HANDLING_MODE_LABELS[proposal.handlingMode][language] : '—'}
          </Box>
        </Typography>
        <Typography color="textSecondary">
          {t('assignedAt')}：{isoToDateInput(proposal.assignedAt) || '—'}
        </Typography>
        <Typography color="textSecondary">
          {t('dueDate')}：
          <Box component="span" data-testid="handling-due" sx={{ color: 'text.primary' }}>
            {isoToDateInput(proposal.dueDate) || '—'}
          </Box>
        </Typography>
      </Stack>
      {tasks.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('tasksError')}
        </Alert>
      )}
      <PagedTable
        label={t('tasks')}
        columns={columns}
        rows={tasks.data ? items : undefined}
        rowKey={(task) => task.id}
        rowProps={(task) => ({
          'data-testid': 'handling-task',
          'data-unit': task.unit.name,
          'data-state': task.state,
          'data-tone': dueInfo(task).tone,
        })}
        fetching={tasks.isFetching}
        failed={Boolean(tasks.error)}
        empty={t('noTasks')}
      />
    </SectionCard>
  );
}

/**
 * An approved reply: its document in the viewer, or the reply page when it has none. Every reader of the
 * proposal gets the id from the task list; proposers may read an approved reply, not the task.
 */
function ReplyLink({ replyId }: { replyId: string }) {
  const { t } = useTranslation('proposalHandling');
  const reply = useReplyQuery(replyId);
  if (reply.isLoading) return <Skeleton width={80} />;
  if (!reply.data) return <>—</>;
  const document = reply.data.document;
  if (!document)
    return (
      <Link component={RouterLink} to={workflowLinks.unitReply(encodeURIComponent(replyId))}>
        {t('openReply')}
      </Link>
    );
  return (
    <Link
      component={RouterLink}
      to={viewerHref(replyDocumentSrc(replyId), document.fileName)}
      data-testid="reply-link"
    >
      {t('viewReply')}
    </Link>
  );
}
