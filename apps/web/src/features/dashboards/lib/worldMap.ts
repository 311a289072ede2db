import { geoEqualEarth, geoPath, type GeoPermissibleObjects } from 'd3-geo';

/**
 * The world map drawn offline: an Equal Earth projection fitted to the box, the countries' outline as one
 * SVG path and each marker's position. Pure (no DOM): the map component renders what this returns.
 */
export interface PlacedMarker {
  id: string;
  x: number;
  y: number;
}

export function drawWorld(
  land: GeoPermissibleObjects,
  markers: readonly { id: string; lat: number; lng: number }[],
  width: number,
  height: number,
): { path: string; placed: PlacedMarker[] } {
  const projection = geoEqualEarth().fitSize([width, height], { type: 'Sphere' });
  const path = geoPath(projection)(land) ?? '';
  const placed = markers.flatMap((marker) => {
    const point = projection([marker.lng, marker.lat]);
    return point ? [{ id: marker.id, x: point[0], y: point[1] }] : [];
  });
  return { path, placed };
}

/** A marker's radius from its value: by area, between 4 and 14 px, relative to the largest value. */
export function markerRadius(value: number, largest: number): number {
  if (largest <= 0) return 4;
  return 4 + 10 * Math.sqrt(Math.max(0, value) / largest);
}
