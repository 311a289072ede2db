import type { ChatContact, ChatListEntry } from '@cppcc/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages';
import type { ContactGroups } from '../lib/contactGroups';
import { formatMessageTime } from '../../../shared/lib/dates';
import { ContactAvatar } from './ContactAvatar';

function ContactItem({
  contact,
  chat,
  selected,
  onSelect,
}: {
  contact: ChatContact;
  chat: ChatListEntry | undefined;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const status = t(`status.${contact.status}`);
  const about = contact.unitName ?? t(`role.${contact.role}`, { defaultValue: contact.role });
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(contact.id)}
        data-testid="chat-list-item"
        data-contact-id={contact.id}
        data-status={contact.status}
      >
        <ListItemAvatar>
          <ContactAvatar
            name={contact.name}
            avatar={contact.avatar}
            status={contact.status}
            unread={contact.unread}
          />
        </ListItemAvatar>
        <ListItemText
          primary={contact.name}
          secondary={
            <>
              <span>{`${status} · ${contact.mood || about}`}</span>
              {chat?.lastMessageTime && (
                <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                  {formatMessageTime(chat.lastMessageTime, language)}
                </Typography>
              )}
              {contact.unread ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="secondary"
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {t('unread', { count: contact.unread })}
                </Typography>
              ) : null}
            </>
          }
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: contact.unread ? 700 : 500 } },
            secondary: { component: 'span', sx: { display: 'block' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The chat app's list (seed 001 /apps/chat): chats first, then the other contacts. */
export function ChatList({
  groups,
  chats,
  selectedId,
  onSelect,
}: {
  groups: ContactGroups;
  chats: Record<string, ChatListEntry | undefined>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const render = (contact: ChatContact) => (
    <ContactItem
      key={contact.id}
      contact={contact}
      chat={chats[contact.id]}
      selected={contact.id === selectedId}
      onSelect={onSelect}
    />
  );
  return (
    <>
      {groups.withChats.length > 0 && (
        <List aria-label={t('chats')} subheader={<ListSubheader>{t('chats')}</ListSubheader>} dense>
          {groups.withChats.map(render)}
        </List>
      )}
      {groups.others.length > 0 && (
        <List
          aria-label={groups.withChats.length > 0 ? t('otherContacts') : t('contacts')}
          subheader={
            <ListSubheader>{groups.withChats.length > 0 ? t('otherContacts') : t('contacts')}</ListSubheader>
          }
          dense
        >
          {groups.others.map(render)}
        </List>
      )}
    </>
  );
}
