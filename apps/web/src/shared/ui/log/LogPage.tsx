import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AuditLogTabs } from '../AuditLogTabs';

/**
 * The frame of the two log pages (the proposal event log and the administration and security log): the
 * tabs between them, heading and intro, the filters' card (its row of fields, then `filterNotes` under
 * it) and the table below.
 */
export function LogPage({
  testId,
  tab,
  title,
  intro,
  filtersLabel,
  filters,
  filterNotes,
  children,
}: {
  testId: string;
  /** The path of this page's tab. */
  tab: string;
  title: string;
  intro: string;
  filtersLabel: string;
  filters: ReactNode;
  filterNotes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ flex: 1, p: { xs: 2, sm: 4 }, minWidth: 0 }} data-testid={testId}>
      <AuditLogTabs current={tab} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{intro}</Typography>
      <Card component="section" aria-label={filtersLabel}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ flexWrap: 'wrap', gap: 2, alignItems: { md: 'flex-start' } }}
            useFlexGap
          >
            {filters}
          </Stack>
          {filterNotes}
        </CardContent>
      </Card>
      {children}
    </Stack>
  );
}
