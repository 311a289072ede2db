import { CONSULTATION_LIMITS, type Consultation } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAnswerConsultationMutation } from '../api';
import { slotPlaceText, slotTimeText } from '../lib/text';

/**
 * The invitee's part of a meeting they have not answered yet: one button per slot (confirmed first — the
 * first proposer's choice fixes the meeting) and "ask for another time" with a note. Full width on a phone.
 */
export function InvitationActions({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultation');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [answer, { isLoading }] = useAnswerConsultationMutation();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const accept = async (slotId: string, time: string) => {
    const ok = await confirm({
      title: t('accept'),
      message: t('confirmAccept', { time }),
      confirmText: t('accept'),
    });
    if (!ok) return;
    const result = await answer({ id: consultation.id, body: { action: 'accept', slotId } });
    if (result.error) setError(errorText(result.error));
    else dispatch(showMessage({ message: t('accepted'), variant: 'success' }));
  };
  const askAnother = async () => {
    if (note.trim() === '') {
      setError(t('note'));
      return;
    }
    const result = await answer({ id: consultation.id, body: { action: 'ask_another', note: note.trim() } });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    setAsking(false);
    dispatch(showMessage({ message: t('asked'), variant: 'success' }));
  };

  return (
    <Stack spacing={1.5} data-testid="consultation-invitation">
      <Typography>
        {t('invitationFrom', {
          unit: consultation.unit.name,
          format: t(`formatName.${consultation.format}`),
        })}
      </Typography>
      {consultation.slots.map((slot) => {
        const time = slotTimeText(slot);
        return (
          <Stack
            key={slot.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {time} · {slotPlaceText(slot, t('byPhone'))}
            </Typography>
            <Button
              variant="contained"
              disabled={isLoading}
              onClick={() => void accept(slot.id, time)}
              data-testid="consultation-accept"
            >
              {t('accept')}
            </Button>
          </Stack>
        );
      })}
      <Button
        variant="outlined"
        disabled={isLoading}
        onClick={() => setAsking(true)}
        data-testid="consultation-ask-another"
      >
        {t('askAnother')}
      </Button>
      {error && !asking && <Alert severity="error">{error}</Alert>}
      {asking && (
        <FormDialog
          title={t('askTitle')}
          onClose={() => setAsking(false)}
          onSubmit={(event) => {
            event.preventDefault();
            void askAnother();
          }}
          busy={isLoading}
          submitLabel={t('askAnother')}
          error={error}
        >
          <TextField
            label={t('note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: CONSULTATION_LIMITS.note } }}
          />
        </FormDialog>
      )}
    </Stack>
  );
}
