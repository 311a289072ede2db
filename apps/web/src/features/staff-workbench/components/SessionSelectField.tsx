import type { Session } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALL_SESSIONS, shownSessionId } from '../lib/filters';

/** The session picker's field, which `SessionSelect` loads after the page's first render. */
export default function SessionSelectField({
  sessions,
  value,
  onChange,
  allowAll = false,
}: {
  sessions: readonly Session[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation('staffWorkbench');
  const current = sessions.find((session) => session.isCurrent);
  const shown = shownSessionId(sessions, value, allowAll);
  return (
    <TextField
      select
      size="small"
      label={t('session')}
      value={sessions.length === 0 && !allowAll ? '' : shown}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next === current?.id ? undefined : next);
      }}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'session-select' } }}
    >
      {allowAll && <MenuItem value={ALL_SESSIONS}>{t('allSessions')}</MenuItem>}
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.name}
          {session.isCurrent ? t('currentSuffix') : ''}
        </MenuItem>
      ))}
      {sessions.length === 0 && !allowAll && (
        <MenuItem value="" disabled>
          {t('noSessions')}
        </MenuItem>
      )}
    </TextField>
  );
}
