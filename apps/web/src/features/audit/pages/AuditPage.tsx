import {
  EVENT_ACTIONS,
  eventActionLabel,
  eventSummary,
  type AuditEntry,
  type Language,
} from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { useEffect, useState } from 'react';
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
import { AuditLogTabs, PROPOSAL_EVENTS_PATH } from '../../../shared/ui/AuditLogTabs';

registerBundle(i18nBundle);

interface ActorOption {
  id: string;
  label: string;
}

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
  const [actorText, setActorText] = useState('');
  const [actorSearch, setActorSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setActorSearch(actorText.trim()), 300);
    return () => clearTimeout(timer);
  }, [actorText]);
  const actors = useAuditActorsQuery(actorSearch);
  const actorOptions: ActorOption[] = (actors.data?.items ?? []).map((user) => ({
    id: user.id,
    label: user.displayName,
  }));
  const actorValue = filters.actorId
    ? { id: filters.actorId, label: filters.actorName || filters.actorId }
    : null;
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
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
            ) : (
              <Link component={RouterLink} to={`/apps/proposals/${encodeURIComponent(entry.proposal.id)}`}>
                {label}
              </Link>
            )}
            {filters.proposalId !== entry.proposal.id && (
              <Tooltip title={t('onlyProposal')}>
                <IconButton
                  size="small"
                  aria-label={t('onlyProposalOf', { title: entry.proposal.title ?? label })}
                  onClick={() => setFilters({ proposalId: entry.proposal.id, proposalLabel: label })}
                >
                  <FilterAltIcon fontSize="small" />
                </IconButton>
              </Tooltip>
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
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="audit-page">
      <AuditLogTabs current={PROPOSAL_EVENTS_PATH} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Card component="section" aria-label={t('filters')}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              size="small"
              label={t('action')}
              value={filters.action}
              onChange={(event) => setFilters({ action: event.target.value })}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('anyAction')}</MenuItem>
              {EVENT_ACTIONS.map((action) => (
                <MenuItem key={action} value={action}>
                  {eventActionLabel(action, language)}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              size="small"
              options={actorOptions}
              value={actorValue}
              onChange={(_event, option) =>
                setFilters({ actorId: option?.id ?? '', actorName: option?.label ?? '' })
              }
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setActorText(value);
              }}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={actors.isFetching}
              noOptionsText={t('noActors')}
              sx={{ minWidth: 220 }}
              renderInput={(params) => (
                <TextField {...params} label={t('actor')} placeholder={t('actorSearch')} />
              )}
            />
            <TextField
              type="date"
              size="small"
              label={t('from')}
              value={filters.from}
              onChange={(event) => setFilters({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={reversed}
              helperText={reversed ? t('rangeReversed') : undefined}
            />
            <TextField
              type="date"
              size="small"
              label={t('to')}
              value={filters.to}
              onChange={(event) => setFilters({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={reversed}
            />
            {anyFilter && <Button onClick={() => clearFilters()}>{t('clearFilters')}</Button>}
          </Stack>
          {filters.proposalId && (
            <Chip
              sx={{ mt: 2, maxWidth: '100%' }}
              label={`${t('proposal')}：${filters.proposalLabel || filters.proposalId}`}
              onDelete={() => setFilters({ proposalId: '', proposalLabel: '' })}
              data-testid="audit-proposal-filter"
            />
          )}
        </CardContent>
      </Card>
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
    </Stack>
  );
}
