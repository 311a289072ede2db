import { REPLY_PUBLICATIONS, type WorkflowSettings } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../shared/forms/FormTextField';
import { REPLY_FIELD_MAX, type ReplyField, type ReplyFormValues } from '../lib/replyForm';

type TextReplyField = Exclude<ReplyField, 'resultClass' | 'publication'>;

/** The reply draft's inputs: the letter's heading, body, signature and how it is published. */
export function ReplyFields({
  control,
  settings,
}: {
  control: Control<ReplyFormValues>;
  settings?: WorkflowSettings;
}) {
  const { t, i18n } = useTranslation('undertaker');
  const language = i18n.language === 'en' ? 'en' : 'zh-CN';
  const field = (name: TextReplyField, extra: Partial<FormTextFieldProps<ReplyFormValues>> = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      fullWidth
      slotProps={{ htmlInput: { maxLength: REPLY_FIELD_MAX[name] } }}
      {...extra}
    />
  );

  return (
    <>
      {field('title')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('docNumber', { placeholder: t('docNumberHint') })}
        <FormTextField control={control} name="resultClass" select label={t('field.resultClass')} fullWidth>
          <MenuItem value="">
            <em>{t('notChosen')}</em>
          </MenuItem>
          {(settings?.replyClasses ?? []).map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {item.code} {language === 'en' ? item.en : item.zh}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      {field('body', { multiline: true, minRows: 12 })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('signingLeader')}
        {field('contactPerson')}
        {field('contactPhone', { type: 'tel' })}
      </Stack>
      <FormTextField
        control={control}
        name="publication"
        select
        label={t('field.publication')}
        sx={{ maxWidth: { sm: 320 } }}
      >
        {REPLY_PUBLICATIONS.map((publication) => (
          <MenuItem key={publication} value={publication}>
            {t(`publication.${publication}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}
