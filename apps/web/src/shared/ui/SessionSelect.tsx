import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSessionsQuery } from '../api/sharedReads';

/**
 * The session (届次) whose figures or records a page shows; `value` undefined = the current session, and
 * choosing the current one gives undefined back (so the address stays without `?session=`).
 */
export function SessionSelect({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The select's data-testid, for the browser tests. */
  testId: string;
}) {
  const { t } = useTranslation('common');
  const sessions = useSessionsQuery().data?.items ?? [];
  const current = sessions.find((session) => session.isCurrent);
  const shown = value ?? current?.id ?? '';
  return (
    <TextField
      select
      size="small"
      label={t('session.label')}
      value={sessions.some((session) => session.id === shown) ? shown : ''}
      onChange={(event) => onChange(event.target.value === current?.id ? undefined : event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.name}
          {session.isCurrent ? t('session.currentSuffix') : ''}
        </MenuItem>
      ))}
      {sessions.length === 0 && (
        <MenuItem value="" disabled>
          {t('session.none')}
        </MenuItem>
      )}
    </TextField>
  );
}
