import type { Board, Card } from '@cppcc/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { COLOR_SWATCH } from '../lib/colors';
import { cardFacts } from '../lib/cardFacts';

/**
 * A card in its list: cover picture, labels, title and what it holds. It is dragged by mouse or touch, or
 * by keyboard (space picks it up); a click or Enter opens it.
 */
export function CardItem({
  card,
  board,
  today,
  onOpen,
}: {
  card: Card;
  board: Board;
  today: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('scrumboard');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', name: card.name },
  });
  const facts = cardFacts(card, today);
  const cover =
    board.settings.cardCoverImages && card.idAttachmentCover
      ? card.attachments.find((attachment) => attachment.id === card.idAttachmentCover)
      : undefined;
  const labels = board.labels.filter((label) => card.idLabels.includes(label.id));
  const members = board.members.filter((member) => card.idMembers.includes(member.id));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpen();
    else listeners?.onKeyDown?.(event);
  };
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={onOpen}
      data-testid="scrumboard-card"
      data-card-id={card.id}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        cursor: 'grab',
        touchAction: 'manipulation',
        overflow: 'hidden',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {cover?.type === 'image' && (
        <Box
          component="img"
          src={cover.src}
          alt=""
          sx={{ width: '100%', maxHeight: 140, objectFit: 'cover', display: 'block' }}
        />
      )}
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {labels.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {labels.map((label) => (
              <Box
                key={label.id}
                component="span"
                sx={{
                  px: 1,
                  borderRadius: 1,
                  fontSize: 12,
                  bgcolor: COLOR_SWATCH[label.class].background,
                  color: COLOR_SWATCH[label.class].text,
                }}
              >
                {label.name}
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="body2" component="span" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
          {card.name}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: 'text.secondary' }}
        >
          {card.due && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: 12,
                color: facts.overdue ? 'error.dark' : undefined,
              }}
            >
              <ScheduleIcon sx={{ fontSize: 16 }} aria-hidden />
              {t('due', { date: card.due })}
              {facts.overdue && ` · ${t('overdue')}`}
            </Box>
          )}
          {facts.checkTotal > 0 && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
            >
              <CheckBoxOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              {t('checklistCount', { done: facts.checkDone, total: facts.checkTotal })}
            </Box>
          )}
          {facts.comments > 0 && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
            >
              <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} aria-hidden />
              <span aria-hidden>{facts.comments}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('commentsCount', { count: facts.comments })}
              </Box>
            </Box>
          )}
          {card.attachments.length > 0 && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
            >
              <AttachFileIcon sx={{ fontSize: 16 }} aria-hidden />
              <span aria-hidden>{card.attachments.length}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('attachmentsCount', { count: card.attachments.length })}
              </Box>
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {members.map((member) => (
            <Avatar
              key={member.id}
              src={member.avatar || undefined}
              alt={member.name}
              sx={{ width: 24, height: 24, fontSize: 12 }}
            >
              {member.name.slice(0, 1)}
            </Avatar>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
