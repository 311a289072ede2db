import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure: its name, the number (a skeleton while loading) and an optional hint below. */
export function FigureCard({
  label,
  value,
  hint,
  testId,
  emphasis = false,
}: {
  label: string;
  value: ReactNode | undefined;
  hint?: string;
  testId?: string;
  emphasis?: boolean;
}) {
  return (
    <Card variant="outlined" sx={emphasis ? { borderColor: 'primary.main' } : undefined} data-testid={testId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="figure-value">
          {value === undefined ? <Skeleton width={56} /> : value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="textSecondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
