import {
  EVENT_ACTIONS,
  eventActionLabel,
  eventSummary,
  type AuditEntry,
  type Language,
} from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useAuditActorsQuery, useAuditEventsQuery } from '../api';
import { i18nBundle } from '../i18n';
import { AUDIT_PAGE_SIZES, auditFiltersSchema, auditQuery, rangeReversed } from '../query';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { localeDateTime } from '../../../shared/lib/dates';
import { QueryError } from '../../../shared/ui/QueryError';
import { PROPOSAL_EVENTS_PATH } from '../../../shared/ui/auditLogPaths';
import { AnySelect, DayRangeFields, PersonFilter, useSettledText } from '../../../shared/ui/log/LogFilters';
import { LogPage } from '../../../shared/ui/log/LogPage';

registerBundle(i18nBundle);

/** Number and title; a proposal the reader may not open comes without title (`untitled` says why). */
const proposalText = (entry: AuditEntry, language: Language, untitled: string) =>
  [
    entry.proposal.number === null
      ? null
      : language === 'en'
        ? `No. ${entry.proposal.number}`
        : `第${entry.proposal.number}号`,
    entry.proposal.title ?? untitled,
  ]
    .filter(Boolean)
    .join(' ');

/** /apps/admin/audit: the event log of every proposal, filtered by action, person, proposal and days. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const language = toLanguage(i18n.language);
  usePageTitle(t('title'));
  const { filters, setFilters, clearFilters } = useUrlFilters(auditFiltersSchema);
  const reversed = rangeReversed(filters);
  const events = useAuditEventsQuery(auditQuery(filters), { skip: reversed });
  const actorSearch = useSettledText();
  const actors = useAuditActorsQuery(actorSearch.settled);
  const actorOptions = (actors.data?.items ?? []).map((user) => ({ id: user.id, label: user.displayName }));
  const anyFilter = Boolean(
    filters.action || filters.actorId || filters.proposalId || filters.from || filters.to,
  );
  const columns: Column<AuditEntry>[] = [
    {
      id: 'time',
      label: t('time'),
      nowrap: true,
      cell: (entry) => localeDateTime(entry.createdAt, language),
    },
    {
      id: 'proposal',
      label: t('proposal'),
      primary: true,
      cell: (entry) => {
        const label = proposalText(entry, language, t('privateProposal'));
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: { sm: 200 } }}>
            {entry.proposal.title === null ? (
              <Typography variant="body2" color="textSecondary">
                {label}
              </Typography>
            ) : (
              <Link component={RouterLink} to={`/apps/proposals/${encodeURIComponent(entry.proposal.id)}`}>
                {label}
              </Link>
            )}
            {filters.proposalId !== entry.proposal.id && (
              <LazyTooltip title={t('onlyProposal')}>
                <IconButton
                  size="small"
                  aria-label={t('onlyProposalOf', { title: entry.proposal.title ?? label })}
                  onClick={() => setFilters({ proposalId: entry.proposal.id, proposalLabel: label })}
                >
                  <FilterAltIcon fontSize="small" />
                </IconButton>
              </LazyTooltip>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'action',
      label: t('action'),
      nowrap: true,
      cell: (entry) => (
        <>
          {eventSummary(entry, language).action}
          {entry.taskId !== null && (
            <Chip size="small" variant="outlined" label={t('taskEvent')} sx={{ ml: 1 }} />
          )}
        </>
      ),
    },
    {
      id: 'states',
      label: t('states'),
      nowrap: true,
      cell: (entry) => eventSummary(entry, language).change ?? '—',
    },
    {
      id: 'actor',
      label: t('actor'),
      nowrap: true,
      cell: (entry) => entry.actor?.displayName ?? t('system'),
    },
    {
      id: 'comment',
      label: t('comment'),
      cell: (entry) => (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: 360 }}>
          {entry.comment || '—'}
        </Box>
      ),
    },
  ];

  return (
    <LogPage
      testId="audit-page"
      tab={PROPOSAL_EVENTS_PATH}
      title={t('title')}
      intro={t('intro')}
      filtersLabel={t('filters')}
      filters={
        <>
          <AnySelect
            label={t('action')}
            anyLabel={t('anyAction')}
            value={filters.action}
            options={EVENT_ACTIONS.map((action) => ({
              value: action,
              label: eventActionLabel(action, language),
            }))}
            onChange={(action) => setFilters({ action })}
            minWidth={180}
          />
          <PersonFilter
            id={filters.actorId}
            name={filters.actorName}
            options={actorOptions}
            loading={actors.isFetching}
            onSearch={actorSearch.setText}
            onChange={(option) => setFilters({ actorId: option?.id ?? '', actorName: option?.label ?? '' })}
            labels={{ label: t('actor'), placeholder: t('actorSearch'), none: t('noActors') }}
            minWidth={220}
          />
          <DayRangeFields
            from={filters.from}
            to={filters.to}
            onChange={setFilters}
            labels={{ from: t('from'), to: t('to'), reversed: t('rangeReversed') }}
            reversed={reversed}
          />
          {anyFilter && <Button onClick={() => clearFilters()}>{t('clearFilters')}</Button>}
        </>
      }
      filterNotes={
        filters.proposalId && (
          <Chip
            sx={{ mt: 2, maxWidth: '100%' }}
            label={`${t('proposal')}：${filters.proposalLabel || filters.proposalId}`}
            onDelete={() => setFilters({ proposalId: '', proposalLabel: '' })}
            data-testid="audit-proposal-filter"
          />
        )
      }
    >
      {events.error && <QueryError error={events.error} onRetry={() => void events.refetch()} />}
      <PagedTable
        label={t('title')}
        testId="audit-table"
        columns={columns}
        rows={reversed ? [] : events.data?.items}
        total={reversed ? 0 : events.data?.total}
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action })}
        fetching={events.isFetching}
        failed={Boolean(events.error)}
        empty={t('empty')}
        emptyTestId="audit-empty"
        paging={{
          page: filters.page,
          pageSize: filters.pageSize,
          pageSizes: AUDIT_PAGE_SIZES,
          onPage: (page) => setFilters({ page }),
          onPageSize: (pageSize) => setFilters({ pageSize }),
        }}
      />
    </LogPage>
  );
}
