import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FIELDS,
  contactFieldsSchema,
  type Contact,
  type ContactFields,
  type ContactFieldsInput,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useAddContactMutation, useUpdateContactMutation } from '../api';
import { AvatarField } from './AvatarField';

export function contactFormOf(contact: Contact | null): ContactFieldsInput {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact?.[field] ?? ''])) as Record<
    (typeof CONTACT_FIELDS)[number],
    string
  >;
}

/**
 * Edits one of the user's own contacts, or adds one: checked by the contract's schema as it is typed, the
 * server's 400 reasons put onto the fields, and nothing typed lost when saving fails.
 */
export function ContactForm({ contact, onDone }: { contact: Contact | null; onDone: () => void }) {
  const { t } = useTranslation('contacts');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [add, adding] = useAddContactMutation();
  const [update, updating] = useUpdateContactMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError, setValue } = useForm<ContactFieldsInput, unknown, ContactFields>({
    resolver: zodResolver(contactFieldsSchema, FORM_PARSE_OPTIONS),
    defaultValues: contactFormOf(contact),
    mode: 'onTouched',
  });

  const save = async (fields: ContactFields) => {
    setGeneral(undefined);
    const result = contact
      ? await update({ contact: { ...fields, id: contact.id } })
      : await add({ newContact: fields });
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t(contact ? 'saved' : 'added'), variant: 'success' }));
      onDone();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, CONTACT_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  const busy = adding.isLoading || updating.isLoading;
  const field = (name: (typeof CONTACT_FIELDS)[number], extra: object = {}) => (
    <FormTextField control={control} name={name} label={t(`field.${name}`)} fullWidth {...extra} />
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      data-testid="contact-form"
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      {general && <Alert severity="error">{general}</Alert>}
      <AvatarField
        control={control}
        onUploaded={(url) => setValue('avatar', url, { shouldDirty: true, shouldValidate: true })}
        onRemove={() => setValue('avatar', '', { shouldDirty: true })}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 160px' } }}>
        {field('lastName')}
        {field('name', { required: true })}
      </Box>
      {field('nickname')}
      {field('company')}
      {field('jobTitle')}
      {field('email', { type: 'email', slotProps: { htmlInput: { inputMode: 'email' } } })}
      {field('phone', { type: 'tel' })}
      {field('address')}
      {field('birthday', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      {field('notes', { multiline: true, minRows: 3 })}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button variant="contained" type="submit" disabled={busy} data-testid="contact-save">
          {t('save')}
        </Button>
      </Box>
    </Stack>
  );
}
