import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_ASSESSMENT_RULES, assessmentRulesSchema, type AssessmentRules } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useFieldErrorText } from '../../../shared/forms/fieldError';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useSaveAssessmentRulesMutation } from '../api';

export const RULE_FIELDS = [
  'signedInTimeWeight',
  'repliedOnTimeWeight',
  'consultedWeight',
  'satisfactionWeight',
  'rehandlingPenalty',
  'urgePenalty',
] as const satisfies readonly (keyof AssessmentRules)[];

/**
 * The assessment rules with their help (the default and how the score is made): admin edits them, staff
 * read them. Saving recomputes the ranking (the ranking's query is tagged with the rules).
 */
export function AssessmentRulesCard({ rules, canEdit }: { rules: AssessmentRules; canEdit: boolean }) {
  const { t } = useTranslation('statistics');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [save, saving] = useSaveAssessmentRulesMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitted, isValid },
  } = useForm<AssessmentRules>({
    resolver: zodResolver(assessmentRulesSchema, FORM_PARSE_OPTIONS),
    defaultValues: rules,
  });

  const submit = handleSubmit(async (value) => {
    const result = await save(value);
    if (result.data) {
      reset(result.data);
      dispatch(showMessage({ message: t('assessment.saved'), variant: 'success' }));
    } else applyServerFieldErrors(result.error, RULE_FIELDS, setError);
  });

  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="assessment-rules">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('assessment.rules')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="assessment-help">
          {t('assessment.help')}
        </Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('assessment.readOnly')}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          {isSubmitted && !isValid && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('assessment.invalid')}
            </Alert>
          )}
          {saving.error && !Object.keys(errors).length && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(saving.error)}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            }}
          >
            {RULE_FIELDS.map((field) => (
              <TextField
                key={field}
                type="number"
                label={t(`assessment.rule.${field}`)}
                required
                disabled={!canEdit}
                {...register(field, { valueAsNumber: true })}
                error={Boolean(errors[field])}
                helperText={fieldText(errors[field])}
                slotProps={{
                  htmlInput: {
                    'data-testid': `rule-${field}`,
                    min: 0,
                    step: field.endsWith('Penalty') ? 0.5 : 1,
                  },
                }}
              />
            ))}
          </Box>
          {canEdit && (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={() => reset(DEFAULT_ASSESSMENT_RULES, { keepDefaultValues: true })}>
                {t('assessment.reset')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={saving.isLoading || !isDirty}
                data-testid="assessment-rules-save"
              >
                {saving.isLoading ? t('assessment.saving') : t('assessment.save')}
              </Button>
            </Stack>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
