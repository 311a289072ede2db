import type { Statistics } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';
import { handlingRates } from '../lib/figures';
import { formatRate } from '../lib/format';
import { FigureCard } from './FigureCard';

const RATES = ['onTime', 'satisfaction', 'closed'] as const;

/** 按期办复率, 满意率 and 办结率, each with what it divides. */
export function RateCards({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const rates = handlingRates(statistics);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
      {RATES.map((rate) => (
        <FigureCard
          key={rate}
          label={t(`rate.${rate}`)}
          value={formatRate(rates[rate].rate, language)}
          hint={t(`rate.${rate}Hint`, { part: rates[rate].part, whole: rates[rate].whole })}
          testId={`rate-${rate}`}
        />
      ))}
    </Box>
  );
}
