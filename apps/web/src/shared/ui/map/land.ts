import type { GeoPermissibleObjects } from 'd3-geo';

/**
 * The land outline from world-atlas (bundled: no tile server, no network beyond our own chunks). `world` is
 * the coarse 1:110m outline a whole-world map needs; `region` the 1:50m one, whose coasts and islands stay
 * recognisable when zoomed to a province. Each is its own chunk, loaded once and shared by every map.
 */
export type LandDetail = 'world' | 'region';

const loaded = new Map<LandDetail, Promise<GeoPermissibleObjects>>();

async function loadOutline(detail: LandDetail): Promise<GeoPermissibleObjects> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    detail === 'world' ? import('world-atlas/land-110m.json') : import('world-atlas/land-50m.json'),
  ]);
  const topology = atlas.default as unknown as Parameters<typeof feature>[0];
  const land = topology.objects.land;
  if (!land) throw new Error('world-atlas: no land');
  return feature(topology, land);
}

export function loadLand(detail: LandDetail): Promise<GeoPermissibleObjects> {
  let outline = loaded.get(detail);
  if (!outline) {
    outline = loadOutline(detail);
    // A failed load may be retried by the next map rather than failing forever.
    outline.catch(() => loaded.delete(detail));
    loaded.set(detail, outline);
  }
  return outline;
}
