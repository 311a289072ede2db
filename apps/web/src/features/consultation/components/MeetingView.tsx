import {
  CONSULTATION_STATE_LABELS,
  fixedSlotOf,
  type Consultation,
  type ConsultationInvitee,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localeDateTime } from '../../../shared/lib/dates';
import { toLanguage } from '../../../shared/i18n/languages';
import { slotPlaceText, slotTimeText } from '../lib/text';

const STATE_COLORS = {
  proposed: 'info',
  another_requested: 'warning',
  fixed: 'success',
  minuted: 'default',
} as const;

/** A meeting's state with its name from contracts. */
export function MeetingStateChip({ consultation }: { consultation: Consultation }) {
  const { i18n } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLORS[consultation.state]}
      label={CONSULTATION_STATE_LABELS[consultation.state][toLanguage(i18n.language)]}
      data-testid="consultation-state"
      data-state={consultation.state}
    />
  );
}

function answerText(invitee: ConsultationInvitee, consultation: Consultation, t: TFunction<'consultation'>) {
  if (invitee.answer === 'another') return t('answer.another', { note: invitee.note ?? '' });
  if (invitee.answer === 'accepted') {
    const slot = consultation.slots.find((item) => item.id === invitee.slotId);
    return t('answer.accepted', { time: slot ? slotTimeText(slot) : '—' });
  }
  return t('answer.none');
}

/** What everyone sees of a meeting: its state, the slots (or the fixed time), the invitees' answers, the minutes. */
export function MeetingView({ consultation }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultation');
  const fixed = fixedSlotOf(consultation);
  return (
    <Stack spacing={1.5} data-testid="consultation" data-consultation-id={consultation.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <MeetingStateChip consultation={consultation} />
        <Typography variant="body2" color="textSecondary">
          {t('format')}：{t(`formatName.${consultation.format}`)} · {consultation.unit.name}
        </Typography>
      </Stack>
      {fixed ? (
        <Alert severity="success" icon={false} data-testid="consultation-fixed">
          {t('fixedAt', { time: slotTimeText(fixed), place: slotPlaceText(fixed, t('byPhone')) })}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('agendaLabel', { agenda: fixed.agenda })}
          </Typography>
        </Alert>
      ) : (
        <List dense disablePadding aria-label={t('title')}>
          {consultation.slots.map((slot, index) => (
            <ListItem key={slot.id} disableGutters data-testid="consultation-slot">
              <ListItemText
                primary={`${t('slot', { n: index + 1 })}：${slotTimeText(slot)} · ${slotPlaceText(slot, t('byPhone'))}`}
                secondary={t('agendaLabel', { agenda: slot.agenda })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('invitees')}
      </Typography>
      <List dense disablePadding data-testid="consultation-invitees">
        {consultation.invitees.map((invitee) => (
          <ListItem key={invitee.person.id} disableGutters>
            <ListItemText
              primary={`${invitee.person.displayName}（${t(`role.${invitee.role}`)}）`}
              secondary={answerText(invitee, consultation, t)}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {consultation.minutes && (
        <Stack spacing={0.5} data-testid="consultation-minutes">
          <Typography variant="subtitle2" component="h3">
            {t('minutes')}
          </Typography>
          <Typography variant="body2">
            {t('attendees')}：{consultation.minutes.attendees}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('agreed')}：{consultation.minutes.agreed}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('recordedBy', {
              name: consultation.minutes.recordedBy.displayName,
              time: localeDateTime(consultation.minutes.recordedAt, i18n.language),
            })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
