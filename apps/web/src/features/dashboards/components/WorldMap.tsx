import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language, MapMarker } from '@cppcc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { markerRadius } from '../../../shared/ui/map/drawMap';
import OfflineMap from '../../../shared/ui/map/OfflineMap';
import { formatFigure, textIn } from '../lib/text';

/**
 * The analytics world map: the shared offline map with one circle per marker, sized by its value, and the
 * figures listed below it. Loaded lazily by the widget, so the map code is in this chunk only.
 */
export default function WorldMap({
  markers,
  title,
  language,
}: {
  markers: MapMarker[];
  title: string;
  language: Language;
}) {
  const { t } = useTranslation('dashboards');
  const points = useMemo(() => {
    const largest = Math.max(0, ...markers.map((marker) => marker.value));
    return markers.map((marker) => ({
      id: marker.id,
      lat: marker.lat,
      lng: marker.lng,
      label: `${textIn(marker.label, language)} ${formatFigure(marker.value, language)}`,
      radius: markerRadius(marker.value, largest),
    }));
  }, [markers, language]);
  return (
    <Box>
      <OfflineMap points={points} label={t('mapOf', { title, count: markers.length })} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          gap: 0.5,
        }}
      >
        {markers.map((marker) => (
          <Typography component="li" variant="body2" key={marker.id}>
            {textIn(marker.label, language)} <strong>{formatFigure(marker.value, language)}</strong>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
