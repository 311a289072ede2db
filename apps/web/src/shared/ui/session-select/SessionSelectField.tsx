import type { Session } from '@cppcc/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SessionSelectProps } from './SessionSelect';
import { ALL_SESSIONS, shownSessionId } from './sessionChoice';

/** The session picker's field, which `SessionSelect` loads after the page's first render. */
export default function SessionSelectField({
  sessions,
  value,
  onChange,
  testId,
  allowAll = false,
}: SessionSelectProps & { sessions: readonly Session[] }) {
  const { t } = useTranslation('common');
  const current = sessions.find((session) => session.isCurrent);
  const shown = shownSessionId(sessions, value, allowAll);
  return (
    <TextField
      select
      size="small"
      label={t('session.label')}
      value={sessions.some((session) => session.id === shown) || shown === ALL_SESSIONS ? shown : ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next === current?.id ? undefined : next);
      }}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {allowAll && <MenuItem value={ALL_SESSIONS}>{t('session.all')}</MenuItem>}
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.name}
          {session.isCurrent ? t('session.currentSuffix') : ''}
        </MenuItem>
      ))}
      {sessions.length === 0 && !allowAll && (
        <MenuItem value="" disabled>
          {t('session.none')}
        </MenuItem>
      )}
    </TextField>
  );
}
