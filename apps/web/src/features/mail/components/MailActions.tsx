import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReportIcon from '@mui/icons-material/Report';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { MAIL_LABELS, type MailSetFolderBody, type MailSummary } from '@cppcc/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import {
  useDeleteMailsMutation,
  useSetMailFolderMutation,
  useToggleMailLabelMutation,
  useUpdateMailMutation,
} from '../api/mailApi';
import { bulkFlag } from '../lib/listLogic';

function Action({
  title,
  onClick,
  children,
  testId,
}: {
  title: string;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <LazyTooltip title={title}>
      <IconButton aria-label={title} onClick={onClick} size="small" data-testid={testId}>
        {children}
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * What can be done to some mails (the selection, or the mail open): read/unread, star, important, labels,
 * moving (trash, spam, back), and deleting for good from the trash after a confirmation. `onGone` is called
 * when they left the view (moved or deleted).
 */
export function MailActions({ items, onGone }: { items: readonly MailSummary[]; onGone?: () => void }) {
  const { t } = useTranslation('mail');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [update] = useUpdateMailMutation();
  const [setFolder] = useSetMailFolderMutation();
  const [toggleLabel] = useToggleMailLabelMutation();
  const [remove] = useDeleteMailsMutation();
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  const ids = items.map((item) => item.id);
  if (ids.length === 0) return null;

  const run = async (call: () => Promise<unknown>, success?: string) => {
    try {
      await call();
      if (success) dispatch(showMessage({ message: success, variant: 'success' }));
    } catch (error) {
      const message = errorText(error as Parameters<typeof errorText>[0]) ?? '';
      dispatch(showMessage({ message: t('actionFailed', { message }), variant: 'error' }));
      return false;
    }
    return true;
  };
  const flag = (name: 'read' | 'starred' | 'important') => {
    const value = bulkFlag(items, name);
    void run(() => update({ ids, changes: { [name]: value } }).unwrap());
  };
  const move = async (folder: MailSetFolderBody['folder'], done: string) => {
    if (await run(() => setFolder({ ids, folder }).unwrap(), done)) onGone?.();
  };
  const movedTo = (folder: 'inbox' | 'spam' | 'trash') => t('moved', { folder: t(`folder.${folder}`) });
  const deleteForever = async () => {
    const confirmed = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { count: ids.length }),
      confirmText: t('deleteConfirm'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    if (await run(() => remove({ ids }).unwrap(), t('deleted', { count: ids.length }))) onGone?.();
  };

  const all = (folder: MailSummary['folder']) => items.every((item) => item.folder === folder);
  const starOn = bulkFlag(items, 'starred');
  const importantOn = bulkFlag(items, 'important');
  const readOn = bulkFlag(items, 'read');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }} data-testid="mail-actions">
      <Action
        title={readOn ? t('markRead') : t('markUnread')}
        onClick={() => flag('read')}
        testId="mail-action-read"
      >
        {readOn ? <DraftsIcon fontSize="small" /> : <MarkEmailUnreadIcon fontSize="small" />}
      </Action>
      <Action
        title={starOn ? t('star') : t('unstar')}
        onClick={() => flag('starred')}
        testId="mail-action-star"
      >
        {starOn ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" color="warning" />}
      </Action>
      <Action
        title={importantOn ? t('markImportant') : t('unmarkImportant')}
        onClick={() => flag('important')}
        testId="mail-action-important"
      >
        {importantOn ? (
          <LabelImportantOutlinedIcon fontSize="small" />
        ) : (
          <LabelImportantIcon fontSize="small" color="error" />
        )}
      </Action>
      <Action
        title={t('toggleLabel')}
        onClick={(event) => setLabelAnchor(event.currentTarget)}
        testId="mail-action-label"
      >
        <LabelIcon fontSize="small" />
      </Action>
      <Menu anchorEl={labelAnchor} open={labelAnchor !== null} onClose={() => setLabelAnchor(null)}>
        {MAIL_LABELS.map((label) => {
          const on = items.every((item) => item.labels.includes(label.id));
          return (
            <MenuItem
              key={label.id}
              onClick={() => {
                setLabelAnchor(null);
                void run(() => toggleLabel({ ids, label: label.id }).unwrap());
              }}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={on}
                  tabIndex={-1}
                  disableRipple
                  sx={{ color: label.color }}
                />
              </ListItemIcon>
              <ListItemText primary={t(`label.${label.id}`)} />
            </MenuItem>
          );
        })}
      </Menu>
      {all('inbox') && (
        <Action
          title={t('folder.spam')}
          onClick={() => void move('spam', movedTo('spam'))}
          testId="mail-action-spam"
        >
          <ReportIcon fontSize="small" />
        </Action>
      )}
      {all('spam') && (
        <Action
          title={t('folder.inbox')}
          onClick={() => void move('inbox', movedTo('inbox'))}
          testId="mail-action-inbox"
        >
          <InboxIcon fontSize="small" />
        </Action>
      )}
      {all('trash') ? (
        <>
          <Action
            title={t('restore')}
            onClick={() => void move('restore', t('restored'))}
            testId="mail-action-restore"
          >
            <RestoreIcon fontSize="small" />
          </Action>
          <Action
            title={t('deleteForever')}
            onClick={() => void deleteForever()}
            testId="mail-action-delete-forever"
          >
            <DeleteForeverIcon fontSize="small" color="error" />
          </Action>
        </>
      ) : (
        <Action
          title={t('moveToTrash')}
          onClick={() => void move('trash', movedTo('trash'))}
          testId="mail-action-trash"
        >
          <DeleteIcon fontSize="small" />
        </Action>
      )}
    </Box>
  );
}
