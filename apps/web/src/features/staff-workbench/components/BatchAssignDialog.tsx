import {
  assignmentProblems,
  changeHandlingMode,
  HANDLING_MODE_LABELS,
  HANDLING_MODES,
  type HandlingMode,
  type ProposalSummary,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startOfDay } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { toLanguage } from '../../../shared/i18n/languages';
import { useStaffBatchAssignMutation } from '../api';
import { remainingSelection, summariseBatch, type BatchSummary } from '../lib/batch';
import { dueIsoFromDay } from '../../../shared/lib/dates';
import { UnitField, UnitsField } from './UnitsField';

interface Form {
  handlingMode: HandlingMode;
  leadUnitIds: string[];
  coUnitIds: string[];
  dueDay: string;
  comment: string;
}

/**
 * 批量交办: one handling mode, units, due date (empty: each proposal's default) and comment for every
 * selected registered proposal; the server assigns each in its own transaction and answers per item.
 */
export function BatchAssignDialog({
  proposals,
  onClose,
  onDone,
}: {
  proposals: readonly ProposalSummary[];
  onClose: () => void;
  /** Called with the ids still to keep selected (the failures). */
  onDone: (remaining: string[]) => void;
}) {
  const { t, i18n } = useTranslation('staffWorkbench');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const [assign, state] = useStaffBatchAssignMutation();
  const [form, setForm] = useState<Form>({
    handlingMode: 'single',
    leadUnitIds: [],
    coUnitIds: [],
    dueDay: '',
    comment: '',
  });
  const [showProblems, setShowProblems] = useState(false);
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  const titles = useMemo(
    () => new Map(proposals.map((proposal) => [proposal.id, proposal.title])),
    [proposals],
  );
  const problems: Partial<Record<'leadUnitIds' | 'coUnitIds' | 'dueDate', string>> = {};
  for (const [field, key] of Object.entries(assignmentProblems(form)))
    problems[field as 'leadUnitIds' | 'coUnitIds'] = t(key, { ns: 'messages' });
  const dueDate = form.dueDay ? dueIsoFromDay(form.dueDay) : null;
  if (form.dueDay && !dueDate) problems.dueDate = t('validation.invalid', { ns: 'messages' });
  else if (dueDate && new Date(dueDate) < startOfDay(new Date()))
    problems.dueDate = t('assignment.dueDatePast', { ns: 'messages' });
  const serverFields = isApiError(state.error) ? state.error.fields : {};
  const shown = (field: 'leadUnitIds' | 'coUnitIds' | 'dueDate') =>
    (showProblems ? problems[field] : undefined) ?? serverFields[field];

  const submit = async () => {
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      return;
    }
    const comment = form.comment.trim();
    const result = await assign({
      items: proposals.map((proposal) => ({ id: proposal.id, version: proposal.version })),
      handlingMode: form.handlingMode,
      leadUnitIds: form.leadUnitIds,
      coUnitIds: form.handlingMode === 'joint' ? form.coUnitIds : [],
      ...(dueDate ? { dueDate } : {}),
      ...(comment ? { comment } : {}),
    });
    if (result.data) {
      setSummary(summariseBatch(result.data.results, titles));
      onDone(remainingSelection(result.data.results));
    }
  };

  const mode = form.handlingMode;
  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="batch-assign-title"
      data-testid="batch-assign-dialog"
    >
      <DialogTitle id="batch-assign-title">{t('batchAssignTitle', { count: proposals.length })}</DialogTitle>
      <DialogContent>
        {summary ? (
          <Stack spacing={2} data-testid="batch-summary">
            <Alert severity={summary.failed === 0 ? 'success' : 'warning'}>
              {t('batchAssignDone', { succeeded: summary.succeeded, failed: summary.failed })}
            </Alert>
            {summary.registered.length > 0 && (
              <div>
                <Typography variant="subtitle2">{t('batchAssigned')}</Typography>
                <List dense>
                  {summary.registered.map((item) => (
                    <ListItem key={item.id} data-testid="batch-ok">
                      <ListItemText primary={item.title} />
                    </ListItem>
                  ))}
                </List>
              </div>
            )}
            {summary.failures.length > 0 && (
              <div>
                <Typography variant="subtitle2" color="error">
                  {t('batchAssignFailed')}
                </Typography>
                <List dense>
                  {summary.failures.map((item) => (
                    <ListItem key={item.id} data-testid="batch-failed">
                      <ListItemText primary={item.title} secondary={item.message} />
                    </ListItem>
                  ))}
                </List>
              </div>
            )}
          </Stack>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('batchAssignHint')}</DialogContentText>
            <List dense disablePadding sx={{ maxHeight: 160, overflow: 'auto' }}>
              {proposals.map((proposal) => (
                <ListItem key={proposal.id} disableGutters>
                  <ListItemText
                    primary={`${proposal.number === null ? '' : `${proposal.number} · `}${proposal.title}`}
                  />
                </ListItem>
              ))}
            </List>
            <FormControl>
              <FormLabel id="batch-mode-label">{t('handlingMode')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="batch-mode-label"
                value={mode}
                onChange={(event) => setForm(changeHandlingMode(form, event.target.value as HandlingMode))}
              >
                {HANDLING_MODES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={HANDLING_MODE_LABELS[value][language]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {mode === 'separate' ? (
              <UnitsField
                label={t('leadUnits')}
                required
                value={form.leadUnitIds}
                onChange={(ids) => setForm({ ...form, leadUnitIds: ids })}
                error={shown('leadUnitIds')}
              />
            ) : (
              <UnitField
                label={mode === 'joint' ? t('mainUnit') : t('leadUnit')}
                required
                value={form.leadUnitIds[0]}
                exclude={new Set(form.coUnitIds)}
                onChange={(id) => setForm({ ...form, leadUnitIds: id ? [id] : [] })}
                error={shown('leadUnitIds')}
              />
            )}
            {mode === 'joint' && (
              <UnitsField
                label={t('coUnits')}
                required
                value={form.coUnitIds}
                exclude={new Set(form.leadUnitIds)}
                onChange={(ids) => setForm({ ...form, coUnitIds: ids })}
                error={shown('coUnitIds')}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label={t('dueDate')}
                value={form.dueDay}
                onChange={(event) => setForm({ ...form, dueDay: event.target.value })}
                error={Boolean(shown('dueDate'))}
                helperText={shown('dueDate') ?? t('dueDateDefault')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ minWidth: 220 }}
              />
              <TextField
                label={t('assignComment')}
                value={form.comment}
                onChange={(event) => setForm({ ...form, comment: event.target.value })}
                multiline
                minRows={2}
                sx={{ flex: 1 }}
              />
            </Stack>
            {showProblems && Object.keys(problems).length > 0 && (
              <Typography role="alert" color="error" variant="body2">
                {t('invalid')}
              </Typography>
            )}
            {state.error && Object.keys(serverFields).length === 0 && (
              <Alert severity="error">{errorText(state.error)}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button variant="contained" onClick={onClose}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={state.isLoading}>
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={state.isLoading}
              data-testid="batch-assign-confirm"
            >
              {state.isLoading ? t('assigning') : t('assign')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
