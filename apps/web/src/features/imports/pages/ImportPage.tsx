import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_OUTCOME_LABELS,
  type ImportKind,
  type ImportResult,
  type ImportRowResult,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { downloadWithSession, saveBlob } from '../../../shared/lib/download';
import { UploadError, uploadWithProgress } from '../../../shared/lib/upload';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { i18nBundle } from '../i18n';
import { resultWorkbook } from '../lib/resultFile';

registerBundle(i18nBundle);

const OUTCOME_COLOR = { create: 'success', update: 'info', skip: 'default', invalid: 'error' } as const;

/** /apps/admin/import: template, dry run (rows with their problems), confirmed import, result file. */
export default function ImportPage() {
  const { t, i18n } = useTranslation('imports');
  const language = toLanguage(i18n.language);
  usePageTitle(t('title'));
  const [kind, setKind] = useState<ImportKind>('users');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'commit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const run = async (mode: 'check' | 'commit') => {
    if (!file) return;
    setBusy(mode);
    setError(null);
    try {
      const answer = await uploadWithProgress<ImportResult>(
        'POST',
        `/admin/import/${kind}?mode=${mode}`,
        file,
        () => {},
      );
      setResult(answer);
    } catch (failure) {
      setResult(null);
      setError(failure instanceof UploadError ? (failure.serverMessage ?? t('failed')) : t('failed'));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!result) return;
    const confirmed = await confirm({
      title: t('confirmTitle'),
      message: t('confirmMessage', result.counts),
      confirmText: t('import'),
    });
    if (confirmed) await run('commit');
  };

  const columns: Column<ImportRowResult>[] = [
    { id: 'row', label: t('row'), nowrap: true, cell: (row) => row.row },
    { id: 'key', label: t('key'), nowrap: true, cell: (row) => row.key || '—' },
    { id: 'label', label: t('name'), primary: true, cell: (row) => row.label || '—' },
    {
      id: 'outcome',
      label: t('outcome'),
      nowrap: true,
      cell: (row) => (
        <Chip
          size="small"
          color={OUTCOME_COLOR[row.outcome]}
          label={IMPORT_OUTCOME_LABELS[row.outcome][language]}
        />
      ),
    },
    {
      id: 'problems',
      label: t('problems'),
      cell: (row) =>
        row.problems.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
            {row.problems.map((problem, index) => (
              <li key={index}>
                {problem.header ? `${problem.header}：${problem.message}` : problem.message}
              </li>
            ))}
          </Box>
        ) : row.changes.length > 0 ? (
          t('changed', { columns: row.changes.join('、') })
        ) : (
          '—'
        ),
    },
  ];

  const invalid = result?.counts.invalid ?? 0;
  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid="import-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary">{t('intro')}</Typography>
      <Card component="section" aria-label={t('kind')}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('kind')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ImportKind);
                setResult(null);
              }}
              sx={{ minWidth: 160 }}
            >
              {IMPORT_KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {IMPORT_KIND_LABELS[option][language]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() =>
                void downloadWithSession(
                  `/api/admin/import/${kind}/template.xlsx`,
                  `${IMPORT_KIND_LABELS[kind]['zh-CN']}导入模板.xlsx`,
                ).catch((failure: unknown) =>
                  setError(failure instanceof Error ? failure.message : t('failed')),
                )
              }
            >
              {t('template')}
            </Button>
            <Button variant="outlined" component="label">
              {t('chooseFile')}
              <input
                ref={input}
                hidden
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setResult(null);
                  setError(null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
              {file?.name ?? t('noFile')}
            </Typography>
            <Button variant="contained" disabled={!file || busy !== null} onClick={() => void run('check')}>
              {busy === 'check' ? t('checking') : t('check')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {error && (
        <Alert severity="error" data-testid="import-error">
          {error}
        </Alert>
      )}
      {result && (
        <Stack spacing={1} data-testid="import-summary">
          {result.committed ? (
            <Alert severity="success" data-testid="import-done">
              {t('done', { ...result.counts, invitations: result.invitations })}
            </Alert>
          ) : invalid > 0 ? (
            <Alert severity="warning">{t('fixFirst', { count: invalid })}</Alert>
          ) : (
            <Alert severity="info">{t('summary', result.counts)}</Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!result.committed && invalid === 0 && (
              <Button variant="contained" disabled={busy !== null} onClick={() => void commit()}>
                {busy === 'commit' ? t('importing') : t('import')}
              </Button>
            )}
            <Button
              onClick={() =>
                void resultWorkbook(result, language).then((blob) =>
                  saveBlob(blob, language === 'zh-CN' ? '导入结果.xlsx' : 'import-result.xlsx'),
                )
              }
            >
              {t('resultFile')}
            </Button>
          </Stack>
        </Stack>
      )}
      <PagedTable
        label={t('rows')}
        testId="import-rows"
        columns={columns}
        rows={result?.rows ?? []}
        total={result?.rows.length ?? 0}
        rowKey={(row) => String(row.row)}
        rowProps={(row) => ({ 'data-testid': 'import-row', 'data-outcome': row.outcome })}
        fetching={busy !== null}
        empty={t('empty')}
      />
    </Stack>
  );
}
