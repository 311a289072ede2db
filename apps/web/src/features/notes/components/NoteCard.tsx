import type { Note, NoteLabel } from '@cppcc/contracts';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';

const CHECKLIST_SHOWN = 5;

/** One note in the grid: opens the edit dialog; archive/restore and delete beside it. */
export function NoteCard({
  note,
  labels,
  now,
  onOpen,
  onArchive,
  onDelete,
}: {
  note: Note;
  labels: readonly NoteLabel[];
  now: string;
  onOpen: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('notes');
  const name = note.title || t('untitled');
  const done = note.checklist.filter((item) => item.checked).length;
  const labelName = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="note-card"
      aria-label={name}
      sx={{ breakInside: 'avoid', mb: 2, display: 'inline-block', width: '100%' }}
    >
      {/* The button's name is what it shows (no aria-label): the note's own words. */}
      <CardActionArea onClick={onOpen} data-testid="note-open">
        {note.image && (
          <Box
            component="img"
            src={note.image}
            alt=""
            sx={{ width: '100%', display: 'block', maxHeight: 240, objectFit: 'cover' }}
          />
        )}
        <Box sx={{ p: 2 }}>
          {note.title && (
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}
            >
              {note.title}
            </Typography>
          )}
          {note.description && (
            <Typography
              variant="body2"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 8,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {note.description}
            </Typography>
          )}
          {note.checklist.length > 0 && (
            <Box sx={{ mt: 1 }}>
              {note.checklist.slice(0, CHECKLIST_SHOWN).map((item) => (
                <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {item.checked ? (
                    <CheckBoxIcon fontSize="small" color="action" aria-hidden />
                  ) : (
                    <CheckBoxOutlineBlankIcon fontSize="small" color="action" aria-hidden />
                  )}
                  <Typography
                    variant="body2"
                    sx={{
                      textDecoration: item.checked ? 'line-through' : 'none',
                      color: item.checked ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {item.text}
                  </Typography>
                </Box>
              ))}
              <Typography variant="caption" color="textSecondary">
                {t('checklistCount', { done, total: note.checklist.length })}
              </Typography>
            </Box>
          )}
          {(note.reminder || note.labels.length > 0) && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {note.reminder && (
                <Chip
                  size="small"
                  icon={<AlarmIcon />}
                  color={note.reminder <= now ? 'warning' : 'default'}
                  label={t('reminderAt', { time: localeDateTime(note.reminder, i18n.language) })}
                  title={note.reminder <= now ? t('reminderPast') : undefined}
                />
              )}
              {note.labels.map((id) => (
                <Chip key={id} size="small" variant="outlined" label={labelName.get(id) ?? ''} />
              ))}
            </Box>
          )}
        </Box>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <LazyTooltip title={t(note.archived ? 'restore' : 'archive')}>
          <IconButton
            size="small"
            aria-label={t(note.archived ? 'restore' : 'archive')}
            onClick={onArchive}
            data-testid="note-archive"
          >
            {note.archived ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title={t('delete')}>
          <IconButton size="small" aria-label={t('delete')} onClick={onDelete} data-testid="note-delete">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </LazyTooltip>
      </CardActions>
    </Card>
  );
}
