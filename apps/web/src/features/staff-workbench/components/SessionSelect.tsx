import type { Session } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALL_SESSIONS } from '../lib/filters';

/**
 * The session picker. `value` undefined = the current session (shown as that session); `allowAll` adds
 * "all sessions". Choosing the current session gives back undefined so URLs stay short.
 */
export function SessionSelect({
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
  const shown = value ?? current?.id ?? (allowAll ? ALL_SESSIONS : '');
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

/** The session id a page works on: the chosen one, else the current one (null when there is none). */
export function resolveSessionId(
  sessions: readonly Session[] | undefined,
  chosen: string | undefined,
): string | null | undefined {
  if (chosen && chosen !== ALL_SESSIONS) return chosen;
  if (chosen === ALL_SESSIONS) return null;
  if (!sessions) return undefined;
  return sessions.find((session) => session.isCurrent)?.id ?? null;
}
