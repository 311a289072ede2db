import type { Note } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useNoteLabelsQuery, useNotesQuery } from '../api';
import { LabelsDialog } from '../components/LabelsDialog';
import { NoteCard } from '../components/NoteCard';
import { NoteDialog } from '../components/NoteDialog';
import { NotesNav } from '../components/NotesNav';
import { i18nBundle } from '../i18n';
import { useNoteActions } from '../lib/useNoteActions';
import { viewOf, visibleNotes, type NotesView } from '../lib/visibleNotes';
import { NOTES_PATH, SEARCH_PARAM } from '../paths';

registerBundle(i18nBundle);

const EMPTY_TEXT: Record<NotesView['kind'], string> = {
  notes: 'empty',
  archive: 'emptyArchive',
  reminders: 'emptyReminders',
  label: 'empty',
};

/**
 * /apps/notes/{id?}/{labelHandle?}/{labelId?} (seed 001): the views and labels beside a masonry grid of
 * notes (CSS columns), a search kept in the address, a dialog to write or edit a note and one for labels.
 * `/apps/notes/{noteId}` opens that note (a reminder's notification leads there).
 */
export default function NotesPage() {
  const { t } = useTranslation('notes');
  usePageTitle(t('title'));
  const params = useParams();
  const navigate = useNavigate();
  const { view, noteId } = viewOf(params);
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get(SEARCH_PARAM) ?? '';
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const notes = useNotesQuery();
  const labels = useNoteLabelsQuery();
  const actions = useNoteActions();
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const shown = useMemo(() => visibleNotes(notes.data ?? [], view, term), [notes.data, view, term]);
  const now = new Date().toISOString();
  const linked = noteId ? notes.data?.find((note) => note.id === noteId) : undefined;
  const labelList = labels.data ?? [];

  const search = (next: string) =>
    setSearchParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(SEARCH_PARAM, next);
        else copy.delete(SEARCH_PARAM);
        return copy;
      },
      { replace: true },
    );
  const closeDialog = () => {
    setEditing(null);
    if (noteId) void navigate(NOTES_PATH, { replace: true });
  };
  const open: Note | 'new' | null = editing ?? linked ?? null;

  return (
    <Box sx={{ display: 'flex', gap: 2, p: { xs: 1.5, sm: 3 }, alignItems: 'flex-start' }}>
      {!compact && (
        <Paper variant="outlined" sx={{ width: 220, flexShrink: 0 }}>
          <NotesNav view={view} labels={labelList} compact={false} onEditLabels={() => setLabelsOpen(true)} />
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
            {t('title')}
          </Typography>
          <SearchField
            value={term}
            onSearch={search}
            label={t('search')}
            testId="notes-search"
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
          />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="note-new"
          >
            {t('newNote')}
          </Button>
        </Box>
        {compact && (
          <NotesNav view={view} labels={labelList} compact onEditLabels={() => setLabelsOpen(true)} />
        )}
        {notes.isError && (
          <QueryError error={notes.error} title={t('loadFailed')} onRetry={() => void notes.refetch()} />
        )}
        {noteId && notes.isSuccess && !linked && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('notFound')}
          </Alert>
        )}
        {notes.isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('title')} />
          </Box>
        ) : notes.isSuccess && shown.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }} data-testid="notes-empty">
            {term ? t('emptySearch', { term }) : t(EMPTY_TEXT[view.kind])}
          </Typography>
        ) : (
          <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }} data-testid="notes-grid">
            {shown.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                labels={labelList}
                now={now}
                onOpen={() => setEditing(note)}
                onArchive={() => void actions.setArchived(note, !note.archived)}
                onDelete={() => void actions.remove(note)}
              />
            ))}
          </Box>
        )}
      </Box>
      {open && (
        <NoteDialog
          key={open === 'new' ? 'new' : open.id}
          note={open === 'new' ? null : open}
          labels={labelList}
          labelId={view.kind === 'label' ? view.labelId : undefined}
          onClose={closeDialog}
        />
      )}
      {labelsOpen && <LabelsDialog labels={labelList} onClose={() => setLabelsOpen(false)} />}
    </Box>
  );
}
