import type { ChatContact, ChatMessage } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { toLanguage } from '../../../shared/i18n/languages';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { chatApi, useGetChatQuery } from '../api';
import { useContactTyping, useTypingNotifier } from '../hooks/useTyping';
import { mergeMessages, messageKey } from '../lib/dialog';
import { markViewing } from '../lib/viewing';
import { selectOutbox } from '../store';
import { retryChatMessage, sendChatMessage } from '../store/sendMessage';
import { MessageBubble } from './MessageBubble';
import { MessageInput } from './MessageInput';

/** Within this many px of the bottom, a new message scrolls the list down. */
const STICK_PX = 80;

/**
 * One conversation (panel and chat page): the dialog with its times, older messages on scrolling up or
 * "load earlier", the typing indicator and the message box. While `active` it counts as on screen, so
 * messages arriving in it are read at once.
 */
export function Conversation({
  contact,
  meId,
  active,
  autoFocus,
}: {
  contact: ChatContact;
  meId: string;
  active: boolean;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const chat = useGetChatQuery(contact.id, { refetchOnMountOrArgChange: true });
  const typing = useContactTyping(contact.id);
  const outbox = useAppSelector(selectOutbox);
  const notifyTyping = useTypingNotifier(contact.id);
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'failed'>('idle');
  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  /** Distance from the bottom to restore after older messages were put on top. */
  const restore = useRef<number | null>(null);
  const dialog = chat.data?.dialog;
  const lastKey = dialog?.length ? messageKey(dialog[dialog.length - 1] as ChatMessage) : '';

  useEffect(() => (active ? markViewing(contact.id) : undefined), [active, contact.id]);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (restore.current !== null) {
      element.scrollTop = element.scrollHeight - restore.current;
      restore.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [dialog?.length, lastKey, typing]);

  const loadEarlier = async () => {
    const current = chat.data;
    if (!current?.hasMore || earlier === 'loading') return;
    const element = list.current;
    setEarlier('loading');
    const result = await dispatch(
      chatApi.endpoints.chatMessages.initiate(
        { chatId: current.id, before: current.dialog[0]?.time },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (!result.data) {
      setEarlier('failed');
      return;
    }
    const page = result.data;
    if (element) restore.current = element.scrollHeight - element.scrollTop;
    dispatch(
      chatApi.util.updateQueryData('getChat', contact.id, (draft) => {
        draft.dialog = mergeMessages(draft.dialog, page.items);
        draft.hasMore = page.hasMore;
      }),
    );
    setEarlier('idle');
  };

  // The box clears at once: the message shows in the dialog as pending, and if it fails it stays there
  // marked failed, with why and a button to send it again.
  const sendText = (text: string) => {
    if (!chat.data) return Promise.resolve(false);
    stick.current = true;
    void dispatch(
      sendChatMessage({
        chatId: chat.data.id,
        contactId: contact.id,
        message: { who: meId, message: text, time: new Date().toISOString() },
      }),
    );
    return Promise.resolve(true);
  };

  let body;
  if (chat.isLoading) body = <Loading />;
  else if (chat.isError && !chat.data)
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void chat.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorText(chat.error) ?? t('chatFailed')}
      </Alert>
    );
  else if (dialog && dialog.length === 0)
    body = (
      <Typography
        color="textSecondary"
        sx={{ m: 'auto', p: 3, textAlign: 'center' }}
        data-testid="chat-empty"
      >
        {t('startConversation')}
      </Typography>
    );
  else
    body = (
      <>
        {chat.data?.hasMore ? (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button
              size="small"
              onClick={() => void loadEarlier()}
              disabled={earlier === 'loading'}
              startIcon={earlier === 'loading' ? <CircularProgress size={14} /> : undefined}
            >
              {t('loadEarlier')}
            </Button>
            {earlier === 'failed' && (
              <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                {t('earlierFailed')}
              </Typography>
            )}
          </Box>
        ) : (
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ display: 'block', textAlign: 'center', mb: 1 }}
          >
            {t('conversationStart')}
          </Typography>
        )}
        {dialog?.map((message) => {
          const key = messageKey(message);
          const sending = outbox[key];
          return (
            <MessageBubble
              key={key}
              message={message}
              mine={message.who === meId}
              language={language}
              state={sending?.status}
              failure={sending?.status === 'failed' ? errorText(sending.error) : undefined}
              onRetry={() => {
                stick.current = true;
                void dispatch(retryChatMessage(key, meId));
              }}
            />
          );
        })}
      </>
    );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={list}
        role="log"
        aria-label={t('conversationWith', { name: contact.name })}
        data-testid="chat-dialog"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
          if (element.scrollTop === 0 && chat.data?.hasMore && earlier === 'idle') void loadEarlier();
        }}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column' }}
      >
        {body}
      </Box>
      <Typography
        variant="caption"
        color="textSecondary"
        aria-live="polite"
        data-testid="typing-indicator"
        sx={{ px: 2, minHeight: 20 }}
      >
        {typing ? t('typing', { name: contact.name }) : ''}
      </Typography>
      <MessageInput onSend={sendText} onTyping={notifyTyping} disabled={!chat.data} autoFocus={autoFocus} />
    </Box>
  );
}
