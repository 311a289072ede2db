import { UNIT_LIST_TYPES, type TaskSummary } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { undertakerApi, useUnitTaskCountsQuery, useUnitTasksQuery } from '../api';
import { settled, useFirstScreen } from '../../../shared/api/firstScreen';
import type { AppDispatch } from '../../../shared/store/rootReducer';
import { dueText, dueToneStyles } from '../../../shared/ui/DueDate';
import { lineChip, lineItem, LineList } from '../../../shared/ui/LineList';
import { useLabels } from '../components/labels';
import { QueryError } from '../../../shared/ui/QueryError';
import { TASK_STATE_COLORS } from '../../../shared/ui/stateColors';
import { UnitFrame } from '../components/UnitFrame';
import { i18nBundle } from '../i18n';
import { mostUrgent } from '../lib/due';
import { folderPath, listPath, taskPath } from '../paths';

registerBundle(i18nBundle);

const URGENT_LIMIT = 8;
/** The lists' arguments, the same for the first screen and the hooks (one cache entry each). */
const TO_SIGN = { type: 'pending', page: 1, pageSize: URGENT_LIMIT } as const;
const OVERDUE = { type: 'overdue', page: 1, pageSize: URGENT_LIMIT } as const;
const DUE_SOON = { type: 'due_soon', page: 1, pageSize: URGENT_LIMIT } as const;

/** What the overview's first screen shows (`useFirstScreen`): it renders once, with all four answers. */
function overviewFirstScreen(dispatch: AppDispatch): Promise<unknown> {
  const { unitTaskCounts, unitTasks } = undertakerApi.endpoints;
  return Promise.all([
    settled(dispatch(unitTaskCounts.initiate(undefined, { subscribe: false }))),
    ...[TO_SIGN, OVERDUE, DUE_SOON].map((params) =>
      settled(dispatch(unitTasks.initiate(params, { subscribe: false }))),
    ),
  ]);
}

/**
 * The task lines' own parts in LineList's one class: the text's room for the chip (ListItemText's `pr: 14`
 * before) and DueDate's look as a plain span.
 */
const TaskLineList = styled(LineList)(({ theme }) => ({
  '& .line-text': { paddingRight: theme.spacing(14) },
  '& .line-due': { margin: 0, ...theme.typography.body2, ...dueToneStyles(theme.palette) },
}));

/** Tasks as links to their pages, with role, due date and state: plain lines, not components (issue 33 §1). */
function TaskLinks({ tasks, testId }: { tasks: readonly TaskSummary[]; testId: string }) {
  const { t } = useTranslation('undertaker');
  const { t: common } = useTranslation('common');
  const { palette } = useTheme();
  const labels = useLabels();
  return (
    <TaskLineList data-testid={testId}>
      {tasks.map((task) => {
        const due = dueText(task, common);
        return lineItem(
          task.id,
          <RouterLink className="line-link" to={taskPath(task.proposal.id)}>
            {[labels.number(task.proposal.number), task.proposal.title || t('untitled')]
              .filter(Boolean)
              .join(' ')}
          </RouterLink>,
          <>
            {labels.role(task.role, task.handlingMode)} · {t('dueDate')}：
            <span className="line-due" data-tone={due.tone}>
              {due.text}
            </span>
          </>,
          {
            divider: true,
            action: lineChip({
              palette,
              testId: 'task-state',
              state: task.state,
              label: labels.taskState(task.state),
              color: TASK_STATE_COLORS[task.state],
            }),
          },
        );
      })}
    </TaskLineList>
  );
}

/** /apps/undertaker/index: the unit's lists at a glance and the tasks that press most. */
export default function OverviewPage() {
  const { t } = useTranslation('undertaker');
  useFirstScreen('unit-overview', overviewFirstScreen);
  const counts = useUnitTaskCountsQuery();
  // Issue 34: the landing lists what waits for the unit — tasks to sign for — not only their count.
  const toSign = useUnitTasksQuery(TO_SIGN);
  const overdue = useUnitTasksQuery(OVERDUE);
  const soon = useUnitTasksQuery(DUE_SOON);
  const urgent = mostUrgent([overdue.data?.items ?? [], soon.data?.items ?? []], URGENT_LIMIT);
  const urgentError = overdue.error ?? soon.error;

  return (
    <UnitFrame title={t('title')}>
      <section aria-labelledby="counts-heading">
        <Typography id="counts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('counts')}
        </Typography>
        {counts.error ? (
          <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} data-testid="task-counts">
            {UNIT_LIST_TYPES.map((type) => (
              <Card key={type} sx={{ flex: '1 1 140px', minWidth: 140 }}>
                <CardActionArea component={RouterLink} to={listPath(type)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography color="textSecondary">{t(`list.${type}`)}</Typography>
                    <Typography
                      variant="h4"
                      component="p"
                      sx={{
                        fontWeight: 700,
                        color:
                          type === 'overdue' && (counts.data?.counts.overdue ?? 0) > 0
                            ? 'error.main'
                            : undefined,
                      }}
                      data-testid={`count-${type}`}
                    >
                      {counts.isLoading ? <Skeleton width={40} /> : (counts.data?.counts[type] ?? 0)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
      </section>
      <Card component="section" aria-labelledby="to-sign-heading">
        <CardContent>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
          >
            <Typography id="to-sign-heading" variant="h6" component="h2">
              {t('list.pending')}
            </Typography>
            <Link component={RouterLink} to={listPath('pending')}>
              {t('showAll')}
            </Link>
          </Stack>
          {toSign.error ? (
            <QueryError error={toSign.error} onRetry={() => void toSign.refetch()} />
          ) : toSign.isLoading ? (
            <Loading />
          ) : (toSign.data?.items.length ?? 0) === 0 ? (
            <Typography color="textSecondary" sx={{ py: 2 }} data-testid="to-sign-empty">
              {t('nothingToSign')}
            </Typography>
          ) : (
            <TaskLinks tasks={toSign.data?.items ?? []} testId="to-sign-tasks" />
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="urgent-heading">
        <CardContent>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
          >
            <Typography id="urgent-heading" variant="h6" component="h2">
              {t('urgent')}
            </Typography>
            <Stack direction="row" spacing={2}>
              <Link component={RouterLink} to={listPath('overdue')}>
                {t('list.overdue')}
              </Link>
              <Link component={RouterLink} to={folderPath('due_soon')}>
                {t('folder.due_soon')}
              </Link>
            </Stack>
          </Stack>
          {urgentError ? (
            <QueryError
              error={urgentError}
              onRetry={() => {
                void overdue.refetch();
                void soon.refetch();
              }}
            />
          ) : overdue.isLoading || soon.isLoading ? (
            <Loading />
          ) : urgent.length === 0 ? (
            <Typography color="textSecondary" sx={{ py: 2 }} data-testid="urgent-empty">
              {t('nothingUrgent')}
            </Typography>
          ) : (
            <TaskLinks tasks={urgent} testId="urgent-tasks" />
          )}
        </CardContent>
      </Card>
    </UnitFrame>
  );
}
