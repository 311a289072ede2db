import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Which clock the calendar's times follow. A device in another zone is told plainly, naming its own zone,
 * since every time on the page then differs from its clock; a device on Beijing time gets the quiet note.
 */
export function TimeZoneNote({ differs, zone }: { differs: boolean; zone: string }) {
  const { t } = useTranslation('calendar');
  return differs ? (
    <Typography variant="body2" color="warning" data-testid="time-zone-note" sx={{ fontWeight: 500 }}>
      {t('timeZoneDiffers', { zone })}
    </Typography>
  ) : (
    <Typography variant="caption" color="textSecondary" data-testid="time-zone-note">
      {t('timeZoneNote')}
    </Typography>
  );
}
