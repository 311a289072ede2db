import type { ProposalDetail } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
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
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { useUnitProposalQuery, useUnitProposalTasksQuery } from '../api';
import { DetailFrame, Fact } from '../components/DetailFrame';
import { DueDate } from '../components/DueDate';
import { useLabels } from '../components/labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { ProposalStateChip, TaskStateChip } from '../../../shared/ui/StateChip';
import { i18nBundle } from '../i18n';
import { dayOf } from '../lib/taskForms';
import { viewerHref } from '../../../shared/lib/viewerHref';
import { attachmentSrc } from '../../../shared/lib/viewerHref';
import { NOT_FOUND_PATH, taskPath, UNIT_INDEX_PATH } from '../paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ProposalText } from '../../../shared/ui/ProposalText';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { formatSize } from '../../../shared/lib/upload';

registerBundle(i18nBundle);

/** /undertaker/proposal/detail/{proposalDetailGUID}: the proposal as a handling unit reads it. */
export default function ProposalDetailPage() {
  const { proposalDetailGUID = '' } = useParams();
  const { t } = useTranslation('undertaker');
  const proposal = useUnitProposalQuery(proposalDetailGUID);
  if (proposal.isLoading) return <Loading />;
  if (isApiError(proposal.error) && (proposal.error.status === 404 || proposal.error.status === 403))
    return <Navigate to={NOT_FOUND_PATH} replace />;
  if (proposal.error || !proposal.data)
    return (
      <DetailFrame title={t('proposalPage')} testId="unit-proposal-error">
        <QueryError error={proposal.error} onRetry={() => void proposal.refetch()} />
      </DetailFrame>
    );
  return <ProposalView proposal={proposal.data} />;
}

function ProposalView({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('undertaker');
  const user = useUser();
  const settings = useWorkflowSettingsQuery();
  const labels = useLabels(settings.data);
  const tasks = useUnitProposalTasksQuery(proposal.id);
  const mine = tasks.data?.items.find((task) => user.unit && task.unit.id === user.unit.id);
  const signers = proposal.signers.filter((signer) => signer.isFirst || signer.state === 'accepted');
  const isUnit = user.role.includes('undertaker');

  return (
    <DetailFrame
      title={[labels.number(proposal.number), proposal.title || t('untitled')].filter(Boolean).join(' ')}
      testId="unit-proposal"
      back={isUnit ? { to: UNIT_INDEX_PATH, label: t('backToWorkbench') } : undefined}
      actions={
        mine && (
          <Button
            variant="contained"
            component={RouterLink}
            to={taskPath(proposal.id)}
            data-testid="open-my-task"
          >
            {t('openMyTask')}
          </Button>
        )
      }
    >
      <SectionCard id="proposal-facts" title={t('proposalFacts')}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <ProposalStateChip state={proposal.state} size="medium" />
          <Chip variant="outlined" label={labels.kind(proposal.kind)} />
          <Chip variant="outlined" label={labels.category(proposal.categoryCode)} />
          {proposal.isKey && <Chip color="error" variant="outlined" label={t('keyProposal')} />}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Fact label={t('session')}>{proposal.sessionName}</Fact>
          <Fact label={t('handlingMode')}>{labels.mode(proposal.handlingMode)}</Fact>
          <Fact label={t('assignedAt')}>{dayOf(proposal.assignedAt) || '—'}</Fact>
          <Fact label={t('dueDate')}>{dayOf(proposal.dueDate) || '—'}</Fact>
          {proposal.collectiveBody && <Fact label={t('collectiveBody')}>{proposal.collectiveBody}</Fact>}
        </Stack>
      </SectionCard>

      <SectionCard id="proposers" title={t('proposers')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="proposers">
          {signers.map((signer) => (
            <Chip
              key={signer.userId}
              variant={signer.isFirst ? 'filled' : 'outlined'}
              label={`${signer.displayName}${signer.isFirst ? `（${t('firstProposer')}）` : ''}${signer.sector ? ` · ${signer.sector}` : ''}`}
            />
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Fact label={t('contact')}>
            {[proposal.contactName, proposal.contactPhone, proposal.contactAddress]
              .filter(Boolean)
              .join(' · ') || '—'}
          </Fact>
        </Stack>
      </SectionCard>

      <SectionCard id="content" title={t('content')}>
        <ProposalText
          analysis={proposal.analysis}
          suggestions={proposal.suggestions}
          labels={{ analysis: t('analysis'), suggestions: t('suggestions') }}
        />
        <Divider sx={{ my: 1 }} />
        <Fact label={t('suggestedUnits')}>
          {proposal.suggestedUnits.map((unit) => unit.name).join('、') || '—'}
        </Fact>
      </SectionCard>

      <SectionCard id="attachments" title={t('attachments')}>
        {proposal.attachments.length === 0 ? (
          <Typography color="text.secondary">{t('noAttachments')}</Typography>
        ) : (
          <List dense data-testid="attachments">
            {proposal.attachments.map((attachment) => (
              <ListItem key={attachment.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={viewerHref(attachmentSrc(attachment.id), attachment.fileName)}
                    >
                      {attachment.fileName}
                    </Link>
                  }
                  secondary={formatSize(attachment.size)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>

      <SectionCard id="tasks" title={t('handlingUnits')}>
        {tasks.error ? (
          <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : tasks.isLoading ? (
          <Loading />
        ) : (tasks.data?.items.length ?? 0) === 0 ? (
          <Typography color="text.secondary">{t('noTasks')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="tasks-heading" data-testid="proposal-tasks">
            <TableHead>
              <TableRow>
                <TableCell>{t('unit')}</TableCell>
                <TableCell>{t('role')}</TableCell>
                <TableCell>{t('taskState')}</TableCell>
                <TableCell>{t('dueDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.data?.items.map((task) => (
                <TableRow key={task.id} selected={task.id === mine?.id}>
                  <TableCell>
                    {task.unit.name}
                    {task.id === mine?.id && ` (${t('ourUnit')})`}
                  </TableCell>
                  <TableCell>{labels.role(task.role, task.handlingMode)}</TableCell>
                  <TableCell>
                    <TaskStateChip state={task.state} />
                  </TableCell>
                  <TableCell>
                    <DueDate task={task} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </DetailFrame>
  );
}
