import type { Note } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useRemoveNoteMutation, useUpdateNoteMutation } from '../api';

/** Archive / restore and delete (after confirmation), each saying how it went. */
export function useNoteActions() {
  const { t } = useTranslation('notes');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [update] = useUpdateNoteMutation();
  const [remove] = useRemoveNoteMutation();
  const report = (error: Parameters<typeof errorText>[0], success: string) =>
    dispatch(
      error === undefined
        ? showMessage({ message: success, variant: 'success' })
        : showMessage({ message: errorText(error) ?? t('loadFailed'), variant: 'error' }),
    );
  return {
    async setArchived(note: Note, archived: boolean) {
      const { id, title, description, image, checklist, reminder, labels } = note;
      const result = await update({
        note: { id, title, description, image, checklist, reminder, labels, archived },
      });
      report('error' in result ? result.error : undefined, t(archived ? 'archived' : 'restored'));
    },
    /** True when the note was deleted. */
    async remove(note: Note): Promise<boolean> {
      const confirmed = await confirm({
        title: t('deleteTitle'),
        message: t('deleteMessage', { title: note.title || t('untitled') }),
        confirmText: t('delete'),
        cancelText: t('cancel'),
        destructive: true,
      });
      if (!confirmed) return false;
      const result = await remove({ noteId: note.id });
      report('error' in result ? result.error : undefined, t('deleted'));
      return !('error' in result);
    },
  };
}
