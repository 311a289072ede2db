import type { Contact } from '@cppcc/contracts';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../lib/vcard';
import { ContactAvatar } from './ContactAvatar';
import { ContactForm } from './ContactForm';

const READ_ONLY_FIELDS = ['nickname', 'company', 'jobTitle', 'email', 'phone', 'address', 'notes'] as const;

interface ContactPanelProps {
  /** The contact shown; null for a new one; undefined when the address names one that is not (any more). */
  contact: Contact | null | undefined;
  starred: boolean;
  onClose: () => void;
  onToggleStar: (contact: Contact) => void;
  onRemove: (contact: Contact) => void;
  onExport: (contact: Contact) => void;
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <LazyTooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * The side panel (full screen on a phone): one's own contact as an editable form with star, export and
 * remove; a committee directory entry as read-only details that can be exported.
 */
export function ContactPanel({
  contact,
  starred,
  onClose,
  onToggleStar,
  onRemove,
  onExport,
}: ContactPanelProps) {
  const { t } = useTranslation('contacts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title =
    contact === null ? t('newTitle') : contact === undefined ? t('panelLabel') : fullName(contact);

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: phone ? '100%' : 480, maxWidth: '100%' },
          'aria-label': t('panelLabel'),
          role: 'dialog',
        },
      }}
      data-testid="contact-panel"
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {contact && <ContactAvatar contact={contact} size={40} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap data-testid="contact-panel-title">
            {title}
          </Typography>
          {contact && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {[contact.company, contact.jobTitle].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
        {contact && !contact.readOnly && (
          <Action
            label={t(starred ? 'unstar' : 'star', { name: title })}
            onClick={() => onToggleStar(contact)}
          >
            {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </Action>
        )}
        {contact && (
          <Action label={t('exportOne')} onClick={() => onExport(contact)}>
            <DownloadIcon />
          </Action>
        )}
        {contact && !contact.readOnly && (
          <Action label={t('remove')} onClick={() => onRemove(contact)}>
            <DeleteIcon />
          </Action>
        )}
        <Action label={t('close')} onClick={onClose}>
          <CloseIcon />
        </Action>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {contact === undefined && <Alert severity="warning">{t('notFound')}</Alert>}
        {contact?.readOnly && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('directoryNote')}
            </Alert>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
            >
              {contact.section && (
                <>
                  <Typography component="dt" color="textSecondary">
                    {t('column.section')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {contact.section}
                  </Typography>
                </>
              )}
              {READ_ONLY_FIELDS.filter((field) => contact[field]).map((field) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="textSecondary">
                    {t(`field.${field}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {contact[field]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        {(contact === null || (contact && !contact.readOnly)) && (
          <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={onClose} />
        )}
      </Box>
    </Drawer>
  );
}
