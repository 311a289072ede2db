import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_WORKFLOW_SETTINGS, type WorkflowSettings } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useForm,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useStaffSaveWorkflowSettingsMutation } from '../api';
import { QueryError } from '../../../shared/ui/QueryError';
import { formErrorText } from '../lib/formErrors';
import { settingsFormSchema } from '../lib/settingsForm';
import { i18nBundle } from '../i18n';
import { ConsultationSettingField } from '../components/ConsultationSettingField';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(i18nBundle);

const NUMBER_FIELDS = [
  'replyPeriodMonths',
  'maxPeriodMonths',
  'rehandlingPeriodMonths',
  'adjustmentWindowWorkingDays',
  'coUnitOpinionPeriodMonths',
  'evaluationWindowWorkingDays',
  'overdueWarningDays',
  'signWarningDays',
  'mergeSuggestPercent',
] as const;

/** /apps/admin/workflow-settings (admin): periods, overdue warning, reply classes and categories. */
export default function WorkflowSettingsPage() {
  const { t } = useTranslation('staffWorkbench');
  usePageTitle(t('settingsTitle'));
  const settings = useWorkflowSettingsQuery();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, maxWidth: 960 }} data-testid="admin-workflow-settings">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('settingsTitle')}
      </Typography>
      {settings.error && <QueryError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isLoading && <Loading />}
      {settings.data && <SettingsForm key={settings.fulfilledTimeStamp} initial={settings.data} />}
    </Box>
  );
}

function SettingsForm({ initial }: { initial: WorkflowSettings }) {
  const { t } = useTranslation('staffWorkbench');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saving] = useStaffSaveWorkflowSettingsMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitted, isValid },
  } = useForm<WorkflowSettings>({ resolver: zodResolver(settingsFormSchema), defaultValues: initial });
  const serverFields = isApiError(saving.error) ? saving.error.fields : {};

  const submit = handleSubmit(async (value) => {
    const result = await save(value);
    if (result.data) {
      reset(result.data);
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {isSubmitted && !isValid && <Alert severity="error">{t('invalid')}</Alert>}
        {saving.error && <Alert severity="error">{errorText(saving.error)}</Alert>}
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('periods')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {NUMBER_FIELDS.map((field) => {
                const message = formErrorText(t, errors[field]) ?? serverFields[field];
                return (
                  <TextField
                    key={field}
                    type="number"
                    label={t(field)}
                    required
                    {...register(field, { valueAsNumber: true })}
                    error={Boolean(message)}
                    helperText={message}
                    slotProps={{ htmlInput: { 'data-testid': `setting-${field}`, min: 0 } }}
                  />
                );
              })}
            </Box>
            <ConsultationSettingField control={control} />
          </CardContent>
        </Card>
        <LabelledRows name="replyClasses" control={control} register={register} errors={errors} />
        <LabelledRows name="categories" control={control} register={register} errors={errors} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => reset(DEFAULT_WORKFLOW_SETTINGS, { keepDefaultValues: true })}>
            {t('reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving.isLoading || !isDirty}
            data-testid="settings-save"
          >
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function LabelledRows({
  name,
  control,
  register,
  errors,
}: {
  name: 'replyClasses' | 'categories';
  control: Control<WorkflowSettings>;
  register: UseFormRegister<WorkflowSettings>;
  errors: FieldErrors<WorkflowSettings>;
}) {
  const { t } = useTranslation('staffWorkbench');
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errors[name];
  const rootMessage = formErrorText(t, listError?.root ?? (listError?.message ? listError : undefined));
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t(name)}
          </Typography>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ code: '', zh: '', en: '' })}
            disabled={fields.length >= (name === 'replyClasses' ? 10 : 50)}
            data-testid={`add-${name}`}
          >
            {t('addRow')}
          </Button>
        </Stack>
        {rootMessage && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {rootMessage}
          </Alert>
        )}
        <Stack spacing={1.5} data-testid={`rows-${name}`}>
          {fields.map((field, index) => {
            const rowErrors = errors[name]?.[index];
            return (
              <Stack
                key={field.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: 'flex-start' }}
              >
                <TextField
                  size="small"
                  label={t('code')}
                  sx={{ width: { sm: 140 } }}
                  {...register(`${name}.${index}.code`)}
                  error={Boolean(rowErrors?.code)}
                  helperText={formErrorText(t, rowErrors?.code)}
                />
                <TextField
                  size="small"
                  label={t('zh')}
                  sx={{ flex: 1 }}
                  {...register(`${name}.${index}.zh`)}
                  error={Boolean(rowErrors?.zh)}
                  helperText={formErrorText(t, rowErrors?.zh)}
                />
                <TextField
                  size="small"
                  label={t('en')}
                  sx={{ flex: 1 }}
                  {...register(`${name}.${index}.en`)}
                  error={Boolean(rowErrors?.en)}
                  helperText={formErrorText(t, rowErrors?.en)}
                />
                <IconButton
                  aria-label={t('removeRow', { index: index + 1 })}
                  onClick={() => remove(index)}
                  disabled={fields.length <= 1}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
