import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import ReportIcon from '@mui/icons-material/Report';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type SvgIcon from '@mui/material/SvgIcon';
import { MAIL_FILTERS, MAIL_FOLDERS, MAIL_LABELS, type MailFolder } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMailFoldersQuery } from '../api/mailApi';
import { mailPath, sameView, type MailView } from '../paths';

const FOLDER_ICONS: Record<MailFolder, typeof SvgIcon> = {
  inbox: InboxIcon,
  sent: SendIcon,
  drafts: DraftsIcon,
  spam: ReportIcon,
  trash: DeleteIcon,
};
const FILTER_ICONS = { starred: StarIcon, important: LabelImportantIcon };

/** The compose button and the folders (with unread counts), filters and labels. */
export function MailSidebar({
  view,
  onCompose,
  onNavigate,
}: {
  view: MailView;
  onCompose: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('mail');
  const folders = useMailFoldersQuery(undefined, { refetchOnMountOrArgChange: true }).data ?? [];
  const entry = (target: MailView, icon: React.ReactNode, title: string, count?: number) => (
    <ListItem key={`${target.kind}-${target.handle}`} disablePadding>
      <ListItemButton
        component={Link}
        to={mailPath(target)}
        selected={sameView(view, target)}
        onClick={onNavigate}
        sx={{ borderRadius: 1.5, mx: 1 }}
        data-testid={`mail-view-${target.handle}`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={title} />
        {count !== undefined && count > 0 && (
          <Box
            component="span"
            aria-label={t('unreadCount', { count })}
            sx={{ fontSize: 13, fontWeight: 600, color: 'secondary.main' }}
          >
            {count}
          </Box>
        )}
      </ListItemButton>
    </ListItem>
  );
  return (
    <Box sx={{ width: 240, maxWidth: '85vw', py: 2 }} component="nav" aria-label={t('folders')}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant="contained"
          color="secondary"
          startIcon={<EditIcon />}
          onClick={onCompose}
          data-testid="mail-compose"
        >
          {t('compose')}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader disableSticky>{t('folders')}</ListSubheader>}>
        {MAIL_FOLDERS.map((handle) => {
          const Icon = FOLDER_ICONS[handle];
          const counts = folders.find((folder) => folder.handle === handle);
          const count = handle === 'drafts' ? counts?.total : counts?.unread;
          return entry({ kind: 'folder', handle }, <Icon fontSize="small" />, t(`folder.${handle}`), count);
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('filters')}</ListSubheader>}>
        {MAIL_FILTERS.map((handle) => {
          const Icon = FILTER_ICONS[handle];
          return entry({ kind: 'filter', handle }, <Icon fontSize="small" />, t(`filter.${handle}`));
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('labels')}</ListSubheader>}>
        {MAIL_LABELS.map((label) =>
          entry(
            { kind: 'label', handle: label.id },
            <LabelIcon fontSize="small" sx={{ color: label.color }} />,
            t(`label.${label.id}`),
          ),
        )}
      </List>
    </Box>
  );
}
