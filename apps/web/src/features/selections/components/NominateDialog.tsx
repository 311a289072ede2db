import {
  SELECTION_NOMINATORS,
  selectionOfProposals,
  type SelectionDetail,
  type SelectionNominator,
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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitsQuery } from '../../../shared/api/sharedReads';
import { useNominateMutation, useSelectionProposalOptionsQuery } from '../api';
import { useRun } from './useRun';

interface Option {
  id: string;
  label: string;
}

/** Staff nominate a proposal (or, for units, a unit), by themselves or as a special committee proposed. */
export function NominateDialog({ selection, onClose }: { selection: SelectionDetail; onClose: () => void }) {
  const { t } = useTranslation(['selections', 'messages']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const run = useRun();
  const ofProposals = selectionOfProposals(selection.kind);
  const [q, setQ] = useState('');
  const search = useDeferredValue(q);
  const proposals = useSelectionProposalOptionsQuery(
    { sessionId: selection.sessionId, q: search },
    { skip: !ofProposals },
  );
  const units = useUnitsQuery(undefined, { skip: ofProposals });
  const [picked, setPicked] = useState<Option | null>(null);
  const [nominatedBy, setNominatedBy] = useState<SelectionNominator>('staff');
  const [committeeName, setCommitteeName] = useState('');
  const [reason, setReason] = useState('');
  const [nominate, state] = useNominateMutation();
  const options: Option[] = ofProposals
    ? (proposals.data?.items ?? []).map((p) => ({ id: p.id, label: `${p.number ?? ''} ${p.title}`.trim() }))
    : (units.data?.items ?? []).map((unit) => ({ id: unit.id, label: unit.name }));

  const submit = () =>
    void run(async () => {
      if (!picked) return;
      await nominate({
        id: selection.id,
        version: selection.version,
        ...(ofProposals ? { proposalId: picked.id } : { unitId: picked.id }),
        nominatedBy,
        ...(nominatedBy === 'special_committee' ? { committeeName } : {}),
        reason,
      }).unwrap();
      onClose();
    });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('nominateTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={options}
            value={picked}
            onChange={(_event, value) => setPicked(value)}
            onInputChange={(_event, value) => setQ(value)}
            filterOptions={(all) => all}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={proposals.isFetching || units.isFetching}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={ofProposals ? t('proposal') : t('unit')}
                placeholder={ofProposals ? t('proposalSearch') : ''}
              />
            )}
          />
          <TextField
            select
            label={t('nominatedBy')}
            value={nominatedBy}
            onChange={(e) => setNominatedBy(e.target.value as SelectionNominator)}
          >
            {SELECTION_NOMINATORS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`messages:selectionNominator.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {nominatedBy === 'special_committee' && (
            <TextField
              required
              label={t('committeeName')}
              value={committeeName}
              onChange={(e) => setCommitteeName(e.target.value)}
            />
          )}
          <TextField
            multiline
            minRows={2}
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={state.isLoading || !picked}>
          {t('nominate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
