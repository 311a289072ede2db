import {
  PROPOSAL_KIND_LABELS,
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATE_LABELS,
  PROPOSAL_STATES,
  proposalNumberText,
  spansSessions,
  type Language,
  type ProposalSummary,
} from '@cppcc/contracts';
import Button from '@mui/material/Button';
import { TopicGuideCard } from '../components/TopicGuideCard';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useMyProposalCountsQuery, useMyProposalsQuery, useTodosQuery } from '../api';
import { overviewFirstScreen, PENDING_PARAMS, RECENT_PARAMS, TODO_PARAMS } from '../lib/overviewCalls';
import { i18nBundle } from '../i18n';
import { todoNotes, todoTitle } from '../lib/todoText';
import {
  memberFiltersSchema,
  memberExportProps,
  memberListParams,
  PAGE_SIZES,
  type ProposalFolder,
} from '../listQuery';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { SearchField } from '../../../shared/ui/SearchField';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { useListView } from '../../../shared/ui/table/useListView';
import { nextSort } from '../../../shared/ui/table/paging';
import type { Column } from '../../../shared/ui/table/types';
import { ProposalStateChip } from '../../../shared/ui/StateChip';
import { QueryError } from '../../../shared/ui/QueryError';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { useCursorParams, useShownPage } from '../../../shared/api/pageCursor';
import { localeDate, localeDateTime } from '../../../shared/lib/dates';
import { useFirstScreen } from '../../../shared/api/firstScreen';

registerBundle(i18nBundle);

const FOLDERS = [
  { key: 'overview', path: '/apps/todo/index' },
  { key: 'all', path: '/apps/todo/all' },
  { key: 'drafts', path: '/apps/todo/drafts' },
  { key: 'invitations', path: '/apps/todo/invitations' },
  { key: 'review', path: '/apps/todo/review' },
  { key: 'tasks', path: '/apps/todo/tasks' },
] as const;

const lang = (language: string): Language => (language === 'en' ? 'en' : 'zh-CN');

/** The workbench frame: title, the new-proposal button and the folder tabs. */
export function WorkbenchFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('memberWorkbench');
  const { pathname } = useLocation();
  usePageTitle(title);
  const current = FOLDERS.find((folder) => folder.path === pathname)?.path ?? false;
  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="member-workbench">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/apps/proposals/new">
          {t('newProposal')}
        </Button>
      </Stack>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('folders')}>
        {FOLDERS.map((folder) => (
          <Tab
            key={folder.key}
            label={t(folder.key)}
            value={folder.path}
            component={RouterLink}
            to={folder.path}
          />
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}

/** One proposal as a link; `withSession` when the list beside it holds more than one session's numbers. */
function ProposalLine({ proposal, withSession }: { proposal: ProposalSummary; withSession: boolean }) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const editable = proposal.state === 'draft' || proposal.state === 'returned';
  return (
    <ListItem disableGutters secondaryAction={<ProposalStateChip state={proposal.state} />}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={`/apps/proposals/${proposal.id}${editable ? '/edit' : ''}`}>
            {[
              proposalNumberText(
                proposal.number,
                i18n.language,
                withSession ? proposal.sessionName : undefined,
              ),
              proposal.title || t('untitled'),
            ]
              .filter(Boolean)
              .join(' ')}
          </Link>
        }
        secondary={localeDateTime(proposal.updatedAt, i18n.language)}
      />
    </ListItem>
  );
}

/** /apps/todo/index: counts per state, what needs my action, recent changes. */
export function OverviewPage() {
  const { t, i18n } = useTranslation('memberWorkbench');
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
                label={`${PROPOSAL_STATE_LABELS[state][lang(i18n.language)]} ${counts.data?.counts[state] ?? 0}`}
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard id="needs" title={t('needsAction')}>
        {pending.error ? (
          <QueryError error={pending.error} onRetry={() => void pending.refetch()} />
        ) : needs.length === 0 && openTodos.length === 0 ? (
          <Typography color="text.secondary">{t('nothingToDo')}</Typography>
        ) : (
          <List dense data-testid="needs-action">
            {openTodos.map((todo) => (
              <ListItem key={todo.id} disableGutters>
                <ListItemText
                  primary={
                    todo.proposalId ? (
                      <Link component={RouterLink} to={`/apps/proposals/${todo.proposalId}`}>
                        {todoTitle(todo, i18n.language)}
                      </Link>
                    ) : (
                      todoTitle(todo, i18n.language)
                    )
                  }
                  secondary={todoNotes(todo, i18n.language) || t('workflowTodo')}
                />
              </ListItem>
            ))}
            {needs
              .filter((proposal) => !openTodos.some((todo) => todo.proposalId === proposal.id))
              .map((proposal) => (
                <ProposalLine key={proposal.id} proposal={proposal} withSession={spansSessions(needs)} />
              ))}
          </List>
        )}
      </SectionCard>
      <SectionCard id="recent" title={t('recent')}>
        {recent.error ? (
          <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
        ) : (recent.data?.items.length ?? 0) === 0 ? (
          <Typography color="text.secondary">{t('noProposals')}</Typography>
        ) : (
          <List dense>
            {recent.data?.items.map((proposal, _index, items) => (
              <ProposalLine key={proposal.id} proposal={proposal} withSession={spansSessions(items)} />
            ))}
          </List>
        )}
      </SectionCard>
      <TopicGuideCard />
    </WorkbenchFrame>
  );
}

/** A new sort column starts descending, except the title and the number, which read best ascending. */
const firstOrder = (sort: string) => (sort === 'title' || sort === 'number' ? 'asc' : 'desc');

function ProposalTable({ folder }: { folder: ProposalFolder }) {
  const { t, i18n } = useTranslation('memberWorkbench');
  const language = lang(i18n.language);
  const { filters, setFilters } = useUrlFilters(memberFiltersSchema);
  const params = memberListParams(folder, filters); // forward one page by its cursor (issue 33 §2)
  const list = useMyProposalsQuery(useCursorParams('proposals.mine', params));
  useShownPage('proposals.mine', params, list.currentData);
  const settings = useWorkflowSettingsQuery();
  const categoryName = (code: string | null) => {
    const found = settings.data?.categories.find((category) => category.code === code);
    return found ? (language === 'en' ? found.en : found.zh) : (code ?? '—');
  };
  const filtered = Boolean(filters.state || filters.category || filters.kind || filters.q);
  const columns: Column<ProposalSummary>[] = [
    {
      id: 'number',
      label: t('number'),
      sortKey: 'number',
      nowrap: true,
      cell: (proposal) =>
        proposalNumberText(
          proposal.number,
          language,
          spansSessions(list.data?.items ?? []) ? proposal.sessionName : undefined,
        ) || '—',
    },
    {
      id: 'title',
      label: t('proposalTitle'),
      sortKey: 'title',
      primary: true,
      cell: (proposal) => (
        <Link component={RouterLink} to={`/apps/proposals/${proposal.id}`}>
          {proposal.title || t('untitled')}
        </Link>
      ),
    },
    { id: 'state', label: t('state'), cell: (proposal) => <ProposalStateChip state={proposal.state} /> },
    { id: 'kind', label: t('kind'), cell: (proposal) => PROPOSAL_KIND_LABELS[proposal.kind][language] },
    { id: 'category', label: t('category'), cell: (proposal) => categoryName(proposal.categoryCode) },
    { id: 'proposer', label: t('firstProposer'), cell: (proposal) => proposal.firstProposer.displayName },
    {
      id: 'updatedAt',
      label: t('updatedAt'),
      sortKey: 'updatedAt',
      nowrap: true,
      cell: (proposal) => localeDate(proposal.updatedAt, language),
    },
  ];
  const view = useListView('proposals.member', columns);

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <SearchField
            label={t('search')}
            value={filters.q}
            onSearch={(q) => setFilters({ q }, { replace: true })}
            sx={{ flex: 1 }}
          />
          <ListViewControls view={view} />
          <ExportButton {...memberExportProps(folder, filters, view.columns)} />
          <TextField
            select
            size="small"
            label={t('stateFilter')}
            value={filters.state ?? ''}
            onChange={(event) =>
              setFilters({ state: PROPOSAL_STATES.find((state) => state === event.target.value) })
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {PROPOSAL_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {PROPOSAL_STATE_LABELS[state][language]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('categoryFilter')}
            value={filters.category ?? ''}
            onChange={(event) => setFilters({ category: event.target.value || undefined })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {(settings.data?.categories ?? []).map((category) => (
              <MenuItem key={category.code} value={category.code}>
                {language === 'en' ? category.en : category.zh}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('kindFilter')}
            value={filters.kind ?? ''}
            onChange={(event) =>
              setFilters({ kind: PROPOSAL_KINDS.find((kind) => kind === event.target.value) })
            }
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {PROPOSAL_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {PROPOSAL_KIND_LABELS[kind][language]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
        <PagedTable
          label={t(folder)}
          testId="my-proposals"
          columns={view.columns}
          rows={list.data?.items}
          total={list.data?.total}
          totalCapped={list.data?.totalCapped}
          rowKey={(proposal) => proposal.id}
          fetching={list.isFetching}
          failed={Boolean(list.error)}
          empty={filtered ? t('noMatches') : t('noProposals')}
          emptyTestId="proposal-list-empty"
          sorting={{
            by: filters.sort,
            order: filters.order,
            onSort: (key) => {
              const next = nextSort({ by: filters.sort, order: filters.order }, key, firstOrder);
              setFilters({ sort: PROPOSAL_SORTS.find((sort) => sort === next.by), order: next.order });
            },
          }}
          paging={{
            page: filters.page,
            pageSize: filters.pageSize,
            pageSizes: PAGE_SIZES,
            onPage: (page) => setFilters({ page }),
            onPageSize: (pageSize) => setFilters({ pageSize }),
          }}
        />
      </CardContent>
    </Card>
  );
}

export function AllPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('all')}>
      <ProposalTable folder="all" />
    </WorkbenchFrame>
  );
}

export function DraftsPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('drafts')}>
      <ProposalTable folder="drafts" />
    </WorkbenchFrame>
  );
}

export function InvitationsPage() {
  const { t } = useTranslation('memberWorkbench');
  return (
    <WorkbenchFrame title={t('invitations')}>
      <ProposalTable folder="invitations" />
    </WorkbenchFrame>
  );
}
