import {
  UNIT_FIGURES,
  workflowLinks,
  type ProposalState,
  type UnitFigure,
  type UnitFigureProposals,
} from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { ProposalStateChip } from '../../../shared/ui/StateChip';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { useUnitFigureProposalsQuery } from '../api';
import { i18nBundle } from '../i18n';
import { STATISTICS_PATH } from '../paths';

registerBundle(i18nBundle);

type Item = UnitFigureProposals['items'][number];

const isFigure = (value: string | undefined): value is UnitFigure =>
  (UNIT_FIGURES as readonly string[]).includes(value ?? '');

/** /apps/staff/statistics/units/:unitId/:figure — the proposals behind one cell of the per-unit figures. */
export default function UnitFigureProposalsPage() {
  const { t } = useTranslation('statistics');
  const params = useParams();
  const [search] = useSearchParams();
  const sessionId = search.get('session') ?? undefined;
  const code = search.get('code') ?? undefined;
  const figure = isFigure(params.figure) ? params.figure : 'assigned';
  const unitId = params.unitId ?? '';
  const list = useUnitFigureProposalsQuery({ unitId, figure, sessionId, code });
  const figureName = figure === 'class' ? t('unit.col.class', { code }) : t(`unit.col.${figure}`);
  const title = list.data
    ? t('unit.proposalsTitle', { unit: list.data.unit.name, figure: figureName })
    : figureName;
  usePageTitle(title);
  const counted = figure === 'urges' || figure === 'evaluations' || figure.endsWith('Satisfied');

  const columns = useMemo<Column<Item>[]>(
    () => [
      {
        id: 'number',
        label: t('unit.col.number'),
        nowrap: true,
        cell: (row) => (row.number === null ? t('unit.unnumbered') : String(row.number)),
      },
      {
        id: 'title',
        label: t('unit.col.title'),
        primary: true,
        cell: (row) => (
          <Link component={RouterLink} to={workflowLinks.proposal(row.id)}>
            {row.title}
          </Link>
        ),
      },
      {
        id: 'state',
        label: t('unit.col.state'),
        nowrap: true,
        cell: (row) => <ProposalStateChip state={row.state as ProposalState} />,
      },
      ...(counted
        ? [{ id: 'count', label: t('unit.col.count'), nowrap: true, cell: (row: Item) => String(row.count) }]
        : []),
    ],
    [t, counted],
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="unit-figure-proposals">
      <Button
        component={RouterLink}
        to={sessionId ? `${STATISTICS_PATH}?session=${encodeURIComponent(sessionId)}` : STATISTICS_PATH}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('unit.back')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {list.data && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {list.data.session.name}
        </Typography>
      )}
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <PagedTable
        label={title}
        testId="unit-figure-proposals-table"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.items.length}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'unit-figure-proposal' })}
        fetching={list.isFetching}
        failed={Boolean(list.error)}
        empty={t('unit.noProposals')}
      />
    </Box>
  );
}
