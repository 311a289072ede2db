import type { FileManagerItem } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { fileManagerFileSrc, viewerHref } from '../../../shared/lib/viewerHref';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useRemoveItemMutation, useSetOfflineMutation } from '../api';
import { folderPath } from '../paths';
import { downloadFile } from './fileContent';

/**
 * What an item's buttons do: open (a folder, the document viewer for PDF and Word, the preview dialog for
 * pictures and text, else a download), download, keep offline, delete after confirmation.
 */
export function useItemActions(showPreview: (item: FileManagerItem) => void) {
  const { t } = useTranslation('fileManager');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [remove] = useRemoveItemMutation();
  const [setOffline] = useSetOfflineMutation();
  const fail = (message: string) =>
    dispatch(showMessage({ message: t('actionFailed', { message }), variant: 'error' }));
  const succeed = (message: string) => dispatch(showMessage({ message, variant: 'success' }));

  async function download(item: FileManagerItem) {
    try {
      await downloadFile(item);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    download,
    open(item: FileManagerItem) {
      if (item.kind === 'folder') void navigate(folderPath(item.id));
      else if (item.preview === 'pdf' || item.preview === 'docx')
        void navigate(viewerHref(fileManagerFileSrc(item.id), item.name));
      else if (item.preview) showPreview(item);
      else void download(item);
    },
    async toggleOffline(item: FileManagerItem) {
      const result = await setOffline({ id: item.id, offline: !item.offline });
      if ('error' in result) fail(errorText(result.error) ?? '');
      else succeed(t(item.offline ? 'offlineOff' : 'offlineOn', { name: item.name }));
    },
    /** True when it was deleted. */
    async remove(item: FileManagerItem): Promise<boolean> {
      const confirmed = await confirm({
        title: t('deleteTitle', { name: item.name }),
        message: t(item.kind === 'folder' ? 'deleteFolder' : 'deleteFile'),
        confirmText: t('delete'),
        cancelText: t('cancel'),
        destructive: true,
      });
      if (!confirmed) return false;
      const result = await remove(item.id);
      if ('error' in result) {
        fail(errorText(result.error) ?? '');
        return false;
      }
      succeed(t('deleted', { name: item.name }));
      return true;
    },
  };
}
