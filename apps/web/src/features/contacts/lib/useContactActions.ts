import type { Contact } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { saveBlob } from '../../../shared/lib/download';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import {
  useRemoveContactMutation,
  useRemoveContactsMutation,
  useSetContactsStarredMutation,
  useSetContactsUnstarredMutation,
  useToggleStarredContactMutation,
} from '../api';
import { contactsVCard, fullName, vcardFileName } from './vcard';

/** The page's actions on one contact or on the selection: each says what happened, or why it failed. */
export function useContactActions() {
  const { t } = useTranslation('contacts');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [toggleStar] = useToggleStarredContactMutation();
  const [setStarred, starring] = useSetContactsStarredMutation();
  const [setUnstarred, unstarring] = useSetContactsUnstarredMutation();
  const [removeOne] = useRemoveContactMutation();
  const [removeMany, removing] = useRemoveContactsMutation();

  const report = (result: { error?: unknown }, success?: string): boolean => {
    if ('error' in result && result.error !== undefined) {
      const text = errorText(result.error as Parameters<typeof errorText>[0]);
      dispatch(showMessage({ message: text ?? t('loadFailed'), variant: 'error' }));
      return false;
    }
    if (success) dispatch(showMessage({ message: success, variant: 'success' }));
    return true;
  };

  return {
    busy: starring.isLoading || unstarring.isLoading || removing.isLoading,
    toggleStar: async (contact: Contact) => report(await toggleStar({ contactId: contact.id })),
    star: async (ids: string[]) =>
      report(await setStarred({ contactIds: ids }), t('starred', { count: ids.length })),
    unstar: async (ids: string[]) =>
      report(await setUnstarred({ contactIds: ids }), t('unstarred', { count: ids.length })),
    /** Asks first; true when removed. */
    removeOne: async (contact: Contact): Promise<boolean> => {
      const sure = await confirm({
        title: t('confirmRemoveTitle'),
        message: t('confirmRemove', { name: fullName(contact) }),
        confirmText: t('remove'),
        cancelText: t('cancel'),
        destructive: true,
      });
      return sure && report(await removeOne({ contactId: contact.id }), t('removed', { count: 1 }));
    },
    removeMany: async (ids: string[]): Promise<boolean> => {
      const sure = await confirm({
        title: t('confirmRemoveTitle'),
        message: t('confirmRemoveMany', { count: ids.length }),
        confirmText: t('remove'),
        cancelText: t('cancel'),
        destructive: true,
      });
      return sure && report(await removeMany({ contactIds: ids }), t('removed', { count: ids.length }));
    },
    exportCards: (contacts: readonly Contact[], label: string) =>
      saveBlob(
        new Blob([contactsVCard(contacts)], { type: 'text/vcard;charset=utf-8' }),
        vcardFileName(label),
      ),
  };
}
