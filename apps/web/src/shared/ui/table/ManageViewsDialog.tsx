import type { SavedView } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/apiError';
import {
  useDeleteSavedViewMutation,
  useSetDefaultSavedViewMutation,
  useUpdateSavedViewMutation,
} from '../../api/savedViewsApi';
import { confirm } from '../../dialog/dialogService';
import { SaveViewDialog } from './SaveViewDialog';
import type { ListView } from './useListView';

export interface ManageViewsDialogProps {
  view: ListView;
  canShare: boolean;
  onClose: () => void;
  /** A short notice (saved, deleted) or a failure's text. */
  notify: (message: string, failed?: boolean) => void;
  errorOf: (error: unknown) => ApiError | undefined;
}

/** Every view of the list with what the caller may do to it: open, default, rename, update, share, delete. */
export function ManageViewsDialog({ view, canShare, onClose, notify, errorOf }: ManageViewsDialogProps) {
  const { t } = useTranslation('listViews');
  const [update] = useUpdateSavedViewMutation();
  const [remove] = useDeleteSavedViewMutation();
  const [setDefault] = useSetDefaultSavedViewMutation();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const listId = view.listId;

  async function run(work: Promise<unknown>, done: string) {
    try {
      await work;
      notify(done);
    } catch (error) {
      notify(errorOf(error)?.message ?? String(error), true);
    }
  }

  async function onDelete(saved: SavedView) {
    const ok = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: saved.name }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (ok) await run(remove({ id: saved.id, listId }).unwrap(), t('deleted', { name: saved.name }));
  }

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="manage-views-title">
        <DialogTitle id="manage-views-title">{t('manageTitle')}</DialogTitle>
        <DialogContent>
          {(view.views ?? []).length === 0 && <Typography color="textSecondary">{t('noViews')}</Typography>}
          <List>
            {(view.views ?? []).map((saved) => {
              const isDefault = saved.id === view.defaultViewId;
              return (
                <ListItem
                  key={saved.id}
                  divider
                  disableGutters
                  data-testid="manage-view-row"
                  sx={{ display: 'block' }}
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{saved.name}</Typography>
                    {isDefault && <Chip size="small" color="primary" label={t('defaultView')} />}
                    {saved.shared && <Chip size="small" label={t('sharedView')} />}
                    {!saved.editable && (
                      <Typography variant="caption" color="textSecondary">
                        {t('ownerOf', { name: saved.owner.displayName })}
                      </Typography>
                    )}
                  </Stack>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                    <Button size="small" onClick={() => (view.openView(saved), onClose())}>
                      {t('open')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        void run(
                          setDefault({ listId, viewId: isDefault ? null : saved.id }).unwrap(),
                          t('updated', { name: saved.name }),
                        )
                      }
                      data-testid="view-default"
                    >
                      {isDefault ? t('clearDefault') : t('setDefault')}
                    </Button>
                    {saved.editable && (
                      <>
                        <Button size="small" onClick={() => setRenaming(saved)}>
                          {t('rename')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            void run(
                              update({
                                id: saved.id,
                                listId,
                                params: view.params,
                                columns: view.columnIds,
                              }).unwrap(),
                              t('updated', { name: saved.name }),
                            )
                          }
                        >
                          {t('updateView', { name: saved.name })}
                        </Button>
                        {canShare && (
                          <Button
                            size="small"
                            onClick={() =>
                              void run(
                                update({ id: saved.id, listId, shared: !saved.shared }).unwrap(),
                                t('updated', { name: saved.name }),
                              )
                            }
                          >
                            {saved.shared ? t('shareOff') : t('shareOn')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void onDelete(saved)}
                          data-testid="view-delete"
                        >
                          {t('delete')}
                        </Button>
                      </>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      {renaming && (
        <SaveViewDialog
          title={t('renameTitle')}
          initialName={renaming.name}
          canShare={false}
          onClose={() => setRenaming(null)}
          onSave={async ({ name }) => {
            try {
              await update({ id: renaming.id, listId, name }).unwrap();
              notify(t('updated', { name }));
              return undefined;
            } catch (error) {
              return errorOf(error);
            }
          }}
        />
      )}
    </>
  );
}
