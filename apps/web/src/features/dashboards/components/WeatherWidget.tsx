import NavigationIcon from '@mui/icons-material/Navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SPEED_UNITS,
  TEMPERATURE_UNITS,
  type Language,
  type WeatherSettings,
  type WeatherWidget as Weather,
} from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { useSaveWeatherSettingsMutation } from '../api';
import { textIn } from '../lib/text';
import { forecastDay, speedText, temperatureText, WIND_DEGREES } from '../lib/weather';
import { WeatherIcon } from './WeatherIcon';
import { WidgetFrame } from './WidgetFrame';

/**
 * The weather widget (seed 001 §3): a city's temperature, wind (speed and direction), rain probability and
 * 3-day forecast, in the units the user chose — kept on the server, so the choice follows them.
 */
export function WeatherWidget({ weather, language }: { weather: Weather; language: Language }) {
  const { t } = useTranslation('dashboards');
  const [save, saving] = useSaveWeatherSettingsMutation();
  const location =
    weather.locations.find((entry) => entry.id === weather.currentLocation) ?? weather.locations[0];
  if (!location) return null;
  const settings: WeatherSettings = {
    currentLocation: weather.currentLocation,
    temperatureUnit: weather.temperatureUnit,
    speedUnit: weather.speedUnit,
  };
  const change = (patch: Partial<WeatherSettings>) => void save({ ...settings, ...patch });
  const unit = t(`unit.${weather.speedUnit}`);
  return (
    <WidgetFrame id="weather" title={t('weather')} testId="weather-widget">
      <TextField
        select
        size="small"
        label={t('city')}
        value={location.id}
        onChange={(event) => change({ currentLocation: event.target.value })}
        disabled={saving.isLoading}
      >
        {weather.locations.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {textIn(entry.name, language)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <WeatherIcon icon={location.icon} sx={{ fontSize: 48, color: 'warning.main' }} />
        <Box>
          <Typography
            component="p"
            sx={{ fontSize: '2.25rem', fontWeight: 700 }}
            data-testid="weather-temperature"
          >
            {temperatureText(location.temperature, weather.temperatureUnit)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`sky.${location.icon}`)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <NavigationIcon
          aria-hidden
          fontSize="small"
          sx={{ transform: `rotate(${WIND_DEGREES[location.windDirection] + 180}deg)` }}
        />
        <Typography variant="body2" data-testid="weather-wind">
          {t('windFrom', {
            direction: t(`dir.${location.windDirection}`),
            speed: speedText(location.windSpeed, weather.speedUnit, unit),
          })}
        </Typography>
      </Box>
      <Typography variant="body2">{t('rain', { value: location.rainProbability })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={weather.temperatureUnit}
          aria-label={t('temperatureUnit')}
          disabled={saving.isLoading}
          onChange={(_event, value: unknown) => {
            const next = TEMPERATURE_UNITS.find((entry) => entry === value);
            if (next) change({ temperatureUnit: next });
          }}
        >
          {TEMPERATURE_UNITS.map((entry) => (
            <ToggleButton key={entry} value={entry}>
              °{entry}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={weather.speedUnit}
          aria-label={t('speedUnit')}
          disabled={saving.isLoading}
          onChange={(_event, value: unknown) => {
            const next = SPEED_UNITS.find((entry) => entry === value);
            if (next) change({ speedUnit: next });
          }}
        >
          {SPEED_UNITS.map((entry) => (
            <ToggleButton key={entry} value={entry}>
              {t(`unit.${entry}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {saving.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      <Typography variant="subtitle2" component="h3">
        {t('forecast')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {location.next3Days.map((day) => (
          <Box component="li" key={day.offset} sx={{ textAlign: 'center' }}>
            <Typography variant="body2">{forecastDay(new Date(), day.offset, language)}</Typography>
            <WeatherIcon icon={day.icon} sx={{ color: 'text.secondary' }} />
            <Typography variant="body2">
              <Box component="span" sx={visuallyHidden}>
                {t(`sky.${day.icon}`)}{' '}
              </Box>
              {temperatureText(day.temperature, weather.temperatureUnit)}
            </Typography>
          </Box>
        ))}
      </Box>
    </WidgetFrame>
  );
}
