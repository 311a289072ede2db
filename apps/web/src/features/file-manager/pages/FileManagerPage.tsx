import { FILE_MANAGER_TYPES, type FileManagerItem } from '@cppcc/contracts';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useCreateFolderMutation, useFileListingQuery, useRenameItemMutation } from '../api';
import { DetailsPanel } from '../components/DetailsPanel';
import { FileTable } from '../components/FileTable';
import { FolderPath, Usage } from '../components/FolderHeader';
import type { ItemCommand } from '../components/ItemMenu';
import { MoveDialog } from '../components/MoveDialog';
import { NameDialog } from '../components/NameDialog';
import { PreviewDialog } from '../components/PreviewDialog';
import { UploadList } from '../components/UploadList';
import { i18nBundle } from '../i18n';
import { useItemActions } from '../lib/useItemActions';
import { useUploads } from '../lib/useUploads';

registerBundle(i18nBundle);

const ACCEPT = Object.keys(FILE_MANAGER_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'rename'; item: FileManagerItem }
  | { kind: 'move'; item: FileManagerItem }
  | { kind: 'preview'; item: FileManagerItem };

/**
 * /apps/file-manager/{folderId?} (seed 001): one folder of the user's files — its path, the storage used,
 * upload (several files, each with progress), a new folder, and the items with their details beside them
 * (a drawer below 1200 px).
 */
export default function FileManagerPage() {
  const { t } = useTranslation('fileManager');
  usePageTitle(t('title'));
  const folderId = useParams().folderId ?? null;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const dispatch = useAppDispatch();
  const listing = useFileListingQuery(folderId);
  const uploads = useUploads();
  const [createFolder] = useCreateFolderMutation();
  const [rename] = useRenameItemMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const actions = useItemActions((item) => setDialog({ kind: 'preview', item }));
  const current = listing.currentData;
  const selected = current?.items.find((item) => item.id === selectedId) ?? null;

  const onCommand = useCallback(
    (command: ItemCommand, item: FileManagerItem) => {
      if (command === 'open') actions.open(item);
      else if (command === 'download') void actions.download(item);
      else if (command === 'details') setSelectedId(item.id);
      else if (command === 'rename') setDialog({ kind: 'rename', item });
      else if (command === 'move') setDialog({ kind: 'move', item });
      else void actions.remove(item).then((removed) => removed && setSelectedId(null));
    },
    [actions],
  );
  const notFound = listing.isError && 'status' in listing.error && listing.error.status === 404;

  const details = selected && (
    <DetailsPanel
      item={selected}
      onClose={() => setSelectedId(null)}
      onOpen={() => actions.open(selected)}
      onDownload={() => void actions.download(selected)}
      onToggleOffline={() => void actions.toggleOffline(selected)}
    />
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <FolderPath path={current?.path ?? []} />
        </div>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={notFound}
          >
            {t('upload')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderIcon />}
            onClick={() => setDialog({ kind: 'newFolder' })}
            disabled={notFound}
          >
            {t('newFolder')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            data-testid="file-upload-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void uploads.start(folderId, files);
            }}
          />
        </Stack>
      </Stack>
      {current && <Usage usage={current.usage} />}
      <UploadList rows={uploads.rows} onDismiss={uploads.dismiss} />
      {notFound ? (
        <QueryError error={listing.error} title={t('noFolder')} />
      ) : listing.isError ? (
        <QueryError error={listing.error} title={t('loadFailed')} onRetry={() => void listing.refetch()} />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FileTable
              items={current?.items}
              failed={listing.isError}
              fetching={listing.isFetching}
              selectedId={selectedId}
              onCommand={onCommand}
            />
          </Box>
          {wide && details && (
            <Paper variant="outlined" sx={{ width: 340, flexShrink: 0 }}>
              {details}
            </Paper>
          )}
        </Box>
      )}
      {!wide && (
        <Drawer
          anchor="right"
          open={selected !== null}
          onClose={() => setSelectedId(null)}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
        >
          {details}
        </Drawer>
      )}
      {dialog?.kind === 'newFolder' && (
        <NameDialog
          title={t('newFolder')}
          initial={t('newFolderName')}
          submitLabel={t('create')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const result = await createFolder({ name, folderId });
            if ('data' in result && result.data)
              dispatch(
                showMessage({ message: t('folderCreated', { name: result.data.name }), variant: 'success' }),
              );
            return result.data ? { data: result.data } : { error: result.error };
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('rename')}
          initial={dialog.item.name}
          submitLabel={t('save')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const result = await rename({ id: dialog.item.id, name });
            if (result.data)
              dispatch(
                showMessage({ message: t('renamed', { name: result.data.name }), variant: 'success' }),
              );
            return result.data ? { data: result.data } : { error: result.error };
          }}
        />
      )}
      {dialog?.kind === 'move' && <MoveDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'preview' && (
        <PreviewDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDownload={() => void actions.download(dialog.item)}
        />
      )}
    </Box>
  );
}
