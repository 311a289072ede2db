import type { Board } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { isNotFound } from '../../../shared/ui/QueryGuard';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { useScrumboardBoardQuery } from '../api';
import { BoardLists } from '../components/BoardLists';
import { BoardSettingsDialog } from '../components/BoardSettingsDialog';
import { CardDialog } from '../components/CardDialog';
import { NameDialog } from '../components/NameDialog';
import { i18nBundle } from '../i18n';
import { COLOR_SWATCH } from '../lib/colors';
import { useBoardActions } from '../lib/useBoardActions';
import { useScrumboardRealtime } from '../lib/useScrumboardRealtime';
import { BOARDS_PATH } from '../paths';

registerBundle(i18nBundle);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /apps/scrumboard/boards/{boardId}/{boardUri?} (seed 001): one board. A board that does not exist (or is
 * not the user's) shows the server's answer, "Requested board do not exist." (seed 001 §8).
 */
export default function BoardPage() {
  const { t } = useTranslation('scrumboard');
  const errorText = useErrorText();
  const { boardId = '' } = useParams();
  useScrumboardRealtime();
  const board = useScrumboardBoardQuery(boardId);
  usePageTitle(board.data?.name ?? t('title'));

  if (board.isLoading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  if (board.error || !board.data)
    return (
      <Box
        sx={{
          p: { xs: 2, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {isNotFound(board.error) ? (
          <Alert severity="warning" data-testid="board-not-found">
            {errorText(board.error)}
          </Alert>
        ) : (
          <QueryError error={board.error} title={t('loadFailed')} onRetry={() => void board.refetch()} />
        )}
        <Button component={RouterLink} to={BOARDS_PATH} startIcon={<ArrowBackIcon />}>
          {t('backToBoards')}
        </Button>
      </Box>
    );
  return <BoardView board={board.data} />;
}

type Editing =
  | { kind: 'renameBoard' }
  | { kind: 'addList' }
  | { kind: 'addCard'; listId: string }
  | { kind: 'renameList'; listId: string; name: string };

function BoardView({ board }: { board: Board }) {
  const { t } = useTranslation('scrumboard');
  const actions = useBoardActions(board);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const openCard = board.cards.find((card) => card.id === openCardId);
  const color = board.settings.color === '' ? undefined : COLOR_SWATCH[board.settings.color];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 3 },
          py: 1.5,
          flexWrap: 'wrap',
          bgcolor: color?.background,
          color: color?.text,
        }}
      >
        <IconButton component={RouterLink} to={BOARDS_PATH} color="inherit">
          <ArrowBackIcon aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {t('backToBoards')}
          </Box>
        </IconButton>
        <Typography
          variant="h5"
          component="h1"
          sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}
          data-testid="board-name"
        >
          {board.name}
        </Typography>
        <Button color="inherit" startIcon={<EditIcon />} onClick={() => setEditing({ kind: 'renameBoard' })}>
          {t('rename')}
        </Button>
        <Button color="inherit" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
          {t('settings')}
        </Button>
      </Box>
      <BoardLists
        board={board}
        today={today()}
        onOrder={(kind, lists) => void actions.order(kind, lists)}
        listProps={(list) => ({
          onOpenCard: setOpenCardId,
          onAddCard: () => setEditing({ kind: 'addCard', listId: list.id }),
          onRename: () => setEditing({ kind: 'renameList', listId: list.id, name: list.name }),
          onDelete: () => void actions.removeList(list),
        })}
        trailing={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'addList' })}
            sx={{ flexShrink: 0, width: { xs: 280, sm: 300 }, py: 1.5 }}
          >
            {t('addList')}
          </Button>
        }
      />
      {editing?.kind === 'renameBoard' && (
        <NameDialog
          title={t('renameBoard')}
          label={t('boardName')}
          initial={board.name}
          submitText={t('save')}
          serverField="boardTitle"
          onSave={actions.renameBoard}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'addList' && (
        <NameDialog
          title={t('addList')}
          label={t('listName')}
          submitText={t('add')}
          serverField="data.name"
          onSave={actions.addList}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'addCard' && (
        <NameDialog
          title={t('addCard')}
          label={t('cardName')}
          submitText={t('add')}
          serverField="data.name"
          onSave={(name) => actions.addCard(editing.listId, name)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'renameList' && (
        <NameDialog
          title={t('renameList')}
          label={t('listName')}
          initial={editing.name}
          submitText={t('save')}
          serverField="listTitle"
          onSave={(name) => actions.renameList(editing.listId, name)}
          onClose={() => setEditing(null)}
        />
      )}
      {settingsOpen && (
        <BoardSettingsDialog
          board={board}
          onSettings={(settings) => void actions.updateSettings(settings)}
          onMembers={actions.setMembers}
          onDelete={() => void actions.deleteBoard()}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {openCard && (
        <CardDialog
          key={openCard.id}
          card={openCard}
          board={board}
          onSave={actions.updateCard}
          onDelete={() =>
            void actions.removeCard(openCard).then((removed) => {
              if (removed) setOpenCardId(null);
            })
          }
          onClose={() => setOpenCardId(null)}
        />
      )}
    </Box>
  );
}
