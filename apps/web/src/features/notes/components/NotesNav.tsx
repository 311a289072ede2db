import type { NoteLabel } from '@cppcc/contracts';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotesView } from '../lib/visibleNotes';
import { labelPath, notesPath } from '../paths';

interface Entry {
  key: string;
  to: string;
  text: string;
  icon: ReactNode;
  current: boolean;
}

function entriesOf(view: NotesView, labels: readonly NoteLabel[], t: (key: string) => string): Entry[] {
  const fixed = (['notes', 'reminders', 'archive'] as const).map((kind) => ({
    key: kind,
    to: notesPath(kind),
    text: t(`view.${kind}`),
    icon: kind === 'notes' ? <NotesIcon /> : kind === 'archive' ? <ArchiveIcon /> : <AlarmIcon />,
    current: view.kind === kind,
  }));
  return [
    ...fixed,
    ...labels.map((label) => ({
      key: label.id,
      to: labelPath(label.id),
      text: label.name,
      icon: <LabelIcon />,
      current: view.kind === 'label' && view.labelId === label.id,
    })),
  ];
}

/** The views and labels: a side list on wide screens, a row of chips on narrow ones. */
export function NotesNav({
  view,
  labels,
  compact,
  onEditLabels,
}: {
  view: NotesView;
  labels: readonly NoteLabel[];
  compact: boolean;
  onEditLabels: () => void;
}) {
  const { t } = useTranslation('notes');
  const entries = entriesOf(view, labels, t);
  if (compact)
    return (
      <Box
        component="nav"
        aria-label={t('views')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mb: 1 }}
      >
        {entries.map((entry) => (
          <Chip
            key={entry.key}
            component={Link}
            to={entry.to}
            clickable
            label={entry.text}
            color={entry.current ? 'primary' : 'default'}
            variant={entry.current ? 'filled' : 'outlined'}
            aria-current={entry.current ? 'page' : undefined}
          />
        ))}
        <Chip
          icon={<EditIcon />}
          label={t('editLabels')}
          onClick={onEditLabels}
          variant="outlined"
          clickable
        />
      </Box>
    );
  const item = (entry: Entry) => (
    <ListItem key={entry.key} disablePadding>
      <ListItemButton
        component={Link}
        to={entry.to}
        selected={entry.current}
        aria-current={entry.current ? 'page' : undefined}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{entry.icon}</ListItemIcon>
        <ListItemText primary={entry.text} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Box component="nav" aria-label={t('views')}>
      <List dense>{entries.slice(0, 3).map(item)}</List>
      <List dense subheader={<ListSubheader>{t('labels')}</ListSubheader>}>
        {entries.slice(3).map(item)}
        <ListItem disablePadding>
          <ListItemButton onClick={onEditLabels} data-testid="edit-labels">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <EditIcon />
            </ListItemIcon>
            <ListItemText primary={t('editLabels')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
