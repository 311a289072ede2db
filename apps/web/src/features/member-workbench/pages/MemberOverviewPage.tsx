import {
  PROPOSAL_STATE_LABELS,
  PROPOSAL_STATES,
  proposalNumberText,
  spansSessions,
  type ProposalSummary,
} from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme, type Palette } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../shared/ui/Loading';
import { useMyProposalCountsQuery, useMyProposalsQuery, useTodosQuery } from '../api';
import { overviewFirstScreen, PENDING_PARAMS, RECENT_PARAMS, TODO_PARAMS } from '../lib/overviewCalls';
import { todoNotes, todoTitle } from '../lib/todoText';
import { TopicGuideCard } from '../components/TopicGuideCard';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { lineItem, LineList, proposalLineChip } from '../../../shared/ui/LineList';
import { QueryError } from '../../../shared/ui/QueryError';
import { localeDateTime } from '../../../shared/lib/dates';
import { useFirstScreen } from '../../../shared/api/firstScreen';
import { toLanguage } from '../../../shared/i18n/languages';
import { WorkbenchFrame } from './WorkbenchFrame';

// The member's landing, in a module apart from the folders' tables (WorkbenchPages): its first load then
// carries no table, pagination, select or list-view code (issue 33 §1).

/**
 * One proposal as a link; `withSession` when the list beside it holds more than one session's numbers. A plain
 * line of LineList, not a component: the lists' ~25 lines were most of the page's mount (issue 33 §1).
 */
function proposalLine(proposal: ProposalSummary, withSession: boolean, texts: LineTexts) {
  const editable = proposal.state === 'draft' || proposal.state === 'returned';
  const number = proposalNumberText(
    proposal.number,
    texts.language,
    withSession ? proposal.sessionName : undefined,
  );
  return lineItem(
    proposal.id,
    <RouterLink className="line-link" to={`/apps/proposals/${proposal.id}${editable ? '/edit' : ''}`}>
      {[number, proposal.title || texts.untitled].filter(Boolean).join(' ')}
    </RouterLink>,
    localeDateTime(proposal.updatedAt, texts.language),
    {
      action: proposalLineChip(texts.palette, proposal.state, texts.language),
    },
  );
}

/** What every line reads from the page's hooks. */
interface LineTexts {
  language: string;
  untitled: string;
  palette: Palette;
}

/** /apps/todo/index: counts per state, what needs my action, recent changes. */
export function OverviewPage() {
  const { t, i18n } = useTranslation('memberWorkbench');
  const { palette } = useTheme();
  const texts: LineTexts = { language: i18n.language, untitled: t('untitled'), palette };
  useFirstScreen('member-overview', overviewFirstScreen);
  const counts = useMyProposalCountsQuery();
  const pending = useMyProposalsQuery(PENDING_PARAMS);
  const todos = useTodosQuery(TODO_PARAMS);
  const recent = useMyProposalsQuery(RECENT_PARAMS);
  const openTodos = (todos.data ?? []).filter((todo) => !todo.completed && !todo.deleted);
  const needs = pending.data?.items ?? [];
  // The sections come together once each call has answered (or failed): arriving one by one, each pushed the
  // ones below it down (a layout shift of 0.17 on a phone's first load, issue 17).
  if (counts.isLoading || pending.isLoading || todos.isLoading || recent.isLoading)
    return (
      <WorkbenchFrame title={t('title')}>
        <Loading />
      </WorkbenchFrame>
    );

  return (
    <WorkbenchFrame title={t('title')}>
      <SectionCard id="counts" title={t('counts')}>
        {counts.error ? (
          <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="proposal-counts">
            <Chip color="primary" label={t('total', { count: counts.data?.total ?? 0 })} />
            {PROPOSAL_STATES.filter((state) => (counts.data?.counts[state] ?? 0) > 0).map((state) => (
              <Chip
                key={state}
                variant="outlined"
                component={RouterLink}
                to={`/apps/todo/all?state=${state}`}
                clickable
                label={`${PROPOSAL_STATE_LABELS[state][toLanguage(i18n.language)]} ${counts.data?.counts[state] ?? 0}`}
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard id="needs" title={t('needsAction')}>
        {pending.error ? (
          <QueryError error={pending.error} onRetry={() => void pending.refetch()} />
        ) : needs.length === 0 && openTodos.length === 0 ? (
          <Typography color="textSecondary">{t('nothingToDo')}</Typography>
        ) : (
          <LineList data-testid="needs-action">
            {openTodos.map((todo) =>
              lineItem(
                todo.id,
                todo.proposalId ? (
                  <RouterLink className="line-link" to={`/apps/proposals/${todo.proposalId}`}>
                    {todoTitle(todo, i18n.language)}
                  </RouterLink>
                ) : (
                  todoTitle(todo, i18n.language)
                ),
                todoNotes(todo, i18n.language) || t('workflowTodo'),
              ),
            )}
            {needs
              .filter((proposal) => !openTodos.some((todo) => todo.proposalId === proposal.id))
              .map((proposal) => proposalLine(proposal, spansSessions(needs), texts))}
          </LineList>
        )}
      </SectionCard>
      <SectionCard id="recent" title={t('recent')}>
        {recent.error ? (
          <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
        ) : (recent.data?.items.length ?? 0) === 0 ? (
          <Typography color="textSecondary">{t('noProposals')}</Typography>
        ) : (
          <LineList>
            {recent.data?.items.map((proposal, _index, items) =>
              proposalLine(proposal, spansSessions(items), texts),
            )}
          </LineList>
        )}
      </SectionCard>
      <TopicGuideCard />
    </WorkbenchFrame>
  );
}
