import type { Board, BoardList } from '@cppcc/contracts';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { CardItem } from './CardItem';

/**
 * One list of the board: its header (a handle to drag the list, its name, a menu to rename or delete it),
 * its cards (sortable, also into other lists) and a button to add a card.
 */
export function ListColumn({
  list,
  board,
  today,
  onOpenCard,
  onAddCard,
  onRename,
  onDelete,
}: {
  list: BoardList;
  board: Board;
  today: string;
  onOpenCard: (cardId: string) => void;
  onAddCard: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: list.id,
      data: { type: 'list', name: list.name },
    });
  const cards = list.idCards.flatMap((id) => board.cards.find((card) => card.id === id) ?? []);
  const headingId = `list-${list.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-testid="scrumboard-list"
      data-list-id={list.id}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        width: { xs: 280, sm: 300 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicatorIcon fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {t('moveList', { name: list.name })}
          </Box>
        </IconButton>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ flex: 1, fontWeight: 600, wordBreak: 'break-word' }}
        >
          {list.name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t('cardCount', { count: cards.length })}
        </Typography>
        <IconButton size="small" onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu">
          <MoreVertIcon fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {t('listActions', { name: list.name })}
          </Box>
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              onRename();
            }}
          >
            {t('renameList')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            {t('deleteList')}
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext items={list.idCards} strategy={verticalListSortingStrategy}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            px: 1,
            pb: 1,
            overflowY: 'auto',
            minHeight: 48,
          }}
          data-testid="scrumboard-list-cards"
        >
          {cards.length === 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', py: 1.5 }}>
              {t('emptyList')}
            </Typography>
          )}
          {cards.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              board={board}
              today={today}
              onOpen={() => onOpenCard(card.id)}
            />
          ))}
        </Box>
      </SortableContext>
      <Button startIcon={<AddIcon />} onClick={onAddCard} sx={{ m: 1, justifyContent: 'flex-start' }}>
        {t('addCard')}
      </Button>
    </Paper>
  );
}
