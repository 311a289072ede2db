import {
  DEFAULT_DUTY_SCORE_RULES,
  DUTY_ACT_KINDS,
  DUTY_ACT_LABELS,
  type DutyActKind,
  type DutyScoreRules,
} from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useDutyRulesQuery, useSaveDutyRulesMutation } from '../api';
import { i18nBundle } from '../i18n';
import { parseRulesForm, toRulesForm, type DutyRulesForm } from '../lib/rulesForm';
import { DUTY_RECORDS_PATH } from '../paths';

registerBundle(i18nBundle);

/** /apps/staff/duty-records/rules: points and caps per kind of act, with the default written in the help. */
export default function DutyRulesPage() {
  const { t } = useTranslation('dutyRecords');
  usePageTitle(t('rulesTitle'));
  const query = useDutyRulesQuery();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0, maxWidth: 960 }} data-testid="duty-rules-page">
      <Button component={RouterLink} to={DUTY_RECORDS_PATH} startIcon={<ArrowBackIcon />} size="small">
        {t('backToList')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {t('rulesTitle')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('rulesHelp')}
        </Typography>
        <Typography variant="body2">{t('rulesDefault')}</Typography>
      </Alert>
      <QueryGuard
        query={{ ...query, data: query.currentData }}
        notFoundPath="/pages/errors/error-404"
        failed={(error) => error}
      >
        {(rules) => <RulesForm rules={rules} />}
      </QueryGuard>
    </Box>
  );
}

function RulesForm({ rules }: { rules: DutyScoreRules }) {
  const { t, i18n } = useTranslation('dutyRecords');
  const language = toLanguage(i18n.language);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [form, setForm] = useState<DutyRulesForm>(() => toRulesForm(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveDutyRulesMutation();
  const [failure, setFailure] = useState<string | undefined>();

  const set = (kind: DutyActKind, field: 'points' | 'cap', value: string) =>
    setForm((prev) => ({ ...prev, [kind]: { ...prev[kind], [field]: value } }));

  async function submit() {
    setFailure(undefined);
    const parsed = parseRulesForm(form);
    if (parsed.errors) {
      setErrors(
        Object.fromEntries(
          Object.entries(parsed.errors).map(([path, key]) => [path, t(key, { ns: 'messages' })]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const savedRules = await save(parsed.rules).unwrap();
      setForm(toRulesForm(savedRules));
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      setFailure(errorText(isApiError(error) ? error : undefined) ?? t('saveError'));
    }
  }

  async function restore() {
    const ok = await confirm({
      title: t('restoreConfirmTitle'),
      message: t('restoreConfirmBody'),
      confirmText: t('restore'),
    });
    if (ok) {
      setForm(toRulesForm(DEFAULT_DUTY_SCORE_RULES));
      setErrors({});
    }
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {DUTY_ACT_KINDS.map((kind) => {
          const label = DUTY_ACT_LABELS[kind][language];
          return (
            <Stack
              key={kind}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' } }}
              data-testid={`duty-rule-${kind}`}
            >
              <Typography sx={{ width: { sm: 200 }, pt: { sm: 1 }, fontWeight: 500 }}>{label}</Typography>
              <TextField
                size="small"
                label={t('points')}
                value={form[kind].points}
                onChange={(event) => set(kind, 'points', event.target.value)}
                error={Boolean(errors[`${kind}.points`])}
                helperText={errors[`${kind}.points`]}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', 'aria-label': t('pointsLabel', { kind: label }) },
                }}
                sx={{ width: { sm: 160 } }}
              />
              <TextField
                size="small"
                label={t('cap')}
                placeholder={t('noCap')}
                value={form[kind].cap}
                onChange={(event) => set(kind, 'cap', event.target.value)}
                error={Boolean(errors[`${kind}.cap`])}
                helperText={errors[`${kind}.cap`]}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { inputMode: 'numeric', 'aria-label': t('capLabel', { kind: label }) },
                }}
                sx={{ width: { sm: 160 } }}
              />
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {saving.isLoading ? t('saving') : t('save')}
        </Button>
        <Button variant="outlined" onClick={() => void restore()} disabled={saving.isLoading}>
          {t('restoreDefault')}
        </Button>
      </Stack>
    </Paper>
  );
}
