import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SessionSelect } from '../../../shared/ui/session-select/SessionSelect';

/** The page heading with the session picker (and any extra action) on the right. */
export function PageHeader({
  title,
  chosen,
  onChoose,
  action,
}: {
  title: string;
  chosen: string | undefined;
  onChoose: (sessionId: string | undefined) => void;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {action}
        <SessionSelect value={chosen} onChange={onChoose} testId="statistics-session" />
      </Stack>
    </Stack>
  );
}
