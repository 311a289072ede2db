import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SerializedError } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { chatPanelClosed, chatPanelToggled } from '../../../shared/chat/chatPanelActions';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { useChatContactsQuery, useChatUserQuery } from '../api';
import { Conversation } from '../components/Conversation';
import { StatusDot } from '../components/StatusDot';
import { useChatRealtime } from '../hooks/useChatRealtime';
import { useSocketSettled } from '../hooks/useSocketSettled';
import type { ContactGroups } from '../lib/contactGroups';
import { ContactRail } from './ContactRail';
import { i18nBundle } from '../i18n';
import {
  selectChatPanelOpen,
  selectContactById,
  selectContactGroups,
  selectSelectedContactId,
} from '../store';
import { contactDeselected, contactSelected } from '../store/contactsSlice';

registerBundle(i18nBundle);

/** Seed 000 §9: the panel is 360 px wide, of which the contact column takes 70. */
const PANEL_WIDTH = 360;
const RAIL_WIDTH = 70;
const HEADER_HEIGHT = 64;

/** What the open panel shows of a call. */
interface CallState {
  isUninitialized: boolean;
  isLoading: boolean;
  isError: boolean;
  error?: ApiError | SerializedError;
}
const shownCallState = ({ isUninitialized, isLoading, isError, error }: CallState): CallState => ({
  isUninitialized,
  isLoading,
  isError,
  error,
});
const UNSHOWN_CALL: CallState = { isUninitialized: false, isLoading: false, isError: false };
const unshownCallState = (): CallState => UNSHOWN_CALL;
const NO_GROUPS: ContactGroups = { withChats: [], others: [] };
const selectNoGroups = (): ContactGroups => NO_GROUPS;

/** The toolbar's small-screen toggle: a click on it is no click-away (it toggles the panel itself). */
const TOGGLE_SELECTOR = '[data-testid="chat-panel-toggle"]';

/**
 * The team chat panel (seed 000 §2.4), lent to the shell's right slot. On large screens its contact column
 * stays visible and the panel slides open over the page; on small screens it is hidden until the toolbar's
 * toggle opens it. Escape and a click outside close it; closing it also removes the selected contact.
 */
export default function ChatPanel() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const me = useUser();
  const open = useAppSelector(selectChatPanelOpen);
  const selectedId = useAppSelector(selectSelectedContactId);
  const selected = useAppSelector((state) => (selectedId ? selectContactById(state, selectedId) : undefined));
  // Issue 20: closed, the panel holds only what shows — the contact rail on large screens, nothing else.
  const railShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  // …and reads only what shows: closed, the state of its calls and (on small screens) the contacts are not
  // shown, and each step of theirs re-rendered the panel after a cold load's content (issue 33 §1).
  const groups = useAppSelector(open || railShown ? selectContactGroups : selectNoGroups);
  const callState = open ? shownCallState : unshownCallState;
  useChatRealtime();
  const profile = useChatUserQuery(undefined, {
    refetchOnMountOrArgChange: true,
    selectFromResult: callState,
  });
  const socketSettled = useSocketSettled();
  const contacts = useChatContactsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !socketSettled,
    selectFromResult: callState,
  });

  useEffect(() => {
    if (!open) {
      dispatch(contactDeselected());
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(chatPanelClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, open]);

  const failed = contacts.isError || profile.isError;
  let conversation;
  if (!open) conversation = null;
  else if (contacts.isUninitialized || contacts.isLoading || profile.isLoading) conversation = <Loading />;
  else if (failed)
    conversation = (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void contacts.refetch();
              void profile.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {errorText(contacts.error ?? profile.error) ?? t('contactsFailed')}
      </Alert>
    );
  else if (groups.withChats.length + groups.others.length === 0)
    conversation = (
      <Typography color="textSecondary" sx={{ m: 'auto', p: 3, textAlign: 'center' }}>
        {t('noContacts')}
      </Typography>
    );
  else if (!selected)
    conversation = (
      <Typography
        color="textSecondary"
        sx={{ m: 'auto', p: 3, textAlign: 'center' }}
        data-testid="chat-no-selection"
      >
        {t('selectContact')}
      </Typography>
    );
  else
    conversation = (
      <Conversation key={selected.id} contact={selected} meId={me.uid} active={open} autoFocus />
    );

  return (
    <Box
      data-testid="chat-panel-root"
      sx={{
        position: { xs: 'fixed', lg: 'relative' },
        top: 0,
        right: 0,
        bottom: 0,
        width: { xs: 0, lg: RAIL_WIDTH },
        flexShrink: 0,
        zIndex: (theme) => theme.zIndex.drawer,
        overflow: open ? 'visible' : 'hidden',
      }}
    >
      <ClickAwayListener
        onClickAway={(event) => {
          if (!open) return;
          if (event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR)) return;
          dispatch(chatPanelClosed());
        }}
      >
        <Paper
          component="aside"
          square
          elevation={open ? 8 : 0}
          aria-label={t('panelLabel')}
          data-testid="chat-panel"
          data-open={open}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: PANEL_WIDTH,
            display: 'flex',
            flexDirection: 'column',
            borderLeft: 1,
            borderColor: 'divider',
            transform: open
              ? 'none'
              : { xs: `translateX(${PANEL_WIDTH}px)`, lg: `translateX(${PANEL_WIDTH - RAIL_WIDTH}px)` },
            visibility: { xs: open ? 'visible' : 'hidden', lg: 'visible' },
            transition: (theme) =>
              theme.transitions.create(['transform', 'visibility'], {
                duration: theme.transitions.duration.shorter,
              }),
          }}
        >
          <Box
            sx={{
              height: HEADER_HEIGHT,
              flexShrink: 0,
              display: 'flex',
              alignItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <ButtonBase
              onClick={() => dispatch(chatPanelToggled())}
              aria-label={open ? t('closePanel') : t('openPanel')}
              aria-expanded={open}
              sx={{ width: RAIL_WIDTH, height: '100%', flexShrink: 0 }}
            >
              <ChatIcon />
            </ButtonBase>
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              {selected ? (
                <>
                  <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
                    {selected.name}
                  </Typography>
                  <StatusDot status={selected.status} />
                </>
              ) : (
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('panelTitle')}
                </Typography>
              )}
            </Box>
            {open && (
              <IconButton
                color="inherit"
                aria-label={t('closePanel')}
                onClick={() => dispatch(chatPanelClosed())}
              >
                <CloseIcon />
              </IconButton>
            )}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
            {(open || railShown) && <ContactRailSlot groups={groups} selectedId={selectedId} />}
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                bgcolor: 'background.default',
              }}
              aria-hidden={!open}
              inert={!open}
            >
              {conversation}
            </Box>
          </Box>
        </Paper>
      </ClickAwayListener>
    </Box>
  );
}

function ContactRailSlot({
  groups,
  selectedId,
}: Pick<Parameters<typeof ContactRail>[0], 'groups' | 'selectedId'>) {
  const dispatch = useAppDispatch();
  return (
    <ContactRail groups={groups} selectedId={selectedId} onSelect={(id) => dispatch(contactSelected(id))} />
  );
}
