import {
  ADMIN_LOG_ACTION_LABELS,
  ADMIN_LOG_ACTIONS,
  ADMIN_LOG_RETENTION_MAX_DAYS,
  ADMIN_LOG_RETENTION_MIN_DAYS,
  ADMIN_LOG_TARGET_KINDS,
  ADMIN_LOG_TARGET_LABELS,
  type AdminLogEntry,
} from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { localeDateTime } from '../../../shared/lib/dates';
import { downloadWithSession } from '../../../shared/lib/download';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { ADMIN_LOG_PATH, AuditLogTabs } from '../../../shared/ui/AuditLogTabs';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { useAdminLogActorsQuery, useAdminLogQuery } from '../api';
import { RetentionField } from '../components/RetentionField';
import { i18nBundle } from '../i18n';
import { ADMIN_LOG_PAGE_SIZES, adminLogFiltersSchema, adminLogQuery, exportSearch } from '../query';

registerBundle(i18nBundle);

const shown = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, item]) => `${key}: ${JSON.stringify(item)}`)
        .join('; ')
    : '';

/** /apps/admin/audit/admin: the administrative and security acts, filtered, exported, with the retention. */
export default function AdminLogPage() {
  const { t, i18n } = useTranslation('adminLog');
  const language = toLanguage(i18n.language);
  usePageTitle(t('title'));
  const { filters, setFilters, clearFilters } = useUrlFilters(adminLogFiltersSchema);
  const log = useAdminLogQuery(adminLogQuery(filters));
  const [actorText, setActorText] = useState('');
  const [actorSearch, setActorSearch] = useState('');
  const [targetText, setTargetText] = useState(filters.target);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setActorSearch(actorText.trim()), 300);
    return () => clearTimeout(timer);
  }, [actorText]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (targetText !== filters.target) setFilters({ target: targetText });
    }, 400);
    return () => clearTimeout(timer);
  }, [targetText, filters.target, setFilters]);
  const actors = useAdminLogActorsQuery(actorSearch);
  const actorOptions = (actors.data?.items ?? []).map((user) => ({ id: user.id, label: user.displayName }));
  const anyFilter = Boolean(
    filters.action || filters.targetKind || filters.actorId || filters.target || filters.from || filters.to,
  );

  const columns: Column<AdminLogEntry>[] = [
    {
      id: 'time',
      label: t('time'),
      nowrap: true,
      cell: (entry) => localeDateTime(entry.createdAt, language),
    },
    {
      id: 'action',
      label: t('action'),
      nowrap: true,
      cell: (entry) => ADMIN_LOG_ACTION_LABELS[entry.action][language],
    },
    {
      id: 'actor',
      label: t('actor'),
      nowrap: true,
      cell: (entry) => entry.actor?.displayName ?? t('nobody'),
    },
    {
      id: 'target',
      label: t('target'),
      primary: true,
      cell: (entry) =>
        entry.targetKind === 'proposal' && entry.targetId ? (
          <Link component={RouterLink} to={`/apps/proposals/${encodeURIComponent(entry.targetId)}`}>
            {entry.targetLabel}
          </Link>
        ) : (
          `${ADMIN_LOG_TARGET_LABELS[entry.targetKind][language]}：${entry.targetLabel || '—'}`
        ),
    },
    { id: 'ip', label: t('ip'), nowrap: true, cell: (entry) => entry.ip ?? '—' },
    {
      id: 'change',
      label: t('change'),
      cell: (entry) => (
        <Box component="span" sx={{ display: 'block', maxWidth: 420, wordBreak: 'break-word' }}>
          {entry.before || entry.after ? `${shown(entry.before) || '—'} → ${shown(entry.after) || '—'}` : '—'}
        </Box>
      ),
    },
  ];

  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const query = exportSearch(filters);
      await downloadWithSession(
        `/api/admin/audit-log/export.xlsx${query ? `?${query}` : ''}`,
        language === 'zh-CN' ? '管理与安全日志.xlsx' : 'audit-log.xlsx',
      );
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : t('failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="admin-log-page">
      <AuditLogTabs current={ADMIN_LOG_PATH} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Card component="section" aria-label={t('filters')}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ flexWrap: 'wrap', gap: 2 }}
            useFlexGap
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
              {ADMIN_LOG_ACTIONS.map((action) => (
                <MenuItem key={action} value={action}>
                  {ADMIN_LOG_ACTION_LABELS[action][language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('targetKind')}
              value={filters.targetKind}
              onChange={(event) => setFilters({ targetKind: event.target.value })}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">{t('anyKind')}</MenuItem>
              {ADMIN_LOG_TARGET_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {ADMIN_LOG_TARGET_LABELS[kind][language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('target')}
              placeholder={t('targetSearch')}
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
            />
            <Autocomplete
              size="small"
              options={actorOptions}
              value={
                filters.actorId ? { id: filters.actorId, label: filters.actorName || filters.actorId } : null
              }
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
              sx={{ minWidth: 200 }}
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
            />
            <TextField
              type="date"
              size="small"
              label={t('to')}
              value={filters.to}
              onChange={(event) => setFilters({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {anyFilter && (
              <Button
                onClick={() => {
                  setTargetText('');
                  clearFilters();
                }}
              >
                {t('clearFilters')}
              </Button>
            )}
            <Button variant="outlined" disabled={exporting} onClick={() => void runExport()}>
              {exporting ? t('exporting') : t('export')}
            </Button>
          </Stack>
          {exportError && (
            <Typography color="error" sx={{ mt: 1 }}>
              {exportError}
            </Typography>
          )}
        </CardContent>
      </Card>
      {log.error && <QueryError error={log.error} onRetry={() => void log.refetch()} />}
      <PagedTable
        label={t('title')}
        testId="admin-log-table"
        columns={columns}
        rows={log.data?.items}
        total={log.data?.total}
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ 'data-testid': 'admin-log-row', 'data-action': entry.action })}
        fetching={log.isFetching}
        failed={Boolean(log.error)}
        empty={t('empty')}
        paging={{
          page: filters.page,
          pageSize: filters.pageSize,
          pageSizes: ADMIN_LOG_PAGE_SIZES,
          onPage: (page) => setFilters({ page }),
          onPageSize: (pageSize) => setFilters({ pageSize }),
        }}
      />
      <RetentionField min={ADMIN_LOG_RETENTION_MIN_DAYS} max={ADMIN_LOG_RETENTION_MAX_DAYS} />
    </Stack>
  );
}
