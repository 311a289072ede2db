import type { Statistics } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FIGURES, figureValue } from '../lib/figures';
import { FigureCard } from './FigureCard';

/** The session's proposal figures, one card each (skeletons until the figures arrive). */
export function FigureCards({ proposals }: { proposals: Statistics['proposals'] | undefined }) {
  const { t } = useTranslation('statistics');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, 1fr)',
          sm: 'repeat(3, 1fr)',
          md: 'repeat(4, 1fr)',
          xl: 'repeat(6, 1fr)',
        },
        mb: 3,
      }}
      data-testid="statistics-figures"
    >
      {FIGURES.map((figure) => (
        <FigureCard
          key={figure}
          label={t(`figure.${figure}`)}
          value={proposals ? figureValue(proposals, figure) : undefined}
          testId={`figure-${figure}`}
          emphasis={figure === 'registered'}
        />
      ))}
    </Box>
  );
}
