import type { ChatStatus } from '@cppcc/contracts';
import { amber, green, grey, red } from '@mui/material/colors';

/** The status dot (seed 000 §2.4): online green, do-not-disturb red, away amber, offline grey. */
export const STATUS_COLORS: Record<ChatStatus, string> = {
  online: green[500],
  'do-not-disturb': red[500],
  away: amber[600],
  offline: grey[500],
};
