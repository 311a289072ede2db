import { useSyncExternalStore } from 'react';
import { dialogStore } from '../../shared/dialog/dialogService';

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    dialogStore.subscribe,
    () => dialogStore.getSnapshot() !== null,
    () => false,
  );
}
