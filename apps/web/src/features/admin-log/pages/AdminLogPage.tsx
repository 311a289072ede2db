import {
  ADMIN_LOG_ACTION_LABELS,
  ADMIN_LOG_ACTIONS,
  ADMIN_LOG_RETENTION_MAX_DAYS,
  ADMIN_LOG_RETENTION_MIN_DAYS,
  ADMIN_LOG_TARGET_KINDS,
  ADMIN_LOG_TARGET_LABELS,
  type AdminLogEntry,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { ADMIN_LOG_PATH } from '../../../shared/ui/AuditLogTabs';
import { AnySelect, DayRangeFields, PersonFilter, useSettledText } from '../../../shared/ui/log/LogFilters';
import { LogPage } from '../../../shared/ui/log/LogPage';
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
  const actorSearch = useSettledText();
  const [targetText, setTargetText] = useState(filters.target);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (targetText !== filters.target) setFilters({ target: targetText });
    }, 400);
    return () => clearTimeout(timer);
  }, [targetText, filters.target, setFilters]);
  const actors = useAdminLogActorsQuery(actorSearch.settled);
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
    <LogPage
      testId="admin-log-page"
      tab={ADMIN_LOG_PATH}
      title={t('title')}
      intro={t('intro')}
      filtersLabel={t('filters')}
      filters={
        <>
          <AnySelect
            label={t('action')}
            anyLabel={t('anyAction')}
            value={filters.action}
            options={ADMIN_LOG_ACTIONS.map((action) => ({
              value: action,
              label: ADMIN_LOG_ACTION_LABELS[action][language],
            }))}
            onChange={(action) => setFilters({ action })}
            minWidth={180}
          />
          <AnySelect
            label={t('targetKind')}
            anyLabel={t('anyKind')}
            value={filters.targetKind}
            options={ADMIN_LOG_TARGET_KINDS.map((kind) => ({
              value: kind,
              label: ADMIN_LOG_TARGET_LABELS[kind][language],
            }))}
            onChange={(targetKind) => setFilters({ targetKind })}
            minWidth={140}
          />
          <TextField
            size="small"
            label={t('target')}
            placeholder={t('targetSearch')}
            value={targetText}
            onChange={(event) => setTargetText(event.target.value)}
          />
          <PersonFilter
            id={filters.actorId}
            name={filters.actorName}
            options={actorOptions}
            loading={actors.isFetching}
            onSearch={actorSearch.setText}
            onChange={(option) => setFilters({ actorId: option?.id ?? '', actorName: option?.label ?? '' })}
            labels={{ label: t('actor'), placeholder: t('actorSearch'), none: t('noActors') }}
            minWidth={200}
          />
          <DayRangeFields
            from={filters.from}
            to={filters.to}
            onChange={setFilters}
            labels={{ from: t('from'), to: t('to') }}
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
        </>
      }
      filterNotes={
        exportError && (
          <Typography color="error" sx={{ mt: 1 }}>
            {exportError}
          </Typography>
        )
      }
    >
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
    </LogPage>
  );
}
