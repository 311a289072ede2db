import { describe, expect, it } from 'vitest';
import { closeDialog, confirm, dialogStore, openDialog } from './dialogService';

describe('dialog service', () => {
  it('opens and closes a dialog', () => {
    openDialog({ content: 'hello' });
    expect(dialogStore.getSnapshot()?.kind).toBe('dialog');
    closeDialog();
    expect(dialogStore.getSnapshot()).toBeNull();
  });
  it('resolves confirm with the choice, and false when dismissed', async () => {
    const yes = confirm({ title: 'Delete?', message: 'Sure?', destructive: true });
    const request = dialogStore.getSnapshot();
    if (request?.kind !== 'confirm') throw new Error('no confirm');
    request.resolve(true);
    await expect(yes).resolves.toBe(true);
    const no = confirm({ title: 'Delete?', message: 'Sure?' });
    closeDialog();
    await expect(no).resolves.toBe(false);
  });
});
