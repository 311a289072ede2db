import type { ProposalDetail, TaskSummary } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { useUnitProposalQuery, useUnitProposalTasksQuery } from '../api';
import { DetailFrame, Fact } from '../components/DetailFrame';
import { DueDate } from '../../../shared/ui/DueDate';
import { useLabels } from '../components/labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { ProposalStateChip, TaskStateChip } from '../../../shared/ui/StateChip';
import { i18nBundle } from '../i18n';
import { dayOf } from '../lib/taskForms';
import { AttachmentList } from '../../../shared/ui/AttachmentList';
import { NOT_FOUND_PATH, taskPath, UNIT_INDEX_PATH } from '../paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ProposalText } from '../../../shared/ui/ProposalText';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

/** /undertaker/proposal/detail/{proposalDetailGUID}: the proposal as a handling unit reads it. */
export default function ProposalDetailPage() {
  const { proposalDetailGUID = '' } = useParams();
  const { t } = useTranslation('undertaker');
  const proposal = useUnitProposalQuery(proposalDetailGUID);
  return (
    <QueryGuard
      query={proposal}
      notFoundPath={NOT_FOUND_PATH}
      failed={(error) => (
        <DetailFrame title={t('proposalPage')} testId="unit-proposal-error">
          {error}
        </DetailFrame>
      )}
    >
      {(data) => <ProposalView proposal={data} />}
    </QueryGuard>
  );
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
  const columns: Column<TaskSummary>[] = [
    {
      id: 'unit',
      label: t('unit'),
      primary: true,
      cell: (task) => `${task.unit.name}${task.id === mine?.id ? ` (${t('ourUnit')})` : ''}`,
    },
    { id: 'role', label: t('role'), cell: (task) => labels.role(task.role, task.handlingMode) },
    { id: 'state', label: t('taskState'), cell: (task) => <TaskStateChip state={task.state} /> },
    { id: 'due', label: t('dueDate'), nowrap: true, cell: (task) => <DueDate task={task} /> },
  ];

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
        <AttachmentList attachments={proposal.attachments} testId="attachments" />
      </SectionCard>

      <SectionCard id="tasks" title={t('handlingUnits')}>
        {tasks.error && <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />}
        <PagedTable
          label={t('handlingUnits')}
          testId="proposal-tasks"
          columns={columns}
          rows={tasks.data?.items}
          rowKey={(task) => task.id}
          fetching={tasks.isFetching}
          failed={Boolean(tasks.error)}
          empty={t('noTasks')}
        />
      </SectionCard>
    </DetailFrame>
  );
}
