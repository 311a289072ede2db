import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS: Record<Severity, ReactNode> = {
  error: <ErrorOutlined fontSize="inherit" />,
  warning: <ReportProblemOutlined fontSize="inherit" />,
  info: <InfoOutlined fontSize="inherit" />,
  success: <TaskAlt fontSize="inherit" />,
};

/**
 * A message box in the look of MUI's standard Alert, for the sign-in screens. MUI's Alert also brings its
 * close button (IconButton), slot machinery and Paper: about 3 kB gzip that these pages, held to issue 4's
 * first-load budget, never use.
 */
export function Notice({
  severity,
  icon = true,
  children,
  testId,
}: {
  severity: Severity;
  icon?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={(theme) => {
        const light = theme.palette.mode === 'light';
        const { light: tone, main } = theme.palette[severity];
        return {
          ...theme.typography.body2,
          display: 'flex',
          px: 2,
          py: '6px',
          borderRadius: 1,
          color: light ? theme.darken(tone, 0.6) : theme.lighten(tone, 0.6),
          bgcolor: light ? theme.lighten(tone, 0.9) : theme.darken(tone, 0.9),
          '& .notice-icon': { color: main },
        };
      }}
    >
      {icon && (
        <Box className="notice-icon" sx={{ mr: 1.5, py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}>
          {ICONS[severity]}
        </Box>
      )}
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
    </Box>
  );
}
