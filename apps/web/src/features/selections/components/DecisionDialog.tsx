import type { SelectionDetail } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideMutation, useSelectionLeadersQuery } from '../api';
import { candidateName } from './candidateName';
import { useRun } from './useRun';

const today = () => new Date().toISOString().slice(0, 10);

/** Staff record the committee meeting's decision: its date, the chosen and (key proposals) their leaders. */
export function DecisionDialog({ selection, onClose }: { selection: SelectionDetail; onClose: () => void }) {
  const { t } = useTranslation('selections');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const run = useRun();
  const key = selection.kind === 'key_proposal';
  const leaders = useSelectionLeadersQuery(undefined, { skip: !key });
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const [decide, state] = useDecideMutation();
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = { ...previous };
      if (id in next) delete next[id];
      else next[id] = null;
      return next;
    });
  const submit = () =>
    void run(async () => {
      await decide({
        id: selection.id,
        version: selection.version,
        decisionDate: date,
        decisionNote: note,
        chosen: Object.entries(chosen).map(([candidateId, leaderId]) => ({
          candidateId,
          ...(leaderId ? { leaderId } : {}),
        })),
      }).unwrap();
      onClose();
    });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle>{t('decide')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {selection.tieAtCut && <Alert severity="warning">{t('tieAtCut')}</Alert>}
          <TextField
            required
            type="date"
            label={t('decisionDate')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            multiline
            minRows={2}
            label={t('decisionNote')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {selection.candidates.map((candidate) => (
            <Stack
              key={candidate.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
            >
              <FormControlLabel
                sx={{ flex: 1 }}
                control={<Checkbox checked={candidate.id in chosen} onChange={() => toggle(candidate.id)} />}
                label={`${candidateName(candidate)}${candidate.votes !== null ? `（${t('votes', { count: candidate.votes })}）` : ''}`}
              />
              {key && candidate.id in chosen && (
                <TextField
                  select
                  size="small"
                  required
                  sx={{ minWidth: 200 }}
                  label={t('leader')}
                  value={chosen[candidate.id] ?? ''}
                  onChange={(e) => setChosen((previous) => ({ ...previous, [candidate.id]: e.target.value }))}
                >
                  {(leaders.data?.items ?? []).map((leader) => (
                    <MenuItem key={leader.id} value={leader.id}>
                      {leader.displayName}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={
            state.isLoading ||
            Object.keys(chosen).length === 0 ||
            Object.keys(chosen).length > selection.quota
          }
        >
          {t('decide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
