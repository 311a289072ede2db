import { useRealtimeEvents } from '../../../shared/realtime/hooks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { scrumboardApi } from '../api';

/**
 * Reloads what the scrumboard shows when another member (or another window) changed a board, and after a
 * reconnect (events may have been missed): a board's members see each other's moves live.
 */
export function useScrumboardRealtime(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvents((signal) => {
    if (signal.type === 'reconnected')
      dispatch(scrumboardApi.util.invalidateTags(['ScrumboardBoards', 'ScrumboardBoard']));
    if (signal.type !== 'scrumboard') return;
    dispatch(
      scrumboardApi.util.invalidateTags([
        'ScrumboardBoards',
        { type: 'ScrumboardBoard', id: signal.boardId },
      ]),
    );
  });
}
