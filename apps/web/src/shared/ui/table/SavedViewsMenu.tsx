import { canShareSavedViews } from '@cppcc/contracts';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/apiError';
import { useCreateSavedViewMutation } from '../../api/savedViewsApi';
import { registerBundle } from '../../i18n/i18n';
import { showMessage } from '../../message/messageSlice';
import { selectRoles } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { listViewsBundle } from './i18n';
import type { ListView } from './useListView';

registerBundle(listViewsBundle);

/** The dialogs load when first opened, not with every list page's first load (issue 33 §1). */
const SaveViewDialog = lazy(() =>
  import('./SaveViewDialog').then((module) => ({ default: module.SaveViewDialog })),
);
const ManageViewsDialog = lazy(() =>
  import('./ManageViewsDialog').then((module) => ({ default: module.ManageViewsDialog })),
);

const errorOf = (error: unknown) => (isApiError(error) ? error : undefined);

/**
 * The list's saved views: a menu to open one (the current one named on the button), save the current filter,
 * sort and columns as a new view (staff may share it with all staff), and manage them.
 */
export function SavedViewsMenu({ view }: { view: ListView }) {
  const { t } = useTranslation('listViews');
  const dispatch = useAppDispatch();
  const canShare = canShareSavedViews(useAppSelector(selectRoles));
  const [create] = useCreateSavedViewMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const notify = (message: string, failed = false) =>
    dispatch(showMessage({ message, variant: failed ? 'error' : 'success' }));
  const views = view.views ?? [];

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="saved-views"
        sx={{
          maxWidth: 260,
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        <span className="label">
          {view.currentView ? t('viewNamed', { name: view.currentView.name }) : t('views')}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {view.viewsFailed && <MenuItem disabled>{t('viewsFailed')}</MenuItem>}
        {!view.viewsFailed && views.length === 0 && <MenuItem disabled>{t('noViews')}</MenuItem>}
        {views.map((saved) => (
          <MenuItem
            key={saved.id}
            selected={saved.id === view.currentView?.id}
            onClick={() => {
              view.openView(saved);
              setAnchor(null);
            }}
            data-testid="saved-view-option"
          >
            <ListItemText
              primary={saved.name}
              secondary={saved.editable ? undefined : t('ownerOf', { name: saved.owner.displayName })}
            />
            {saved.id === view.defaultViewId && (
              <Chip size="small" color="primary" label={t('defaultView')} sx={{ ml: 1 }} />
            )}
            {saved.shared && <Chip size="small" label={t('sharedView')} sx={{ ml: 1 }} />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => (setDialog('save'), setAnchor(null))} data-testid="save-view">
          {t('saveView')}
        </MenuItem>
        <MenuItem onClick={() => (setDialog('manage'), setAnchor(null))} data-testid="manage-views">
          {t('manageViews')}
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'save' && (
          <SaveViewDialog
            title={t('saveTitle')}
            hint={t('saveHint')}
            canShare={canShare}
            onClose={() => setDialog(null)}
            onSave={async ({ name, shared }) => {
              try {
                const saved = await create({
                  listId: view.listId,
                  name,
                  shared,
                  params: view.params,
                  columns: view.columnIds,
                }).unwrap();
                notify(t('saved', { name: saved.name }));
                return undefined;
              } catch (error) {
                return errorOf(error);
              }
            }}
          />
        )}
        {dialog === 'manage' && (
          <ManageViewsDialog
            view={view}
            canShare={canShare}
            onClose={() => setDialog(null)}
            notify={notify}
            errorOf={errorOf}
          />
        )}
      </Suspense>
    </>
  );
}
