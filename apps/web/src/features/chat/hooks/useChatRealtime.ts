import { useEffect } from 'react';
import { realtime } from '../../../shared/realtime/realtime';
import { useAppDispatch } from '../../../shared/store/hooks';
import { chatSignalReceived } from '../store/realtimeSignals';

let users = 0;
let unsubscribe: (() => void) | null = null;

/**
 * Feeds realtime signals into the chat state while any chat screen (panel, page) is mounted: once, however
 * many of them are, so a message is handled once.
 */
export function useChatRealtime(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    users += 1;
    if (users === 1) unsubscribe = realtime.subscribe((signal) => dispatch(chatSignalReceived(signal)));
    return () => {
      users -= 1;
      if (users === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, [dispatch]);
}
