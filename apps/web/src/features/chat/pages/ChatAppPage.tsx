import type { ChatUser } from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUser } from '../../../shared/session/hooks';
import { useAppSelector } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useChatContactsQuery, useChatUserQuery } from '../api';
import { ChatList } from '../components/ChatList';
import { ContactAvatar } from '../components/ContactAvatar';
import { Conversation } from '../components/Conversation';
import { ProfileDialog } from '../components/ProfileDialog';
import { useChatRealtime } from '../hooks/useChatRealtime';
import { i18nBundle } from '../i18n';
import { matchesContact } from '../lib/contactGroups';
import { selectChats, selectContactGroups, selectContacts } from '../store';

registerBundle(i18nBundle);

const SIDEBAR_WIDTH = 320;

function ProfileHeader({ profile }: { profile: ChatUser }) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="chat-profile"
    >
      <ContactAvatar name={profile.name} avatar={profile.avatar} status={profile.status} decorative={false} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="chat-profile-name">
          {profile.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap data-testid="chat-profile-mood">
          {`${t(`status.${profile.status}`)} · ${profile.mood || t('noMood')}`}
        </Typography>
      </Box>
      <LazyTooltip title={t('editProfile')}>
        <IconButton aria-label={t('editProfile')} onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
      </LazyTooltip>
      {editing && <ProfileDialog profile={profile} onClose={() => setEditing(false)} />}
    </Box>
  );
}

/**
 * /apps/chat (seed 001): the chat list with a search over contacts and the own profile on the left, the
 * conversation on the right. The selected contact is in the address (`?contact=`), so it survives a reload
 * and the back button. On small screens the list and the conversation take turns: the page opens on the list
 * (not on an empty pane, issue 34), a contact opens the conversation and its back button the list again.
 */
export default function ChatAppPage() {
  const { t } = useTranslation('chat');
  usePageTitle(t('appTitle'));
  const errorText = useErrorText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const me = useUser();
  useChatRealtime();
  const profile = useChatUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const contactsQuery = useChatContactsQuery(undefined, { refetchOnMountOrArgChange: true });
  const groups = useAppSelector(selectContactGroups);
  const contacts = useAppSelector(selectContacts);
  const chats = useAppSelector(selectChats);
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('contact');
  const selected = contacts.find((contact) => contact.id === selectedId);

  const filtered = useMemo(
    () => ({
      withChats: groups.withChats.filter((contact) => matchesContact(contact, search)),
      others: groups.others.filter((contact) => matchesContact(contact, search)),
    }),
    [groups, search],
  );
  const chatsByContact = useMemo(
    () => Object.fromEntries(chats.map((chat) => [chat.contactId, chat])),
    [chats],
  );

  const select = (id: string) => setParams({ contact: id });

  let list;
  if (contactsQuery.isLoading) list = <Loading />;
  else if (contactsQuery.isError)
    list = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void contactsQuery.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorText(contactsQuery.error) ?? t('contactsFailed')}
      </Alert>
    );
  else if (contacts.length === 0)
    list = (
      <Typography color="textSecondary" role="status" sx={{ p: 3, textAlign: 'center' }}>
        {t('noContacts')}
      </Typography>
    );
  else if (filtered.withChats.length + filtered.others.length === 0)
    list = (
      <Typography color="textSecondary" role="status" sx={{ p: 3, textAlign: 'center' }}>
        {t('noMatches')}
      </Typography>
    );
  else list = <ChatList groups={filtered} chats={chatsByContact} selectedId={selectedId} onSelect={select} />;

  const sidebar = (
    <Box
      sx={{
        width: wide ? SIDEBAR_WIDTH : '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {profile.data && <ProfileHeader profile={profile.data} />}
      {profile.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText(profile.error) ?? t('contactsFailed')}
        </Alert>
      )}
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          placeholder={t('searchContacts')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('searchContacts') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="chat-list">
        {list}
      </Box>
    </Box>
  );

  const showChats = (
    <LazyTooltip title={t('backToChats')}>
      <IconButton aria-label={t('backToChats')} onClick={() => setParams({})}>
        <ArrowBackIcon />
      </IconButton>
    </LazyTooltip>
  );

  return (
    <Box sx={{ p: { xs: 0, md: 3 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Typography
        component="h1"
        variant="h5"
        sx={{ fontWeight: 600, mb: 2, px: { xs: 2, md: 0 }, pt: { xs: 2, md: 0 } }}
      >
        {t('appTitle')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="chat-app"
        sx={{ display: 'flex', overflow: 'hidden', height: 'calc(100vh - 200px)', minHeight: 440 }}
      >
        {(wide || !selected) && (
          <Box
            sx={{
              borderRight: wide ? 1 : 0,
              borderColor: 'divider',
              flexShrink: 0,
              flex: wide ? undefined : 1,
            }}
          >
            {sidebar}
          </Box>
        )}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: wide || selected ? 'flex' : 'none',
            flexDirection: 'column',
          }}
        >
          {selected ? (
            <>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                {!wide && showChats}
                <ContactAvatar
                  name={selected.name}
                  avatar={selected.avatar}
                  status={selected.status}
                  decorative={false}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
                    {selected.name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {[
                      t(`status.${selected.status}`),
                      selected.unitName ?? t(`role.${selected.role}`, { defaultValue: selected.role }),
                      selected.mood,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </Box>
              <Conversation key={selected.id} contact={selected} meId={me.uid} active />
            </>
          ) : (
            <Box sx={{ m: 'auto', p: 3, textAlign: 'center' }}>
              <Typography color="textSecondary" data-testid="chat-no-selection">
                {t('selectContact')}
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
