import type { Session } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The session whose figures are shown; `value` undefined = the current session. */
export function SessionPicker({
  sessions,
  value,
  onChange,
}: {
  sessions: readonly Session[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('statistics');
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
      slotProps={{ htmlInput: { 'data-testid': 'statistics-session' } }}
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
