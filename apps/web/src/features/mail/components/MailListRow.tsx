import AttachFileIcon from '@mui/icons-material/AttachFile';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { MAIL_LABELS, type MailSummary } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { counterpart, listTime } from '../lib/listLogic';

/** One mail in the list: bold while unread, with its marks, labels and the start of its text. */
export function MailListRow({
  item,
  selected,
  open,
  outgoing,
  now,
  shows,
  onToggle,
  onOpen,
}: {
  item: MailSummary;
  selected: boolean;
  open: boolean;
  /** Sent mail and drafts name their recipients. */
  outgoing: boolean;
  now: Date;
  /** Whether a column of the list's chooser is shown (the date, the attachment mark, the excerpt). */
  shows: (column: string) => boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('mail');
  const subject = item.subject || t('noSubject');
  const who = counterpart(item, outgoing) || t('noSubject');
  const labels = MAIL_LABELS.filter((label) => item.labels.includes(label.id));
  return (
    <ListItem disablePadding divider data-testid="mail-row" data-unread={!item.read} data-mail-id={item.id}>
      <Checkbox
        size="small"
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': t('selectMail', { subject }) } }}
        sx={{ ml: 0.5 }}
      />
      <ListItemButton
        selected={open}
        onClick={onOpen}
        sx={{ py: 1, pl: 0.5, minWidth: 0, alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {!item.read && (
              <Box
                component="span"
                role="img"
                aria-label={t('unread')}
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }}
              />
            )}
            <Typography noWrap sx={{ flex: 1, fontWeight: item.read ? 400 : 700, fontSize: 14 }}>
              {item.folder === 'drafts' && (
                <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
                  {t('draftTag')}
                </Box>
              )}
              {who}
            </Typography>
            {item.hasAttachments && shows('attachments') && (
              <AttachFileIcon
                sx={{ fontSize: 16, color: 'text.secondary' }}
                aria-label={t('hasAttachments')}
              />
            )}
            {item.important && (
              <LabelImportantIcon sx={{ fontSize: 16 }} color="error" aria-label={t('important')} />
            )}
            {item.starred && <StarIcon sx={{ fontSize: 16 }} color="warning" aria-label={t('starred')} />}
            {shows('date') && (
              <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0, ml: 0.5 }}>
                {listTime(item.time, now, i18n.language)}
              </Typography>
            )}
          </Box>
          <Typography
            noWrap
            sx={{ fontSize: 14, fontWeight: item.read ? 400 : 600 }}
            data-testid="mail-row-subject"
          >
            {subject}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {labels.map((label) => (
              <Box
                key={label.id}
                component="span"
                sx={{
                  fontSize: 11,
                  px: 0.75,
                  borderRadius: 1,
                  color: '#fff',
                  bgcolor: label.color,
                  flexShrink: 0,
                }}
              >
                {t(`label.${label.id}`)}
              </Box>
            ))}
            {shows('excerpt') && (
              <Typography variant="body2" color="textSecondary" noWrap>
                {item.excerpt}
              </Typography>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
