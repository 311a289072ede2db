import { UNIT_TYPES, type Unit, type UnitCreate, type UnitUpdate } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListColumnLabel } from '../../shared/ui/table/useListColumnLabel';
import { useErrorText } from '../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../shared/forms/formIssues';
import { FormTextField } from '../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../shared/forms/serverErrors';
import { useCreateUnitMutation, useUpdateUnitMutation } from './api';
import {
  createUnitFormSchema,
  UNIT_FORM_FIELDS,
  unitFormOf,
  updateUnitFormSchema,
  type UnitForm,
} from './unitForm';

/** Create or edit a responsible unit; checked by the contracts' body schemas, a 400's reasons on the fields. */
export function UnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const label = useListColumnLabel('units');
  const errorText = useErrorText();
  const [create, creating] = useCreateUnitMutation();
  const [update, updating] = useUpdateUnitMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError } = useForm<UnitForm, unknown, UnitCreate | UnitUpdate>({
    resolver: zodResolver(unit ? updateUnitFormSchema : createUnitFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: unitFormOf(unit),
  });

  const save = async (body: UnitCreate | UnitUpdate) => {
    // Without a unit the create schema checked the body.
    const result = unit ? await update({ id: unit.id, body }) : await create(body as UnitCreate);
    if (result.data) {
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, UNIT_FORM_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{unit ? t('editUnit') : t('newUnit')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="admin-unit-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(save)(event)}
        >
          {general && <Alert severity="error">{general}</Alert>}
          <FormTextField control={control} name="name" label={label('name')} required />
          <FormTextField
            control={control}
            name="shortNames"
            label={label('shortNames')}
            helperText={t('shortNamesHint')}
          />
          <FormTextField control={control} name="type" select label={label('type')}>
            {UNIT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="contactName" label={label('contactName')} />
          <FormTextField control={control} name="contactPhone" label={label('contactPhone')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          type="submit"
          form="admin-unit-form"
          disabled={creating.isLoading || updating.isLoading}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
