import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled part of a page: a card that is a `section` named by its own h2, so screen readers list the
 * page's parts by name. `id` makes the heading's id (`${id}-heading`), which tests and links may target.
 */
export function SectionCard({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
