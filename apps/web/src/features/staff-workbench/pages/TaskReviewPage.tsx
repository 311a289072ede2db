import { isUrgeable, type TaskDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffTaskQuery } from '../api';
import { DecisionDialog } from '../components/DecisionDialog';
import { QueryError } from '../../../shared/ui/QueryError';
import { Fact, ReplyPanel } from '../components/ReplyPanel';
import { useTaskLabels } from '../components/taskLabels';
import { TaskStateChip } from '../../../shared/ui/StateChip';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';
import { isApproval, isStaffDecision, type StaffDecision } from '../lib/decisions';
import type { StaffQueue } from '../lib/queues';
import { handlingPath, proposalHref, STAFF_INDEX_PATH, staffTaskPath } from '../paths';
import { i18nBundle } from '../i18n';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { UrgeHistory } from '../../../shared/urging/UrgeHistory';
import { UrgeDialog } from '../components/UrgeDialog';
import { useReplyQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

/** The queue a task most likely came from, for the back link. */
function queueOf(task: TaskDetail): StaffQueue | null {
  if (task.state === 'adjust_requested') return 'adjust_requested';
  if (task.extensionRequested) return 'extension_requested';
  if (task.state === 'pending_review') return 'pending_review';
  if (task.overdue) return 'overdue';
  if (task.dueSoon) return 'due_soon';
  return null;
}

/**
 * /apps/staff/task/{taskId}: one unit's task as staff review it: the request (adjustment, extension) or the
 * submitted reply with the co-units' opinions and the communication record, and the decisions the task
 * machine allows now. Every decision sends the version read; a stale one reloads the page.
 */
export default function TaskReviewPage() {
  const { taskId = '' } = useParams();
  const { t } = useTranslation('staffWorkbench');
  const task = useStaffTaskQuery(taskId);
  usePageTitle(task.data?.proposal.title ?? t('taskTitle'));
  if (task.isLoading) return <Loading />;
  if (task.error || !task.data) {
    const notFound = isApiError(task.error) && (task.error.status === 404 || task.error.status === 403);
    return (
      <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid={notFound ? 'task-not-found' : 'task-error'}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {notFound ? t('taskNotFound') : t('taskTitle')}
        </Typography>
        {notFound ? (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t('taskNotFoundText')}
          </Typography>
        ) : (
          <QueryError error={task.error} onRetry={() => void task.refetch()} />
        )}
        <Button component={RouterLink} to={STAFF_INDEX_PATH}>
          {t('indexTitle')}
        </Button>
      </Box>
    );
  }
  return <TaskView task={task.data} reload={() => void task.refetch()} />;
}

function TaskView({ task, reload }: { task: TaskDetail; reload: () => void }) {
  const { t } = useTranslation('staffWorkbench');
  const dispatch = useAppDispatch();
  const settings = useWorkflowSettingsQuery();
  const labels = useTaskLabels(settings.data);
  const reply = useReplyQuery(task.reply?.id ?? '', { skip: !task.reply });
  const [decision, setDecision] = useState<StaffDecision | null>(null);
  const [urging, setUrging] = useState(false);
  const decisions = task.allowedActions.filter(isStaffDecision);
  const queue = queueOf(task);
  const heading = [labels.number(task.proposal.number), task.proposal.title].filter(Boolean).join(' ');
  const opinions = reply.data?.opinions.length ? reply.data.opinions : task.opinions;

  return (
    <Stack
      spacing={2}
      sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}
      data-testid="task-review"
      data-state={task.state}
    >
      <div>
        <Button component={RouterLink} to={queue ? handlingPath(queue) : STAFF_INDEX_PATH} sx={{ mb: 1 }}>
          ← {queue ? t(`queue.${queue}`) : t('indexTitle')}
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <TaskStateChip state={task.state} />
          <Chip size="small" variant="outlined" label={task.unit.name} data-testid="task-unit" />
          <Chip size="small" variant="outlined" label={labels.role(task.role, task.handlingMode)} />
          {task.overdue && <Chip size="small" color="error" label={t('queue.overdue')} />}
          {!task.overdue && task.dueSoon && <Chip size="small" color="warning" label={t('queue.due_soon')} />}
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="task-heading">
          {heading}
        </Typography>
        <Typography color="textSecondary">
          {task.proposal.sessionName} · {task.proposal.firstProposer.displayName} ·{' '}
          <Link component={RouterLink} to={proposalHref(task.proposal.id)}>
            {t('viewProposal')}
          </Link>
        </Typography>
      </div>

      <Card>
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Fact label={t('unit')}>{task.unit.name}</Fact>
            <Fact label={t('handlingMode')}>{labels.mode(task.handlingMode)}</Fact>
            <Fact label={t('currentDueDate')} testId="task-due">
              {formatDate(task.dueDate)}
            </Fact>
            <Fact label={t('latestDueDate')}>{formatDate(task.latestDueDate)}</Fact>
          </Box>
        </CardContent>
      </Card>

      {(task.state === 'adjust_requested' || task.adjustmentReason) && (
        <SectionCard id="adjust" title={t('adjustmentRequest')} testId="adjustment-request">
          <Fact label={t('adjustmentReason')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {task.adjustmentReason || '—'}
            </Box>
          </Fact>
          {task.adjustmentComment && (
            <Box sx={{ mt: 1 }}>
              <Fact label={t('adjustmentComment')}>{task.adjustmentComment}</Fact>
            </Box>
          )}
        </SectionCard>
      )}

      {task.extensionRequested && (
        <SectionCard id="extension" title={t('extensionRequest')} testId="extension-request">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            <Fact label={t('requestedDueDate')} testId="requested-due">
              {formatDate(task.extensionRequestedDueDate)}
            </Fact>
            <Fact label={t('currentDueDate')}>{formatDate(task.dueDate)}</Fact>
            <Fact label={t('latestDueDate')}>{formatDate(task.latestDueDate)}</Fact>
          </Box>
          <Box sx={{ mt: 2 }}>
            <Fact label={t('extensionReason')}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {task.extensionReason || '—'}
              </Box>
            </Fact>
          </Box>
        </SectionCard>
      )}

      <SectionCard id="decision" title={t('decisions')}>
        {isUrgeable(task.state) && (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => setUrging(true)}
            sx={{ mb: 1 }}
            data-testid="urge-task"
          >
            {t('urge.action')}
          </Button>
        )}
        {decisions.length === 0 ? (
          <Typography color="textSecondary">{t('noDecision')}</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="decisions">
            {decisions.map((action) => (
              <Button
                key={action}
                variant={isApproval(action) ? 'contained' : 'outlined'}
                color={isApproval(action) ? 'primary' : 'error'}
                onClick={() => setDecision(action)}
                data-action={action}
              >
                {labels.taskAction(action)}
              </Button>
            ))}
          </Stack>
        )}
      </SectionCard>

      {task.role !== 'co' && (
        <SectionCard id="reply" title={t('replySection')}>
          {!task.reply ? (
            <Typography color="textSecondary">{t('replyMissing')}</Typography>
          ) : reply.isLoading ? (
            <Skeleton height={120} />
          ) : reply.error || !reply.data ? (
            <Alert severity="error">{t('replyLoadError')}</Alert>
          ) : (
            <ReplyPanel reply={reply.data} settings={settings.data} />
          )}
        </SectionCard>
      )}

      {(task.handlingMode === 'joint' || opinions.length > 0) && (
        <SectionCard id="opinions" title={t('opinions')}>
          {opinions.length === 0 ? (
            <Typography color="textSecondary">{t('noOpinions')}</Typography>
          ) : (
            <List dense data-testid="opinions">
              {opinions.map((opinion) => (
                <ListItem key={opinion.id} disableGutters divider>
                  <ListItemText
                    primary={opinion.opinion}
                    secondary={`${opinion.unit.name} · ${opinion.author.displayName} · ${formatDateTime(opinion.createdAt)}`}
                    slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      )}

      {task.role !== 'co' && (
        <SectionCard id="communications" title={t('communications')}>
          {task.communications.length === 0 ? (
            <Typography color="textSecondary">{t('noCommunications')}</Typography>
          ) : (
            <List dense data-testid="communications">
              {task.communications.map((item) => (
                <ListItem key={item.id} disableGutters divider>
                  <ListItemText
                    primary={`${formatDate(item.date)} · ${t(`method.${item.method}`)} · ${t('participants')}：${item.participants}`}
                    secondary={item.notes}
                    slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      )}

      <UrgeHistory taskId={task.id} />

      {task.siblings.length > 0 && (
        <SectionCard id="siblings" title={t('siblings')}>
          <List dense>
            {task.siblings.map((sibling) => (
              <ListItem key={sibling.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={staffTaskPath(sibling.id)}>
                      {sibling.unit.name}
                    </Link>
                  }
                  secondary={`${labels.role(sibling.role, task.handlingMode)} · ${labels.taskState(sibling.state)} · ${formatDate(sibling.dueDate)}`}
                />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      )}

      {urging && (
        <UrgeDialog
          target={{ kind: 'tasks', taskIds: [task.id] }}
          onClose={() => setUrging(false)}
          onDone={() => setUrging(false)}
        />
      )}

      {decision && (
        <DecisionDialog
          task={task}
          action={decision}
          reply={reply.data}
          settings={settings.data}
          onClose={() => setDecision(null)}
          onDone={() => {
            dispatch(
              showMessage({
                message: t('decided', { action: labels.taskAction(decision) }),
                variant: 'success',
              }),
            );
            setDecision(null);
          }}
          onConflict={() => {
            setDecision(null);
            dispatch(showMessage({ message: t('taskConflict'), variant: 'warning' }));
            reload();
          }}
        />
      )}
    </Stack>
  );
}
