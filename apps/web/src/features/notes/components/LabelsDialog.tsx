import { updateLabelsBodySchema, type NoteLabel, type NoteLabelInput } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useUpdateNoteLabelsMutation } from '../api';

interface LabelsForm {
  labels: NoteLabelInput[];
}

/** The user's labels, renamed, added and removed in one save (update-labels replaces the list). */
export function LabelsDialog({ labels, onClose }: { labels: readonly NoteLabel[]; onClose: () => void }) {
  const { t } = useTranslation('notes');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saving] = useUpdateNoteLabelsMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit } = useForm<LabelsForm>({
    resolver: zodResolver(updateLabelsBodySchema, FORM_PARSE_OPTIONS),
    defaultValues: { labels: labels.map((label) => ({ id: label.id, name: label.name })) },
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'labels', keyName: 'key' });
  const names = useWatch({ control, name: 'labels' });

  const submit = async (form: LabelsForm) => {
    setGeneral(undefined);
    const result = await save(form);
    if ('data' in result) {
      dispatch(showMessage({ message: t('labelsSaved'), variant: 'success' }));
      onClose();
    } else setGeneral(errorText(result.error));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="labels-dialog-title"
    >
      <DialogTitle id="labels-dialog-title">{t('labelsTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        data-testid="labels-form"
      >
        <DialogContent>
          {general && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {general}
            </Alert>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {fields.length === 0 ? t('noLabels') : t('labelsHint')}
          </Typography>
          {fields.map((field, index) => (
            <Box key={field.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
              <FormTextField
                control={control}
                name={`labels.${index}.name`}
                label={t('labelName')}
                size="small"
                fullWidth
                data-testid="label-name"
              />
              <IconButton
                aria-label={t('removeLabel', { name: names[index]?.name ?? '' })}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => append({ name: '' })} data-testid="label-add">
            {t('newLabel')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="contained" type="submit" disabled={saving.isLoading} data-testid="labels-save">
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
