import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { GeoPermissibleObjects } from 'd3-geo';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdDeferredParts } from '../../lib/afterContentGate';
import { drawAround, drawWorld, type GeoPoint } from './drawMap';
import { loadLand } from './land';

export interface MapPoint extends GeoPoint {
  /** Said by the marker's tooltip, and written beside it when the map shows labels. */
  label: string;
  /** In the map's own units; 7 unless told. */
  radius?: number;
}

export interface OfflineMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name: what and where it shows. */
  label: string;
  /** Absent: the whole world. Given: the region around this place (see `drawAround`). */
  focus?: { lat: number; lng: number; reachDegrees?: number };
  /** Writes each point's label beside its marker (a map of one or two places). */
  showLabels?: boolean;
  width?: number;
  height?: number;
  testId?: string;
}

/**
 * A map drawn offline (world-atlas + d3-geo, no tile server): one SVG image with the land, a circle per
 * point and, if asked, the points' labels. The box takes its place at once, so the page does not shift;
 * land and markers follow together when the outline has loaded.
 */
export default function OfflineMap({
  points,
  label,
  focus,
  showLabels = false,
  width = 640,
  height = 320,
  testId = 'world-map',
}: OfflineMapProps) {
  const theme = useTheme();
  const detail = focus ? 'region' : 'world';
  const { t } = useTranslation('common');
  const [land, setLand] = useState<GeoPermissibleObjects | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // The outline is the page's content: the shell's deferred parts wait for it.
    const loaded = holdDeferredParts();
    loadLand(detail)
      .then(
        (outline) => {
          // Drawn as a transition: the outline's path is the page's longest piece of work after the charts.
          if (live) startTransition(() => setLand(outline));
        },
        // Its chunk did not load (the server away, a deployment replaced it): said, with a retry.
        () => {
          if (live) setFailed(true);
        },
      )
      .finally(loaded);
    return () => {
      live = false;
      loaded();
    };
  }, [detail, attempt]);
  const { lat, lng, reachDegrees } = focus ?? {};
  const drawn = useMemo(
    () =>
      !land
        ? null
        : lat !== undefined && lng !== undefined
          ? drawAround(land, { lat, lng }, points, width, height, reachDegrees)
          : drawWorld(land, points, width, height),
    [land, lat, lng, reachDegrees, points, width, height],
  );
  const labelSize = Math.round(height / 16);
  if (failed)
    return (
      <Box
        role="alert"
        data-testid={testId}
        data-land="failed"
        sx={{
          aspectRatio: `${width} / ${height}`,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2">{t('mapLoadError', { label })}</Typography>
        <Button
          size="small"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('retry')}
        </Button>
      </Box>
    );
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      aria-busy={land ? undefined : true}
      sx={{
        width: '100%',
        height: 'auto',
        display: 'block',
        ...(focus && { border: 1, borderColor: 'divider', borderRadius: 1 }),
      }}
      data-testid={testId}
      data-land={land ? 'drawn' : 'loading'}
    >
      {focus && <rect width={width} height={height} fill={alpha(theme.palette.info.main, 0.16)} />}
      <path
        d={drawn?.path ?? ''}
        fill={theme.palette.action.selected}
        stroke={theme.palette.divider}
        strokeWidth={focus ? 1 : 0.5}
      />
      {/* The markers with the land, never before: a marker on the page means the map is drawn. */}
      {drawn &&
        drawn.placed.map((placed) => {
          const point = points.find((entry) => entry.id === placed.id);
          if (!point) return null;
          const radius = point.radius ?? 7;
          return (
            <g key={placed.id} data-testid="map-marker">
              <circle
                cx={placed.x}
                cy={placed.y}
                r={radius}
                fill={focus ? theme.palette.error.main : theme.palette.primary.main}
                fillOpacity={focus ? 1 : 0.7}
                stroke={theme.palette.background.paper}
                strokeWidth={focus ? 2 : 1}
              >
                <title>{point.label}</title>
              </circle>
              {showLabels && (
                <text
                  x={placed.x}
                  y={placed.y - radius - labelSize / 2}
                  textAnchor="middle"
                  fontSize={labelSize}
                  fontWeight={600}
                  fill={theme.palette.text.primary}
                  stroke={theme.palette.background.paper}
                  strokeWidth={labelSize / 4}
                  paintOrder="stroke"
                  data-testid="map-marker-label"
                >
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
    </Box>
  );
}
