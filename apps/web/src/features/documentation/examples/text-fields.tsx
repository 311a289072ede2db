import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function TextFieldsExample() {
  const { t } = useTranslation('documentation');
  const [title, setTitle] = useState('');
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        label={t('sample.title')}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={title.length > 40}
        helperText={t('sample.titleHelp', { count: title.length })}
      />
      <TextField label={t('sample.proposalText')} multiline minRows={3} />
    </Stack>
  );
}
