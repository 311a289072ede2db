import { useRealtimeEvents } from '../../../shared/realtime/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { mailUnreadApi } from '../api/unreadApi';

/**
 * Refreshes what mail shows (lists, counts, the badge) when the server says the mailbox changed — new mail
 * arrived, or another window of the user read or moved some — and after a reconnect (events may be missed).
 * `onReceived` hears of each new mail.
 */
export function useMailRealtime(
  onReceived?: (received: { fromName: string; subject: string }) => void,
): void {
  const dispatch = useAppDispatch();
  useRealtimeEvents((signal) => {
    if (signal.type !== 'mail' && signal.type !== 'reconnected') return;
    dispatch(mailUnreadApi.util.invalidateTags(['Mail']));
    if (signal.type === 'mail' && signal.received) onReceived?.(signal.received);
  });
}
