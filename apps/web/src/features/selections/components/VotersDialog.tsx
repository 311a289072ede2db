import type { SelectionDetail } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/Loading';
import { useSelectionVoterOptionsQuery, useSetVotersMutation } from '../api';
import { useRun } from './useRun';

/** Staff choose who votes: members and leaders. */
export function VotersDialog({ selection, onClose }: { selection: SelectionDetail; onClose: () => void }) {
  const { t } = useTranslation('selections');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const run = useRun();
  const options = useSelectionVoterOptionsQuery();
  const [chosen, setChosen] = useState(() => new Set(selection.voters.map((voter) => voter.id)));
  const [save, state] = useSetVotersMutation();
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    void run(async () => {
      await save({ id: selection.id, version: selection.version, userIds: [...chosen] }).unwrap();
      onClose();
    });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('chooseVoters')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('votersHelp')}</DialogContentText>
        {options.isLoading ? (
          <Loading />
        ) : (
          <FormGroup>
            {(options.data?.items ?? []).map((person) => (
              <FormControlLabel
                key={person.id}
                control={<Checkbox checked={chosen.has(person.id)} onChange={() => toggle(person.id)} />}
                label={person.displayName}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={state.isLoading}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
