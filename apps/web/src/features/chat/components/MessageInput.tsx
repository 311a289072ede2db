import { CHAT_MESSAGE_MAX } from '@cppcc/contracts';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. An empty or blank message is not sent
 * (seed 000 §5): the button is disabled and Enter does nothing. The text stays while `onSend` says it did not go out.
 */
export function MessageInput({
  onSend,
  onTyping,
  disabled,
  autoFocus,
}: {
  /** Resolves true when the message went out (the box is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  onTyping: () => void;
  disabled: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';
  const submit = async () => {
    if (blank || disabled || sending) return;
    setSending(true);
    const sent = await onSend(text.trim());
    setSending(false);
    if (sent) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // An IME composing Chinese also uses Enter: that Enter picks the characters, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'flex-end', borderRadius: 5, pl: 2, pr: 0.5 }}
      >
        <InputBase
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('messagePlaceholder')}
          multiline
          maxRows={4}
          autoFocus={autoFocus}
          disabled={disabled}
          inputProps={{ 'aria-label': t('messageLabel'), maxLength: CHAT_MESSAGE_MAX }}
          sx={{ flex: 1, py: 1 }}
        />
        <LazyTooltip title={t('send')}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label={t('send')}
              disabled={blank || disabled || sending}
              sx={{ my: 0.25 }}
            >
              <SendIcon />
            </IconButton>
          </span>
        </LazyTooltip>
      </Paper>
    </Box>
  );
}
