import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../shared/ui/pageTitle';

/** The frame of the proposal, task and reply pages: a way back, the heading and the sections. */
export function DetailFrame({
  title,
  back,
  actions,
  testId,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack
      spacing={2}
      sx={{ flex: 1, p: { xs: 2, sm: 3 }, minWidth: 0, maxWidth: 1200 }}
      data-testid={testId}
    >
      {back && (
        <div>
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} size="small">
            {back.label}
          </Button>
        </div>
      )}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}

/** A label–value pair of a facts list. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ minWidth: 220 }} data-testid={testId}>
      <Typography color="textSecondary" component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Stack>
  );
}
