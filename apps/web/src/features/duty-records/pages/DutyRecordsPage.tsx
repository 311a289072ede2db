import { DUTY_ACT_KINDS, DUTY_ACT_LABELS, type DutyActKind, type DutyRecordRow } from '@cppcc/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RuleIcon from '@mui/icons-material/Rule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { downloadWorkbook, excelFileName } from '../../../shared/lib/excel';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column, SortOrder } from '../../../shared/ui/table/types';
import { useDutyRecordsQuery } from '../api';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';
import { i18nBundle } from '../i18n';
import { dutySheet, isDutySortKey, sortDutyRows, type DutySortKey } from '../lib/table';
import { useChosenSession } from '../lib/useChosenSession';
import { DUTY_RULES_PATH, dutyRecordPath } from '../paths';

registerBundle(i18nBundle);

const PAGE_SIZES = [20, 50, 100] as const;

/** /apps/staff/duty-records: every member's figures and score for a session, sortable, exported to Excel. */
export default function DutyRecordsPage() {
  const { t, i18n } = useTranslation('dutyRecords');
  const language = toLanguage(i18n.language);
  usePageTitle(t('listTitle'));
  const { sessionId, choose } = useChosenSession();
  const query = useDutyRecordsQuery({ sessionId });
  const data = query.currentData;
  const [sort, setSort] = useState<{ by: DutySortKey; order: SortOrder }>({ by: 'score', order: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const sorted = useMemo(
    () => sortDutyRows(data?.items ?? [], sort.by, sort.order),
    [data, sort.by, sort.order],
  );
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  const kindLabel = (kind: DutyActKind) => DUTY_ACT_LABELS[kind][language];

  const columns: Column<DutyRecordRow>[] = [
    {
      id: 'member',
      label: t('member'),
      sortKey: 'member',
      primary: true,
      cell: (row) => (
        <Link
          component={RouterLink}
          to={`${dutyRecordPath(row.member.id)}${sessionId ? `?session=${sessionId}` : ''}`}
        >
          {row.member.displayName}
        </Link>
      ),
    },
    ...DUTY_ACT_KINDS.map((kind): Column<DutyRecordRow> => ({
      id: kind,
      label: kindLabel(kind),
      sortKey: kind,
      nowrap: true,
      cell: (row) => row.figures[kind],
    })),
    {
      id: 'score',
      label: t('score'),
      sortKey: 'score',
      nowrap: true,
      cell: (row) => <strong>{row.score}</strong>,
      cellProps: () => ({ 'data-testid': 'duty-score' }),
    },
  ];

  async function exportExcel() {
    if (!data) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const zh = i18n.getFixedT('zh-CN', 'dutyRecords');
      const title = zh('listTitle');
      await downloadWorkbook(
        excelFileName(data.session.name, title),
        dutySheet(sorted, {
          member: zh('member'),
          score: zh('score'),
          kind: (kind) => DUTY_ACT_LABELS[kind]['zh-CN'],
          sheetName: title,
        }),
        'dutyRecords',
      );
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }} data-testid="duty-records-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('listTitle')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <SessionSelect
            value={sessionId}
            onChange={(next) => (setPage(1), choose(next))}
            testId="duty-session"
          />
          <Button component={RouterLink} to={DUTY_RULES_PATH} variant="outlined" startIcon={<RuleIcon />}>
            {t('rules')}
          </Button>
          <Button
            variant="contained"
            startIcon={<FileDownloadIcon />}
            onClick={() => void exportExcel()}
            disabled={exporting || !data || data.items.length === 0}
          >
            {exporting ? t('exporting') : t('exportExcel')}
          </Button>
        </Stack>
      </Stack>
      {exportFailed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportFailed(false)}>
          {t('exportError')}
        </Alert>
      )}
      {query.error && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {!query.error && (
        <PagedTable
          label={t('tableLabel')}
          columns={columns}
          rows={data ? rows : undefined}
          total={data?.items.length}
          rowKey={(row) => row.member.id}
          rowProps={(row) => ({ 'data-testid': 'duty-row', 'data-member': row.member.displayName })}
          fetching={query.isFetching}
          empty={t('noMembers')}
          testId="duty-records-table"
          sorting={{
            by: sort.by,
            order: sort.order,
            onSort: (key) => {
              if (!isDutySortKey(key)) return;
              setPage(1);
              setSort((prev) =>
                prev.by === key
                  ? { by: key, order: prev.order === 'asc' ? 'desc' : 'asc' }
                  : { by: key, order: key === 'member' ? 'asc' : 'desc' },
              );
            },
          }}
          paging={{
            page,
            pageSize,
            pageSizes: PAGE_SIZES,
            onPage: setPage,
            onPageSize: (size) => (setPageSize(size), setPage(1)),
          }}
        />
      )}
    </Box>
  );
}
