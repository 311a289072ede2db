import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSessionsQuery } from '../../../shared/api/sharedReads';

/** The session whose record is shown; `value` undefined = the current session. */
export function SessionSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('dutyRecords');
  const sessions = useSessionsQuery().data?.items ?? [];
  const current = sessions.find((session) => session.isCurrent);
  const shown = value ?? current?.id ?? '';
  return (
    <TextField
      select
      size="small"
      label={t('session')}
      value={sessions.some((session) => session.id === shown) ? shown : ''}
      onChange={(event) => onChange(event.target.value === current?.id ? undefined : event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'duty-session' } }}
    >
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.name}
          {session.isCurrent ? t('currentSuffix') : ''}
        </MenuItem>
      ))}
      {sessions.length === 0 && (
        <MenuItem value="" disabled>
          {t('noSessions')}
        </MenuItem>
      )}
    </TextField>
  );
}
