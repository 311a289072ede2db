import { useSyncExternalStore } from 'react';
import { dialogStore } from './dialogService';

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    dialogStore.subscribe,
    () => dialogStore.getSnapshot() !== null,
    () => false,
  );
}
