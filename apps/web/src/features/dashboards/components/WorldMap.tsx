import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Language, MapMarker } from '@cppcc/contracts';
import type { GeoPermissibleObjects } from 'd3-geo';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/Loading';
import { formatFigure, textIn } from '../lib/text';
import { drawWorld, markerRadius } from '../lib/worldMap';

const WIDTH = 640;
const HEIGHT = 320;

/** The land outline, loaded with the map (its own chunk: no other page downloads the atlas). */
async function loadLand(): Promise<GeoPermissibleObjects> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/land-110m.json'),
  ]);
  const topology = atlas.default as unknown as Parameters<typeof feature>[0];
  const land = topology.objects.land;
  if (!land) throw new Error('world-atlas: no land');
  return feature(topology, land);
}

/** A world map drawn offline (world-atlas + d3-geo, no tile server) with one circle per marker. */
export default function WorldMap({
  markers,
  title,
  language,
}: {
  markers: MapMarker[];
  title: string;
  language: Language;
}) {
  const theme = useTheme();
  const { t } = useTranslation('dashboards');
  const [land, setLand] = useState<GeoPermissibleObjects | null>(null);
  useEffect(() => {
    let live = true;
    void loadLand().then((loaded) => {
      if (live) setLand(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const drawn = useMemo(() => (land ? drawWorld(land, markers, WIDTH, HEIGHT) : null), [land, markers]);
  const largest = Math.max(0, ...markers.map((marker) => marker.value));
  if (!drawn) return <Loading />;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('mapOf', { title, count: markers.length })}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
        data-testid="world-map"
      >
        <path
          d={drawn.path}
          fill={theme.palette.action.selected}
          stroke={theme.palette.divider}
          strokeWidth={0.5}
        />
        {drawn.placed.map((point) => {
          const marker = markers.find((entry) => entry.id === point.id);
          if (!marker) return null;
          return (
            <circle
              key={point.id}
              cx={point.x}
              cy={point.y}
              r={markerRadius(marker.value, largest)}
              fill={theme.palette.primary.main}
              fillOpacity={0.7}
              stroke={theme.palette.background.paper}
              data-testid="map-marker"
            >
              <title>{`${textIn(marker.label, language)} ${formatFigure(marker.value, language)}`}</title>
            </circle>
          );
        })}
      </Box>
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
