import {
  AWAITING_REVIEW_STATES,
  awaitingReviewCount,
  PROPOSAL_STATES,
  type ProposalState,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import {
  staffApi,
  useStaffProposalCountsQuery,
  useStaffProposalsQuery,
  useStaffTaskCountsQuery,
} from '../api';
import { useLabels } from '../components/labels';
import { PaperEntryLinks } from '../components/PaperEntryLinks';
import { countCard, CountCardGrid } from '../components/CountCards';
import { QueryError } from '../../../shared/ui/QueryError';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { formatDateTime } from '../../../shared/lib/dates';
import { LineList, proposalLineChip } from '../../../shared/ui/LineList';
import { ALL_SESSIONS, listHref, resolveSessionId } from '../lib/filters';
import { STAFF_QUEUES } from '../lib/queues';
import { handlingPath, proposalHref, STAFF_LIST_PATH, STAFF_REVIEW_PATH } from '../paths';
import { i18nBundle } from '../i18n';
import { sharedReadsApi, useSessionsQuery, useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { settled, useFirstScreen } from '../../../shared/api/firstScreen';
import type { AppDispatch } from '../../../shared/store/rootReducer';

registerBundle(i18nBundle);

/** The session's proposals awaiting review, newest first: the same arguments for the first screen and the hook. */
const recentParams = (sessionId: string | null) => ({
  scope: 'all' as const,
  sessionId: sessionId ?? undefined,
  state: AWAITING_REVIEW_STATES.join(','),
  sort: 'submittedAt' as const,
  order: 'desc' as const,
  pageSize: 5,
});
/** Units handle a session's proposals well into the next one: the queues cover every session unless one was picked. */
const taskCountParams = (chosen: string | undefined) =>
  chosen && chosen !== ALL_SESSIONS ? { sessionId: chosen } : {};

/** What the overview's first screen shows (`useFirstScreen`): the sessions first, then the chosen one's figures. */
const firstScreen = (chosen: string | undefined) => async (dispatch: AppDispatch) => {
  const { staffTaskCounts, staffProposalCounts, staffProposals } = staffApi.endpoints;
  const others: Promise<unknown>[] = [
    settled(dispatch(sharedReadsApi.endpoints.workflowSettings.initiate(undefined, { subscribe: false }))),
    settled(dispatch(staffTaskCounts.initiate(taskCountParams(chosen), { subscribe: false }))),
  ];
  const sessions = await settled(
    dispatch(sharedReadsApi.endpoints.sessions.initiate(undefined, { subscribe: false })),
  );
  const sessionId = resolveSessionId(sessions?.items, chosen);
  if (sessionId !== undefined)
    others.push(
      settled(
        dispatch(staffProposalCounts.initiate({ sessionId: sessionId ?? undefined }, { subscribe: false })),
      ),
      settled(dispatch(staffProposals.initiate(recentParams(sessionId), { subscribe: false }))),
    );
  return Promise.all(others);
};

/** /apps/staff/index: the session's overview for the proposal committee (admin and staff land here). */
export default function StaffIndexPage() {
  const { t, i18n } = useTranslation('staffWorkbench');
  const { palette } = useTheme();
  usePageTitle(t('indexTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('session') ?? undefined;
  useFirstScreen('staff-index', firstScreen(chosen));
  const sessions = useSessionsQuery();
  const settings = useWorkflowSettingsQuery();
  const { stateLabel, categoryLabel } = useLabels(settings.data);
  const sessionId = resolveSessionId(sessions.data?.items, chosen);
  const ready = sessionId !== undefined;
  const counts = useStaffProposalCountsQuery({ sessionId: sessionId ?? undefined }, { skip: !ready });
  const recent = useStaffProposalsQuery(recentParams(sessionId ?? null), { skip: !ready });
  const taskCounts = useStaffTaskCountsQuery(taskCountParams(chosen));
  const linkSession = chosen;
  const queueSize = awaitingReviewCount(counts.data?.counts ?? {});

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="staff-index">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('indexTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <PaperEntryLinks />
          <SessionSelect
            value={chosen}
            onChange={(value) => setSearchParams(value ? { session: value } : {})}
            testId="session-select"
          />
        </Stack>
      </Stack>
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {counts.error && <QueryError error={counts.error} onRetry={() => void counts.refetch()} />}

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Card sx={{ flex: 1 }} data-testid="review-queue-card">
          <CardContent>
            <Typography color="textSecondary">{t('reviewQueue')}</Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700, my: 1 }} data-testid="queue-size">
              {counts.data ? queueSize : <Skeleton width={60} />}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('reviewQueueHint', { count: queueSize })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                component={RouterLink}
                to={
                  linkSession
                    ? `${STAFF_REVIEW_PATH}?session=${encodeURIComponent(linkSession)}`
                    : STAFF_REVIEW_PATH
                }
              >
                {t('openQueue')}
              </Button>
              <Button component={RouterLink} to={listHref(STAFF_LIST_PATH, { session: linkSession })}>
                {t('openList')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="textSecondary">{t('total')}</Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700, my: 1 }} data-testid="total-count">
              {counts.data ? counts.data.total : <Skeleton width={60} />}
            </Typography>
          </CardContent>
        </Card>
      </Stack>

      <Typography variant="h6" component="h2">
        {t('handlingSection')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('handlingHint')}
      </Typography>
      {taskCounts.error && <QueryError error={taskCounts.error} onRetry={() => void taskCounts.refetch()} />}
      <CountCardGrid data-testid="handling-cards">
        {STAFF_QUEUES.map((queue) => {
          const count = taskCounts.data?.counts[queue] ?? 0;
          return countCard({
            key: queue,
            to: handlingPath(queue),
            testId: `queue-${queue}`,
            label: t(`queue.${queue}`),
            value: taskCounts.data ? count : <Skeleton width={40} />,
            urgent: count > 0 && (queue === 'overdue' || queue === 'adjust_requested'),
          });
        })}
      </CountCardGrid>

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('byState')}
      </Typography>
      <CountCardGrid>
        {PROPOSAL_STATES.map((state: ProposalState) =>
          countCard({
            key: state,
            to: listHref(STAFF_LIST_PATH, { session: linkSession, state: [state] }),
            testId: `count-${state}`,
            label: stateLabel(state),
            value: counts.data ? (counts.data.counts[state] ?? 0) : <Skeleton width={40} />,
          }),
        )}
      </CountCardGrid>

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('recent')}
      </Typography>
      <Paper variant="outlined">
        {recent.error && <QueryError error={recent.error} onRetry={() => void recent.refetch()} />}
        {recent.isLoading || !ready ? (
          <Box sx={{ p: 2 }}>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Box>
        ) : recent.data?.items.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 2 }}>
            {t('noRecent')}
          </Typography>
        ) : (
          <LineList data-testid="recent-list">
            {recent.data?.items.map((proposal) => (
              <li key={proposal.id} className="line-button">
                <RouterLink className="line-button-link" to={proposalHref(proposal.id)}>
                  <div className="line-text">
                    <span className="line-primary">{proposal.title}</span>
                    <p className="line-secondary">
                      {`${proposal.firstProposer.displayName} · ${categoryLabel(proposal.categoryCode)} · ${formatDateTime(proposal.submittedAt)}`}
                    </p>
                  </div>
                  {proposalLineChip(palette, proposal.state, i18n.language)}
                </RouterLink>
              </li>
            ))}
          </LineList>
        )}
      </Paper>
    </Box>
  );
}
