import {
  HANDLING_MODE_LABELS,
  HANDLING_MODES,
  type HandlingMode,
  type ProposalDetail,
  type UnitSuggestions,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { filterUnits, unknownUnit, type UnitPickOption } from '../../../shared/ui/unitFilter';
import { useAssignProposalMutation, useUnitOptionsQuery, useUnitSuggestionsQuery } from '../api';
import {
  assignBody,
  assignFormProblems,
  changeMode,
  dayOf,
  initialAssignForm,
  isPicked,
  toggleSuggestion,
  type AssignField,
  type AssignForm,
} from './assignForm';
import { handlingBundle } from './handlingI18n';

registerBundle(handlingBundle);

interface Props {
  proposal: ProposalDetail;
  onClose: () => void;
  onDone: (result: ProposalDetail) => void;
  onConflict: () => void;
}

/**
 * 交办: handling mode, lead and co-units (with the suggested units as quick picks), due date and comment.
 * The shared rule from contracts checks the units before sending; the server checks again.
 */
export function AssignDialog({ proposal, onClose, onDone, onConflict }: Props) {
  const { t, i18n } = useTranslation('proposalHandling');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const units = useUnitOptionsQuery();
  const suggestions = useUnitSuggestionsQuery(proposal.id);
  const [assign, assigning] = useAssignProposalMutation();
  const [form, setForm] = useState<AssignForm>(() => initialAssignForm(undefined));
  // Until the due date is touched it follows the server's default (which arrives with the suggestions).
  const [dueTouched, setDueTouched] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const defaultDueDate = suggestions.data?.defaultDueDate;
  const current: AssignForm = dueTouched ? form : { ...form, dueDay: dayOf(defaultDueDate) };
  const problems = assignFormProblems(current);
  const serverFields = isApiError(assigning.error) ? assigning.error.fields : {};

  const options: UnitPickOption[] = useMemo(() => units.data?.items ?? [], [units.data]);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const toOptions = (ids: readonly string[]) => ids.map((id) => byId.get(id) ?? unknownUnit(id));

  const fieldError = (field: AssignField): string | undefined => {
    const key = showProblems ? problems[field] : undefined;
    if (key) return t(key, { ns: 'messages' });
    return serverFields[field];
  };

  async function submit() {
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      return;
    }
    const result = await assign({
      id: proposal.id,
      body: assignBody(current, proposal.version, defaultDueDate),
    });
    if (result.data) onDone(result.data);
    else if (isApiError(result.error) && result.error.status === 409) onConflict();
    else setShowProblems(true);
  }

  const mode = current.handlingMode;
  const otherError =
    assigning.error && Object.keys(serverFields).length === 0 ? errorText(assigning.error) : null;

  return (
    <Dialog
      open
      onClose={assigning.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="assign-dialog-title"
      data-testid="assign-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="assign-dialog-title">{t('assignTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('assignHint')}</DialogContentText>
            <FormControl>
              <FormLabel id="handling-mode-label">{t('handlingMode')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="handling-mode-label"
                value={mode}
                onChange={(event) => setForm(changeMode(form, event.target.value as HandlingMode))}
              >
                {HANDLING_MODES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={HANDLING_MODE_LABELS[value][language]}
                    data-testid={`mode-${value}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>

            <SuggestionChips
              suggestions={suggestions.data}
              loading={suggestions.isLoading}
              failed={Boolean(suggestions.error)}
              isPicked={(id) => isPicked(form, id)}
              onToggle={(id) => setForm(toggleSuggestion(form, id))}
            />

            {units.error && <Alert severity="error">{t('unitsError')}</Alert>}
            {mode === 'separate' ? (
              <Autocomplete
                multiple
                options={options}
                value={toOptions(form.leadUnitIds)}
                loading={units.isLoading}
                filterOptions={filterUnits}
                getOptionLabel={(option) => option.name}
                getOptionKey={(option) => option.id}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, value) => setForm({ ...form, leadUnitIds: value.map((unit) => unit.id) })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('leadUnits')}
                    placeholder={t('pickUnit')}
                    required
                    error={Boolean(fieldError('leadUnitIds'))}
                    helperText={fieldError('leadUnitIds')}
                  />
                )}
              />
            ) : (
              <Autocomplete
                options={options.filter((option) => !form.coUnitIds.includes(option.id))}
                value={toOptions(form.leadUnitIds)[0] ?? null}
                loading={units.isLoading}
                filterOptions={filterUnits}
                getOptionLabel={(option) => option.name}
                getOptionKey={(option) => option.id}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, value) => setForm({ ...form, leadUnitIds: value ? [value.id] : [] })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={mode === 'joint' ? t('mainUnit') : t('leadUnit')}
                    placeholder={t('pickUnit')}
                    required
                    error={Boolean(fieldError('leadUnitIds'))}
                    helperText={fieldError('leadUnitIds')}
                  />
                )}
              />
            )}
            {mode === 'joint' && (
              <Autocomplete
                multiple
                options={options.filter((option) => !form.leadUnitIds.includes(option.id))}
                value={toOptions(form.coUnitIds)}
                loading={units.isLoading}
                filterOptions={filterUnits}
                getOptionLabel={(option) => option.name}
                getOptionKey={(option) => option.id}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, value) => setForm({ ...form, coUnitIds: value.map((unit) => unit.id) })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('coUnits')}
                    placeholder={t('pickUnit')}
                    required
                    error={Boolean(fieldError('coUnitIds'))}
                    helperText={fieldError('coUnitIds')}
                  />
                )}
              />
            )}

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label={t('dueDate')}
                value={current.dueDay}
                onChange={(event) => {
                  setDueTouched(true);
                  setForm({ ...form, dueDay: event.target.value });
                }}
                error={Boolean(fieldError('dueDate'))}
                helperText={fieldError('dueDate') ?? t('dueDateHint')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'due-date' } }}
                sx={{ minWidth: 220 }}
              />
              <TextField
                label={t('comment')}
                value={form.comment}
                onChange={(event) => setForm({ ...form, comment: event.target.value })}
                multiline
                minRows={2}
                sx={{ flex: 1 }}
                error={Boolean(serverFields.comment)}
                helperText={serverFields.comment}
              />
            </Stack>
            {showProblems && Object.keys(problems).length > 0 && (
              <Typography role="alert" color="error" variant="body2">
                {t('checkFields')}
              </Typography>
            )}
            {otherError && <Alert severity="error">{otherError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={assigning.isLoading}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={assigning.isLoading}
            data-testid="assign-confirm"
          >
            {assigning.isLoading ? t('assigning') : t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function SuggestionChips({
  suggestions,
  loading,
  failed,
  isPicked: picked,
  onToggle,
}: {
  suggestions: UnitSuggestions | undefined;
  loading: boolean;
  failed: boolean;
  isPicked: (id: string) => boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation('proposalHandling');
  return (
    <div>
      <Typography variant="subtitle2" id="suggestions-label">
        {t('suggestions')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('suggestionsHint')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', mt: 1 }}
        role="group"
        aria-labelledby="suggestions-label"
        data-testid="unit-suggestions"
      >
        {loading && <Skeleton width={240} height={32} />}
        {failed && (
          <Typography variant="body2" color="error">
            {t('suggestionsError')}
          </Typography>
        )}
        {suggestions?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noSuggestions')}
          </Typography>
        )}
        {suggestions?.items.map((item) => {
          const on = picked(item.id);
          const source =
            item.source === 'member' ? t('memberSuggested') : t('similarHandled', { count: item.count });
          return (
            <Chip
              key={`${item.source}-${item.id}`}
              label={`${item.name} · ${source}`}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => onToggle(item.id)}
              aria-pressed={on}
              data-testid="suggestion-chip"
              data-unit={item.name}
            />
          );
        })}
      </Stack>
    </div>
  );
}
