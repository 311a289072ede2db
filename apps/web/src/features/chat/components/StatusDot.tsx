import type { ChatStatus } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../lib/status';

/**
 * The status dot (online, do-not-disturb, away, offline). It names the status for screen readers unless
 * `decorative` (when the surrounding control's label says it already).
 */
export function StatusDot({
  status,
  decorative = false,
  size = 12,
}: {
  status: ChatStatus;
  decorative?: boolean;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box
      component="span"
      data-testid="status-dot"
      data-status={status}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t(`status.${status}`)}
      aria-hidden={decorative ? true : undefined}
      title={t(`status.${status}`)}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: STATUS_COLORS[status],
        border: 2,
        borderColor: 'background.paper',
        flexShrink: 0,
      }}
    />
  );
}
