import type { UnitAssessmentItem } from '@cppcc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import type { Column } from '../../../shared/ui/table/types';
import { formatRate } from '../lib/format';

/** The ranking: rank, unit, each part's rate, urges and re-handlings, points off and the score. */
export function AssessmentRanking({
  items,
  fetching,
  failed,
}: {
  items: readonly UnitAssessmentItem[] | undefined;
  fetching: boolean;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const columns = useMemo<Column<UnitAssessmentItem>[]>(() => {
    const rate = (part: keyof UnitAssessmentItem['rates']): Column<UnitAssessmentItem> => ({
      id: part,
      label: t(`assessment.col.${part}`),
      nowrap: true,
      cell: (item) => formatRate(item.rates[part], language),
    });
    return [
      { id: 'rank', label: t('assessment.col.rank'), nowrap: true, cell: (item) => String(item.rank) },
      { id: 'unit', label: t('unit.col.unit'), primary: true, cell: (item) => item.figures.unit.name },
      {
        id: 'score',
        label: t('assessment.col.score'),
        nowrap: true,
        cell: (item) => item.score.toFixed(1),
        cellProps: () => ({ 'data-testid': 'assessment-score' }),
      },
      rate('signedInTime'),
      rate('repliedOnTime'),
      rate('consulted'),
      rate('satisfaction'),
      { id: 'urges', label: t('unit.col.urges'), nowrap: true, cell: (item) => String(item.figures.urges) },
      {
        id: 'rehandled',
        label: t('unit.col.rehandled'),
        nowrap: true,
        cell: (item) => String(item.figures.rehandled),
      },
      {
        id: 'penalty',
        label: t('assessment.col.penalty'),
        nowrap: true,
        cell: (item) => String(item.penalty),
      },
    ];
  }, [t, language]);
  return (
    <PagedTable
      label={t('assessment.ranking')}
      testId="assessment-ranking"
      columns={columns}
      rows={items}
      total={items?.length}
      rowKey={(item) => item.figures.unit.id}
      rowProps={(item) => ({ 'data-testid': 'assessment-row', 'data-unit': item.figures.unit.name })}
      fetching={fetching}
      failed={failed}
      empty={t('assessment.empty')}
    />
  );
}
