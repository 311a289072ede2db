import type { ChatMessage } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../../../shared/lib/dates';

/**
 * One message of the dialog. Mine not yet acknowledged by the server is `pending` (faded, "sending"); one
 * refused, lost with the connection or unanswered is `failed`, with why and a button to send it again.
 */
export function MessageBubble({
  message,
  mine,
  language,
  state,
  failure,
  onRetry,
}: {
  message: ChatMessage;
  mine: boolean;
  language: 'zh-CN' | 'en';
  state?: 'pending' | 'failed';
  /** The failure's text when known (the server's answer), shown after "not sent". */
  failure?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box
      data-testid="chat-message"
      data-mine={mine}
      data-state={state ?? 'sent'}
      aria-busy={state === 'pending' ? true : undefined}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          // Faded until stored; a failed one keeps its text readable, outlined in the error colour.
          opacity: state === 'pending' ? 0.6 : 1,
          outline: state === 'failed' ? 2 : undefined,
          outlineColor: state === 'failed' ? 'error.main' : undefined,
        }}
      >
        {message.message}
      </Box>
      {state === 'failed' ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, px: 0.5 }}>
          <Typography variant="caption" color="error" data-testid="chat-message-failed">
            {failure ? t('notSentBecause', { reason: failure }) : t('notSent')}
          </Typography>
          <Button size="small" color="error" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
            {t('resend')}
          </Button>
        </Box>
      ) : (
        <Typography
          component="time"
          dateTime={message.time}
          variant="caption"
          color="textSecondary"
          data-testid="chat-message-time"
          sx={{ mt: 0.25, px: 0.5 }}
        >
          {state === 'pending' ? t('sending') : formatMessageTime(message.time, language)}
        </Typography>
      )}
    </Box>
  );
}
