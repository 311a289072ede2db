import {
  EVENT_ACTIONS,
  eventActionLabel,
  eventSummary,
  type AuditEntry,
  type Language,
} from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useAuditActorsQuery, useAuditEventsQuery } from '../api';
import { i18nBundle } from '../i18n';
import { AUDIT_PAGE_SIZES, auditFilters, auditQuery, rangeReversed } from '../query';
import { useParamsFilters } from '../../../shared/lib/searchParams';
import { localeDateTime } from '../../../shared/lib/dates';
import { QueryError } from '../../../shared/ui/QueryError';

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
  const { search, setSearch, set } = useParamsFilters();
  const filters = auditFilters(search);
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
  const items = events.data?.items ?? [];

  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="audit-page">
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
              onChange={(event) => set({ action: event.target.value || null })}
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
                set({ actorId: option?.id ?? null, actorName: option?.label ?? null })
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
              onChange={(event) => set({ from: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={reversed}
              helperText={reversed ? t('rangeReversed') : undefined}
            />
            <TextField
              type="date"
              size="small"
              label={t('to')}
              value={filters.to}
              onChange={(event) => set({ to: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={reversed}
            />
            {anyFilter && (
              <Button onClick={() => setSearch(new URLSearchParams())}>{t('clearFilters')}</Button>
            )}
          </Stack>
          {filters.proposalId && (
            <Chip
              sx={{ mt: 2, maxWidth: '100%' }}
              label={`${t('proposal')}：${filters.proposalLabel || filters.proposalId}`}
              onDelete={() => set({ proposalId: null, proposalLabel: null })}
              data-testid="audit-proposal-filter"
            />
          )}
        </CardContent>
      </Card>
      <Card>
        {events.error ? (
          <QueryError error={events.error} onRetry={() => void events.refetch()} />
        ) : events.isLoading ? (
          <Loading />
        ) : items.length === 0 || reversed ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="audit-empty">
            {t('empty')}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" data-testid="audit-table" aria-label={t('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('time')}</TableCell>
                    <TableCell>{t('proposal')}</TableCell>
                    <TableCell>{t('action')}</TableCell>
                    <TableCell>{t('states')}</TableCell>
                    <TableCell>{t('actor')}</TableCell>
                    <TableCell>{t('comment')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((entry) => {
                    const label = proposalText(entry, language, t('privateProposal'));
                    const isTask = entry.taskId !== null;
                    const summary = eventSummary(entry, language);
                    return (
                      <TableRow key={entry.id} hover data-testid="audit-row" data-action={entry.action}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {localeDateTime(entry.createdAt, language)}
                        </TableCell>
                        <TableCell sx={{ minWidth: 200 }}>
                          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                            {entry.proposal.title === null ? (
                              <Typography variant="body2" color="text.secondary">
                                {label}
                              </Typography>
                            ) : (
                              <Link
                                component={RouterLink}
                                to={`/apps/proposals/${encodeURIComponent(entry.proposal.id)}`}
                              >
                                {label}
                              </Link>
                            )}
                            {filters.proposalId !== entry.proposal.id && (
                              <Tooltip title={t('onlyProposal')}>
                                <IconButton
                                  size="small"
                                  aria-label={t('onlyProposalOf', { title: entry.proposal.title ?? label })}
                                  onClick={() => set({ proposalId: entry.proposal.id, proposalLabel: label })}
                                >
                                  <FilterAltIcon fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            )}
                          </Stack>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {summary.action}
                          {isTask && (
                            <Chip size="small" variant="outlined" label={t('taskEvent')} sx={{ ml: 1 }} />
                          )}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{summary.change ?? '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {entry.actor?.displayName ?? t('system')}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>
                          {entry.comment || '—'}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={events.data?.total ?? 0}
              page={filters.page - 1}
              rowsPerPage={filters.pageSize}
              rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
              labelRowsPerPage={t('rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('rangeLabel', { from, to, count })}
              onPageChange={(_event, page) => set({ page: String(page + 1) })}
              onRowsPerPageChange={(event) => set({ pageSize: event.target.value })}
            />
          </>
        )}
      </Card>
    </Stack>
  );
}
