import type { ChatContact } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { useTranslation } from 'react-i18next';
import { ContactAvatar } from '../components/ContactAvatar';
import type { ContactGroups } from '../lib/contactGroups';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';

function ContactButton({
  contact,
  selected,
  onSelect,
}: {
  contact: ChatContact;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const status = t(`status.${contact.status}`);
  const label = contact.unread
    ? t('contactLabelUnread', { name: contact.name, status, count: contact.unread })
    : t('contactLabel', { name: contact.name, status });
  return (
    <LazyTooltip title={contact.name} placement="left" describeChild>
      <ButtonBase
        aria-pressed={selected}
        data-testid="chat-contact"
        data-contact-id={contact.id}
        data-status={contact.status}
        onClick={() => onSelect(contact.id)}
        sx={{
          width: '100%',
          py: 1,
          position: 'relative',
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          '&::before': selected
            ? {
                content: '""',
                position: 'absolute',
                left: 0,
                top: 8,
                bottom: 8,
                width: 3,
                bgcolor: 'secondary.main',
              }
            : undefined,
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        {/* The initial and the unread badge are in the spoken name already (WCAG 2.5.3: no aria-label
            that leaves out what is shown). */}
        <Box component="span" aria-hidden sx={{ display: 'contents' }}>
          <ContactAvatar
            name={contact.name}
            avatar={contact.avatar}
            status={contact.status}
            unread={contact.unread}
          />
        </Box>
      </ButtonBase>
    </LazyTooltip>
  );
}

/** The 70 px contact column: contacts with chats first, a divider, then the rest (seed 000 §2.4). */
export function ContactRail({
  groups,
  selectedId,
  onSelect,
}: {
  groups: ContactGroups;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const render = (contact: ChatContact) => (
    <ContactButton
      key={contact.id}
      contact={contact}
      selected={contact.id === selectedId}
      onSelect={onSelect}
    />
  );
  return (
    <Box
      component="nav"
      aria-label={t('chatContacts')}
      data-testid="chat-contact-rail"
      sx={{
        width: 70,
        flexShrink: 0,
        overflowY: 'auto',
        overflowX: 'hidden',
        borderRight: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      {groups.withChats.map(render)}
      {groups.withChats.length > 0 && groups.others.length > 0 && (
        <Divider sx={{ mx: 1.5, my: 1 }} data-testid="chat-contact-divider" />
      )}
      {groups.others.map(render)}
    </Box>
  );
}
