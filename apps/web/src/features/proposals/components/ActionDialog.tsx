import {
  NOT_REGISTERED_DISPOSITIONS,
  type NotRegisteredDisposition,
  type ProposalDetail,
  type ProposalTransitionBody,
} from '@cppcc/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useMemberPickerQuery, useMergeCandidatesQuery, useTransitionProposalMutation } from '../api';
import { actionLabel, dispositionLabel } from '../labels';
import {
  dialogFieldsFor,
  missingDialogFields,
  numberText,
  type DialogField,
  type TransitionAction,
} from '../logic';
import { useDebounced } from '../useDebounced';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

interface Props {
  proposal: ProposalDetail;
  action: TransitionAction;
  onClose: () => void;
  onDone: (result: ProposalDetail) => void;
  onConflict: () => void;
}

interface Option {
  id: string;
  label: string;
}

/** Asks what the action requires, then posts the transition with the proposal's version. */
export function ActionDialog({ proposal, action, onClose, onDone, onConflict }: Props) {
  const { t, i18n } = useTranslation('proposals');
  const language = i18n.language;
  const errorText = useErrorText();
  const fields = dialogFieldsFor(action);
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState(proposal.categoryCode ?? '');
  const [disposition, setDisposition] = useState<NotRegisteredDisposition | ''>('');
  const [master, setMaster] = useState<Option | null>(null);
  const [invitees, setInvitees] = useState<Option[]>([]);
  const [signByDate, setSignByDate] = useState('');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, 300);
  const [showMissing, setShowMissing] = useState(false);
  const [transition, { isLoading, error }] = useTransitionProposalMutation();
  const settings = useWorkflowSettingsQuery(undefined, { skip: !fields.includes('category') });
  const candidates = useMergeCandidatesQuery(
    { q: debouncedSearch, excludeId: proposal.id },
    { skip: !fields.includes('master') },
  );
  const members = useMemberPickerQuery(
    { q: debouncedSearch || undefined },
    { skip: !fields.includes('invitees') },
  );

  const values: Partial<Record<DialogField, string | string[]>> = {
    comment,
    reason,
    category,
    disposition,
    master: master?.id ?? '',
    invitees: invitees.map((option) => option.id),
  };
  const missing = missingDialogFields(action, values);
  const label = actionLabel(action, language);
  const requiredText = (field: string) => (showMissing ? t('required', { field }) : undefined);

  async function submit() {
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    const base = { version: proposal.version };
    let body: ProposalTransitionBody;
    switch (action) {
      case 'return':
        body = { action, ...base, comment };
        break;
      case 'withdraw':
        body = { action, ...base, reason, comment: reason };
        break;
      case 'register':
        body = { action, ...base, categoryCode: category };
        break;
      case 'reject':
        body = { action, ...base, reason, disposition: disposition || undefined };
        break;
      case 'merge':
        body = { action, ...base, masterId: master?.id };
        break;
      case 'invite':
        body = {
          action,
          ...base,
          inviteeIds: invitees.map((option) => option.id),
          signByDate: signByDate ? new Date(`${signByDate}T23:59:59`).toISOString() : undefined,
        };
        break;
      default:
        body = { action, ...base };
    }
    const result = await transition({ id: proposal.id, body });
    if ('data' in result && result.data) onDone(result.data);
    else if (result.error && 'status' in result.error && result.error.status === 409) onConflict();
  }

  const memberOptions: Option[] = (members.data?.items ?? [])
    .filter((member) => !proposal.signers.some((signer) => signer.userId === member.id))
    .map((member) => ({
      id: member.id,
      label: member.sector ? `${member.displayName}（${member.sector}）` : member.displayName,
    }));
  const candidateOptions: Option[] = (candidates.data?.items ?? []).map((item) => ({
    id: item.id,
    label: [numberText(item.number, language), item.title].filter(Boolean).join(' '),
  }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="action-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="action-dialog-title">{label}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(action === 'submit' || action === 'resubmit') && (
              <Typography color="text.secondary">{t('submitHint')}</Typography>
            )}
            {fields.includes('comment') && (
              <TextField
                label={t('comment')}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                multiline
                minRows={3}
                required
                autoFocus
                error={showMissing && missing.includes('comment')}
                helperText={missing.includes('comment') ? requiredText(t('comment')) : undefined}
              />
            )}
            {fields.includes('reason') && (
              <TextField
                label={t('reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                multiline
                minRows={3}
                required
                autoFocus
                error={showMissing && missing.includes('reason')}
                helperText={missing.includes('reason') ? requiredText(t('reason')) : undefined}
              />
            )}
            {fields.includes('category') && (
              <TextField
                select
                label={t('category')}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                required
                error={showMissing && missing.includes('category')}
                helperText={missing.includes('category') ? requiredText(t('category')) : undefined}
              >
                {(settings.data?.categories ?? []).map((option) => (
                  <MenuItem key={option.code} value={option.code}>
                    {language === 'en' ? option.en : option.zh}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {fields.includes('disposition') && (
              <TextField
                select
                label={t('disposition')}
                value={disposition}
                onChange={(event) => setDisposition(event.target.value as NotRegisteredDisposition)}
                required
                error={showMissing && missing.includes('disposition')}
                helperText={missing.includes('disposition') ? requiredText(t('disposition')) : undefined}
              >
                {NOT_REGISTERED_DISPOSITIONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {dispositionLabel(value, language)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {fields.includes('master') && (
              <Autocomplete
                options={candidateOptions}
                value={master}
                onChange={(_event, value) => setMaster(value)}
                onInputChange={(_event, value, reason) => {
                  if (reason === 'input') setSearch(value);
                }}
                filterOptions={(options) => options}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                loading={candidates.isFetching}
                noOptionsText={t('noCandidates')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('master')}
                    placeholder={t('masterSearch')}
                    required
                    error={showMissing && missing.includes('master')}
                    helperText={missing.includes('master') ? requiredText(t('master')) : undefined}
                  />
                )}
              />
            )}
            {fields.includes('invitees') && (
              <Autocomplete
                multiple
                options={memberOptions}
                value={invitees}
                onChange={(_event, value) => setInvitees(value)}
                onInputChange={(_event, value, reason) => {
                  if (reason === 'input') setSearch(value);
                }}
                filterOptions={(options) => options}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                loading={members.isFetching}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('invitees')}
                    placeholder={t('inviteesSearch')}
                    error={showMissing && missing.includes('invitees')}
                    helperText={missing.includes('invitees') ? requiredText(t('invitees')) : undefined}
                  />
                )}
              />
            )}
            {fields.includes('signByDate') && (
              <TextField
                type="date"
                label={t('signByDate')}
                value={signByDate}
                onChange={(event) => setSignByDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            {error && (
              <Typography role="alert" color="error">
                {errorText(error)}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading} data-testid="action-confirm">
            {label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
