import {
  SELECTION_KINDS,
  SELECTION_RESULTS_VISIBILITY,
  selectionIsVoted,
  type SelectionKind,
  type SelectionResultsVisibility,
} from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateSelectionMutation } from '../api';
import { selectionPath } from '../paths';
import { useRun } from './useRun';

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Staff open a selection of the current session with its rules. */
export function CreateSelectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['selections', 'messages']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const run = useRun();
  const [create, state] = useCreateSelectionMutation();
  const [kind, setKind] = useState<SelectionKind>('excellent_proposal');
  const [title, setTitle] = useState('');
  const [quota, setQuota] = useState('10');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [visibility, setVisibility] = useState<SelectionResultsVisibility>('after_period');
  const voted = selectionIsVoted(kind);

  const submit = () =>
    void run(async () => {
      const created = await create({
        kind,
        title,
        quota: Number(quota),
        ...(voted
          ? { votingOpensAt: toIso(opens), votingClosesAt: toIso(closes), resultsVisibility: visibility }
          : {}),
      }).unwrap();
      onClose();
      void navigate(selectionPath(created.id));
    });

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as SelectionKind)}
          >
            {SELECTION_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`messages:selectionKind.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField required label={t('title')} value={title} onChange={(e) => setTitle(e.target.value)} />
          <TextField
            required
            type="number"
            label={t('quota')}
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 100 } }}
          />
          {voted && (
            <>
              <TextField
                type="datetime-local"
                label={t('votingOpensAt')}
                value={opens}
                onChange={(e) => setOpens(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="datetime-local"
                label={t('votingClosesAt')}
                value={closes}
                onChange={(e) => setCloses(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label={t('resultsVisibility')}
                value={visibility}
                onChange={(e) => setVisibility(e.target.value as SelectionResultsVisibility)}
              >
                {SELECTION_RESULTS_VISIBILITY.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`messages:selectionVisibility.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={state.isLoading || !title.trim()}>
          {t('create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
