import { useRealtimeState } from '../../../shared/realtime/hooks';
import type { LiveBadgeProps } from '../../../shared/navigation/types';
import { useMailUnreadQuery } from '../api/unreadApi';
import { useMailRealtime } from '../hooks/useMailRealtime';

/** How often the count is asked for while the realtime connection is down (and, slower, while it is up). */
const POLL_MS = 60_000;

/** The navigation's badge on 邮件: the inbox's unread count, live; nothing while it is 0. */
export default function MailNavBadge({ render }: LiveBadgeProps) {
  const connected = useRealtimeState() === 'open';
  useMailRealtime();
  const unread =
    useMailUnreadQuery(undefined, {
      pollingInterval: connected ? POLL_MS * 5 : POLL_MS,
      skipPollingIfUnfocused: true,
      refetchOnFocus: true,
      refetchOnMountOrArgChange: true,
    }).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span data-testid="mail-nav-badge">
      {render({ title: unread > 99 ? '99+' : String(unread), bg: '#d32f2f', fg: '#fff' })}
    </span>
  );
}
