import {
  authRoles,
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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { useRoles } from '../../../shared/session/hooks';
import { useProposalTasksQuery } from '../api';
import { dayOf } from './assignForm';
import { replyDocumentSrc } from '../../../shared/lib/viewerHref';
import { dueTone, roleKey, sortTasks } from './handling';
import { handlingBundle } from './handlingI18n';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { TaskStateChip } from '../../../shared/ui/StateChip';
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

  return (
    <SectionCard id="handling" title={t('handling')} testId="handling-section">
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary">
          {t('handlingMode')}：
          <Box component="span" data-testid="handling-mode" sx={{ color: 'text.primary' }}>
            {proposal.handlingMode ? HANDLING_MODE_LABELS[proposal.handlingMode][language] : '—'}
          </Box>
        </Typography>
        <Typography color="text.secondary">
          {t('assignedAt')}：{dayOf(proposal.assignedAt) || '—'}
        </Typography>
        <Typography color="text.secondary">
          {t('dueDate')}：
          <Box component="span" data-testid="handling-due" sx={{ color: 'text.primary' }}>
            {dayOf(proposal.dueDate) || '—'}
          </Box>
        </Typography>
      </Stack>
      {tasks.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('tasksError')}
        </Alert>
      ) : tasks.isLoading ? (
        <Box>
          <Skeleton />
          <Skeleton />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('noTasks')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('tasks')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('unit')}</TableCell>
                <TableCell>{t('role')}</TableCell>
                <TableCell>{t('state')}</TableCell>
                <TableCell>{t('dueDate')}</TableCell>
                <TableCell>{t('reply')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  roleLabel={t(roleKey(task.role, task.handlingMode ?? proposal.handlingMode))}
                  isStaff={isStaff}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

function TaskRow({ task, roleLabel, isStaff }: { task: ProposalTask; roleLabel: string; isStaff: boolean }) {
  const { t } = useTranslation('proposalHandling');
  const tone = dueTone(task);
  return (
    <TableRow data-testid="handling-task" data-unit={task.unit.name} data-state={task.state} data-tone={tone}>
      <TableCell>
        {isStaff ? (
          <Link component={RouterLink} to={workflowLinks.staffTask(encodeURIComponent(task.id))}>
            {task.unit.name}
          </Link>
        ) : (
          task.unit.name
        )}
      </TableCell>
      <TableCell data-testid="task-role">{roleLabel}</TableCell>
      <TableCell>
        <TaskStateChip state={task.state} />
      </TableCell>
      <TableCell
        sx={{
          whiteSpace: 'nowrap',
          color: tone === 'overdue' ? 'error.main' : tone === 'soon' ? 'warning.dark' : undefined,
          fontWeight: tone === 'overdue' ? 700 : undefined,
        }}
      >
        {dayOf(task.dueDate) || '—'}
        {tone === 'overdue' && <Chip size="small" color="error" label={t('overdue')} sx={{ ml: 1 }} />}
        {tone === 'soon' && <Chip size="small" color="warning" label={t('dueSoon')} sx={{ ml: 1 }} />}
        {task.extensionRequested && (
          <Chip size="small" variant="outlined" label={t('extensionRequested')} sx={{ ml: 1 }} />
        )}
      </TableCell>
      <TableCell>{task.approvedReplyId ? <ReplyLink replyId={task.approvedReplyId} /> : '—'}</TableCell>
    </TableRow>
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
