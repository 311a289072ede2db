import type { ProposalDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { serverField } from './serverField';
import { useSetKeyProposalMutation, useSupervisionLeadersQuery } from './oversightApi';
import { QueryError } from '../../../shared/ui/QueryError';

interface Props {
  proposal: ProposalDetail;
  onClose: () => void;
  onConflict: () => void;
}

/** 设为重点提案 (or change its leader): the supervising leader is picked from the staff and admin accounts. */
export function KeyDialog({ proposal, onClose, onConflict }: Props) {
  const { t } = useTranslation('proposalOversight');
  const tm = useTranslation('messages').t;
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const leaders = useSupervisionLeadersQuery();
  const [setKey, saving] = useSetKeyProposalMutation();
  const [leaderId, setLeaderId] = useState(proposal.keyLeader?.id ?? '');
  const [showProblems, setShowProblems] = useState(false);
  const leaderProblem = isApiError(saving.error) ? serverField(saving.error.fields, 'leaderId') : undefined;
  const problem = showProblems && !leaderId ? tm('validation.required') : leaderProblem;
  const title = t(proposal.isKey ? 'changeLeader' : 'markKey');

  async function submit() {
    if (!leaderId) {
      setShowProblems(true);
      return;
    }
    const result = await setKey({
      id: proposal.id,
      body: { version: proposal.version, isKey: true, leaderId },
    });
    if (!result.error) {
      dispatch(showMessage({ message: t('marked'), variant: 'success' }));
      onClose();
    } else if (isApiError(result.error) && result.error.status === 409) {
      dispatch(showMessage({ message: errorText(result.error) ?? t('conflict'), variant: 'warning' }));
      onConflict();
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="key-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="key-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('keyHint')}</DialogContentText>
            {leaders.error ? (
              <QueryError error={leaders.error} onRetry={() => void leaders.refetch()} />
            ) : (
              <TextField
                select
                label={t('leader')}
                value={leaders.data ? leaderId : ''}
                onChange={(event) => setLeaderId(event.target.value)}
                required
                autoFocus
                disabled={leaders.isLoading}
                error={Boolean(problem)}
                helperText={
                  problem ??
                  (leaders.isLoading
                    ? t('loading')
                    : leaders.data?.items.length === 0
                      ? t('noLeaders')
                      : undefined)
                }
              >
                {(leaders.data?.items ?? []).map((leader) => (
                  <MenuItem key={leader.id} value={leader.id}>
                    {leader.displayName}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {saving.error && !leaderProblem && (
              <Alert severity="error" role="alert">
                {errorText(saving.error)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving.isLoading} data-testid="key-confirm">
            {title}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
