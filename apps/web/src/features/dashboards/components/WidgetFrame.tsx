import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A widget's card: a `section` named by its h2 title, with an optional control (a range selector) beside it. */
export function WidgetFrame({
  id,
  title,
  action,
  children,
  testId = 'dashboard-widget',
}: {
  id: string;
  testId?: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `widget-${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      data-widget={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
