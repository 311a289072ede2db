import type { TaskDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUnitMyTaskQuery } from '../api';
import { CommunicationDialog } from '../components/CommunicationDialog';
import { DetailFrame, Fact } from '../components/DetailFrame';
import { DueDate } from '../../../shared/ui/DueDate';
import { useLabels } from '../components/labels';
import { ShareChips } from '../components/ShareChips';
import { ReplyStateChip, TaskStateChip } from '../../../shared/ui/StateChip';
import { TaskActionDialog, type DialogAction } from '../components/TaskActionDialog';
import { i18nBundle } from '../i18n';
import { isTaskDone } from '../../../shared/lib/due';
import { adjustmentOpen, dayOf, unitActions } from '../lib/taskForms';
import { NOT_FOUND_PATH, proposalPath, replyPath, UNIT_INDEX_PATH } from '../paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { UrgeHistory } from '../../../shared/urging/UrgeHistory';
import { localeDateTime } from '../../../shared/lib/dates';
import { FeatureSlot } from '../../../shared/slots/featureSlots';

registerBundle(i18nBundle);

/**
 * /undertaker/undertaker/detail/{proposalGUID}: the caller's unit's task on a proposal. Another unit's
 * proposal (no task of ours) is a 404, as the server says.
 */
export default function TaskDetailPage() {
  const { proposalGUID = '' } = useParams();
  const { t } = useTranslation('undertaker');
  const task = useUnitMyTaskQuery(proposalGUID);
  return (
    <QueryGuard
      query={task}
      notFoundPath={NOT_FOUND_PATH}
      failed={(error) => (
        <DetailFrame
          title={t('taskTitle')}
          testId="unit-task-error"
          back={{ to: UNIT_INDEX_PATH, label: t('backToWorkbench') }}
        >
          {error}
        </DetailFrame>
      )}
    >
      {(data) => <TaskView task={data} reload={() => void task.refetch()} />}
    </QueryGuard>
  );
}

function TaskView({ task, reload }: { task: TaskDetail; reload: () => void }) {
  const { t, i18n } = useTranslation('undertaker');
  const labels = useLabels();
  const dispatch = useAppDispatch();
  const [action, setAction] = useState<DialogAction | null>(null);
  const [communicating, setCommunicating] = useState(false);
  const actions = unitActions(task.allowedActions);
  const canAdjust = adjustmentOpen(task);
  const isCo = task.role === 'co';
  const done = isTaskDone(task.state);
  const heading = [labels.number(task.proposal.number), task.proposal.title || t('untitled')]
    .filter(Boolean)
    .join(' ');

  return (
    <DetailFrame
      title={t('taskTitle')}
      testId="unit-task"
      back={{ to: UNIT_INDEX_PATH, label: t('backToWorkbench') }}
    >
      <Card component="section" aria-labelledby="task-proposal-heading">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1, gap: 1 }}>
            <TaskStateChip state={task.state} size="medium" />
            <ShareChips role={task.role} mode={task.handlingMode} labels={labels} />
          </Stack>
          <Typography id="task-proposal-heading" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            <Link component={RouterLink} to={proposalPath(task.proposal.id)} underline="hover">
              {heading}
            </Link>
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t('proposer')}：{task.proposal.firstProposer.displayName} · {task.proposal.sessionName} ·{' '}
            {labels.proposalState(task.proposal.state)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <Fact label={t('dueDate')} testId="task-due-date">
              <DueDate task={task} />
            </Fact>
            <Fact label={t('latestDueDate')}>{dayOf(task.latestDueDate) || '—'}</Fact>
            <Fact label={t('adjustmentWindowEnds')}>{dayOf(task.adjustmentWindowEndsAt) || '—'}</Fact>
            <Fact label={t('assignedAt')}>{dayOf(task.createdAt) || '—'}</Fact>
            <Fact label={t('signedAt')}>
              {task.signedAt ? localeDateTime(task.signedAt, i18n.language) : '—'}
            </Fact>
            {task.repliedAt && (
              <Fact label={t(isCo ? 'opinionSentAt' : 'repliedAt')}>
                {localeDateTime(task.repliedAt, i18n.language)}
              </Fact>
            )}
          </Stack>
          <Stack spacing={1} sx={{ mt: 2 }}>
            {task.rejectionReason && task.state === 'accepted' && (
              <Alert severity="warning" data-testid="rejection-reason">
                {t('replyRejected', { reason: task.rejectionReason })}
              </Alert>
            )}
            {isCo && task.state === 'accepted' && !task.reply && (
              <Alert severity="info" data-testid="waiting-for-lead-draft">
                {t('waitingForLeadDraft')}
              </Alert>
            )}
            {task.state === 'adjust_requested' && (
              <Alert severity="info">
                {t('adjustmentPending', { reason: task.adjustmentReason ?? '—' })}
              </Alert>
            )}
            {task.state !== 'adjust_requested' && task.adjustmentComment && (
              <Alert severity="info">{t('adjustmentRefused', { comment: task.adjustmentComment })}</Alert>
            )}
            {task.extensionRequested && (
              <Alert severity="info" data-testid="extension-pending">
                {t('extensionPending', {
                  date: dayOf(task.extensionRequestedDueDate) || '—',
                  reason: task.extensionReason ?? '—',
                })}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>

      <SectionCard id="task-actions" title={t('actions')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="task-actions">
          {actions.map((name) =>
            name === 'submit_reply' || name === 'submit_for_approval' ? (
              task.reply && (
                <Button
                  key={name}
                  variant="contained"
                  component={RouterLink}
                  to={replyPath(task.reply.id)}
                  data-action={name}
                >
                  {labels.taskAction(name)}
                </Button>
              )
            ) : (
              <Button
                key={name}
                variant={
                  name === 'request_adjustment' || name === 'request_extension' || name === 'return_in_unit'
                    ? 'outlined'
                    : 'contained'
                }
                disabled={name === 'request_adjustment' && !canAdjust}
                onClick={() => setAction(name)}
                data-action={name}
              >
                {labels.taskAction(name)}
              </Button>
            ),
          )}
          {actions.length === 0 && <Typography color="textSecondary">{t('noActions')}</Typography>}
        </Stack>
        {actions.includes('request_adjustment') && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {canAdjust
              ? t('adjustmentWindowUntil', { date: dayOf(task.adjustmentWindowEndsAt) || '—' })
              : t('adjustmentWindowClosed')}
          </Typography>
        )}
      </SectionCard>

      {/* 面商 (the consultation feature's part, issue 28 §1) */}
      <FeatureSlot name="unitTask" taskId={task.id} proposalId={task.proposal.id} taskState={task.state} />

      {task.reply && (
        <SectionCard id="task-reply" title={isCo ? t('leadDraft') : t('reply')}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <ReplyStateChip state={task.reply.state} />
            <Button
              variant="outlined"
              component={RouterLink}
              to={replyPath(task.reply.id)}
              data-testid="open-reply"
            >
              {!isCo && task.isMine && task.reply.state === 'draft' ? t('editReply') : t('viewReply')}
            </Button>
          </Stack>
        </SectionCard>
      )}

      {task.isMine && <UrgeHistory taskId={task.id} />}

      <Card component="section" aria-labelledby="communications-heading">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography id="communications-heading" variant="h6" component="h2">
              {t('communications')}
            </Typography>
            {task.isMine && !done && task.state !== 'new' && (
              <Button variant="outlined" onClick={() => setCommunicating(true)}>
                {t('addCommunication')}
              </Button>
            )}
          </Stack>
          {!isCo && task.communications.length === 0 && !done && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('communicationNeeded')}
            </Typography>
          )}
          {task.communications.length === 0 ? (
            <Typography color="textSecondary" data-testid="communications-empty">
              {t('noCommunications')}
            </Typography>
          ) : (
            <List dense data-testid="communications">
              {task.communications.map((item) => (
                <ListItem key={item.id} disableGutters divider>
                  <ListItemText
                    primary={`${dayOf(item.date)} · ${t(`methodName.${item.method}`)} · ${item.participants}`}
                    secondary={
                      <>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', whiteSpace: 'pre-wrap' }}
                        >
                          {item.notes}
                        </Typography>
                        {t('recordedBy', {
                          name: item.createdBy.displayName,
                          time: localeDateTime(item.createdAt, i18n.language),
                        })}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      {task.handlingMode === 'joint' && (
        <SectionCard id="opinions" title={t('opinions')}>
          {task.opinions.length === 0 ? (
            <Typography color="textSecondary">{t('noOpinions')}</Typography>
          ) : (
            <List dense data-testid="opinions">
              {task.opinions.map((item) => (
                <ListItem key={item.id} disableGutters divider>
                  <ListItemText
                    primary={item.unit.name}
                    secondary={
                      <>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', whiteSpace: 'pre-wrap' }}
                        >
                          {item.opinion}
                        </Typography>
                        {t('recordedBy', {
                          name: item.author.displayName,
                          time: localeDateTime(item.createdAt, i18n.language),
                        })}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      )}

      {task.siblings.length > 0 && (
        <SectionCard id="siblings" title={t('siblings')}>
          <Table size="small" aria-labelledby="siblings-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('unit')}</TableCell>
                <TableCell>{t('role')}</TableCell>
                <TableCell>{t('taskState')}</TableCell>
                <TableCell>{t('dueDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {task.siblings.map((sibling) => (
                <TableRow key={sibling.id}>
                  <TableCell>{sibling.unit.name}</TableCell>
                  <TableCell>{labels.role(sibling.role, task.handlingMode)}</TableCell>
                  <TableCell>
                    <TaskStateChip state={sibling.state} />
                  </TableCell>
                  <TableCell>{dayOf(sibling.dueDate) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>
      )}

      {action && (
        <TaskActionDialog
          task={task}
          action={action}
          reload={reload}
          onClose={() => setAction(null)}
          onDone={() => {
            dispatch(
              showMessage({
                message: t('actionDone', { action: labels.taskAction(action) }),
                variant: 'success',
              }),
            );
            setAction(null);
          }}
        />
      )}
      {communicating && (
        <CommunicationDialog
          taskId={task.id}
          reload={reload}
          onClose={() => setCommunicating(false)}
          onDone={() => {
            dispatch(showMessage({ message: t('communicationSaved'), variant: 'success' }));
            setCommunicating(false);
          }}
        />
      )}
    </DetailFrame>
  );
}
