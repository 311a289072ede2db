import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A chart with its title and, below it, the same figures as text (the canvas alone says nothing to a
 * screen reader or a printer). `empty` replaces both when there is nothing to draw.
 */
export function ChartCard({
  title,
  chart,
  values,
  empty,
  footer,
  testId,
}: {
  title: string;
  chart: ReactNode;
  /** `code`: the value's code (category, kind …), for tests and tools reading the figures. */
  values: readonly { label: string; count: number; color?: string; code?: string }[];
  /** Text shown instead of the chart when there are no values. */
  empty: string;
  footer?: ReactNode;
  testId?: string;
}) {
  const hasData = values.some((value) => value.count > 0);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {hasData ? (
          <>
            {chart}
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
            >
              {values.map((value) => (
                <Box
                  component="li"
                  key={value.label}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
                  data-testid="chart-value"
                  data-code={value.code}
                >
                  {value.color && (
                    <Box
                      aria-hidden
                      sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: value.color, flexShrink: 0 }}
                    />
                  )}
                  <span>{value.label}</span>
                  <Box component="strong" data-testid="chart-count">
                    {value.count}
                  </Box>
                </Box>
              ))}
            </Box>
            {footer}
          </>
        ) : (
          <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
