import {
  ADMIN_LOG_ACTION_LABELS,
  ADMIN_LOG_ACTIONS,
  ADMIN_LOG_RETENTION_MAX_DAYS,
  ADMIN_LOG_RETENTION_MIN_DAYS,
  ADMIN_LOG_TARGET_KINDS,
  ADMIN_LOG_TARGET_LABELS,
  listColumnIds,
  type AdminLogEntry,
} from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { localeDateTime } from '../../../shared/lib/dates';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { ADMIN_LOG_PATH } from '../../../shared/ui/auditLogPaths';
import { AnySelect, DayRangeFields, PersonFilter, useSettledText } from '../../../shared/ui/log/LogFilters';
import { LogPage } from '../../../shared/ui/log/LogPage';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { ListViewControls } from '../../../shared/ui/table/ListViewControls';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import { useListColumnLabel } from '../../../shared/ui/table/useListColumnLabel';
import { useListView } from '../../../shared/ui/table/useListView';
import type { Column } from '../../../shared/ui/table/types';
import { useAdminLogActorsQuery, useAdminLogQuery } from '../api';
import { RetentionField } from '../components/RetentionField';
import { i18nBundle } from '../i18n';
import { ADMIN_LOG_PAGE_SIZES, adminLogFiltersSchema, adminLogQuery } from '../query';

registerBundle(i18nBundle);

const shown = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, item]) => `${key}: ${JSON.stringify(item)}`)
        .join('; ')
    : '';

function Change({ value }: { value: Record<string, unknown> | null }) {
  return (
    <Box component="span" sx={{ display: 'block', maxWidth: 320, wordBreak: 'break-word' }}>
      {shown(value) || '—'}
    </Box>
  );
}

/** /apps/admin/audit/admin: the administrative and security acts, filtered, exported, with the retention. */
export default function AdminLogPage() {
  const { t, i18n } = useTranslation('adminLog');
  const language = toLanguage(i18n.language);
  usePageTitle(t('title'));
  const { filters, setFilters, clearFilters } = useUrlFilters(adminLogFiltersSchema);
  const log = useAdminLogQuery(adminLogQuery(filters));
  const actorSearch = useSettledText();
  const [targetText, setTargetText] = useState(filters.target);
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

  const label = useListColumnLabel('admin-log');
  // The contract's columns (`LIST_COLUMNS['admin-log']`): the export writes the same ones.
  const cells: Record<string, Omit<Column<AdminLogEntry>, 'id' | 'label'>> = {
    createdAt: { nowrap: true, cell: (entry) => localeDateTime(entry.createdAt, language) },
    action: { nowrap: true, cell: (entry) => ADMIN_LOG_ACTION_LABELS[entry.action][language] },
    actor: { nowrap: true, cell: (entry) => entry.actor?.displayName ?? t('nobody') },
    ip: { nowrap: true, cell: (entry) => entry.ip ?? '—' },
    targetKind: { nowrap: true, cell: (entry) => ADMIN_LOG_TARGET_LABELS[entry.targetKind][language] },
    target: {
      primary: true,
      cell: (entry) =>
        entry.targetKind === 'proposal' && entry.targetId ? (
          <Link component={RouterLink} to={`/apps/proposals/${encodeURIComponent(entry.targetId)}`}>
            {entry.targetLabel}
          </Link>
        ) : (
          entry.targetLabel || '—'
        ),
    },
    before: { cell: (entry) => <Change value={entry.before} /> },
    after: { cell: (entry) => <Change value={entry.after} /> },
  };
  const columns: Column<AdminLogEntry>[] = listColumnIds('admin-log').map((id) => ({
    id,
    label: label(id),
    cell: () => null,
    ...cells[id],
  }));
  const view = useListView('admin-log', columns);

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
          <ListViewControls view={view} />
          <ExportButton
            list="admin-log"
            path="/api/admin/audit-log/export.xlsx"
            params={adminLogQuery(filters)}
            columns={view.columnIds}
          />
        </>
      }
    >
      {log.error && <QueryError error={log.error} onRetry={() => void log.refetch()} />}
      <PagedTable
        label={t('title')}
        testId="admin-log-table"
        columns={view.columns}
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
