import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/api/errorText';
import { useGetHealthQuery } from './api';

/** One real call through the shared API client, so the skeleton shows the whole path works. */
export function ServerStatus() {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const { data, error } = useGetHealthQuery();
  const [label, color] = data
    ? [t('serverOk', { dialect: data.dialect }), 'success' as const]
    : error
      ? [errorText(error), 'error' as const]
      : [t('serverChecking'), 'default' as const];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="textSecondary">
        {t('serverStatus')}
      </Typography>
      <Chip size="small" color={color} label={label} data-testid="server-status" />
    </Stack>
  );
}
