import {
  geoAzimuthalEqualArea,
  geoCircle,
  geoEqualEarth,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';

/**
 * Maps drawn offline: the land outline as one SVG path and each point's position in the box. Pure (no DOM):
 * the map component renders what these return.
 */
export interface GeoPoint {
  id: string;
  lat: number;
  lng: number;
}

export interface PlacedPoint {
  id: string;
  x: number;
  y: number;
}

export interface DrawnMap {
  path: string;
  placed: PlacedPoint[];
}

function draw(
  projection: GeoProjection,
  land: GeoPermissibleObjects,
  points: readonly GeoPoint[],
  digits = 3,
): DrawnMap {
  const path = geoPath(projection).digits(digits)(land) ?? '';
  const placed = points.flatMap((point) => {
    const xy = projection([point.lng, point.lat]);
    return xy ? [{ id: point.id, x: xy[0], y: xy[1] }] : [];
  });
  return { path, placed };
}

/**
 * The whole world: an Equal Earth projection fitted to the box. The 1:110m outline's points are close enough
 * to join straight (no adaptive resampling) and a tenth of a unit is finer than the box is ever drawn: the same
 * picture in about half the main-thread time and three quarters of the path's length.
 */
export function drawWorld(
  land: GeoPermissibleObjects,
  points: readonly GeoPoint[],
  width: number,
  height: number,
): DrawnMap {
  return draw(geoEqualEarth().precision(0).fitSize([width, height], { type: 'Sphere' }), land, points, 1);
}

/** The smallest and largest reach around a place, in degrees: a city's surroundings up to a province's. */
export const REACH_DEGREES = { min: 1, max: 30 } as const;

/**
 * The region around one place: an equal-area projection centred on it, fitted so that a circle of
 * `reachDegrees` around the place fills the box's height — near enough to recognise the coast and the
 * neighbouring cities, far enough to see where on the continent it is. Land beyond the box is clipped.
 */
export function drawAround(
  land: GeoPermissibleObjects,
  centre: { lat: number; lng: number },
  points: readonly GeoPoint[],
  width: number,
  height: number,
  reachDegrees = 4,
): DrawnMap {
  const reach = Math.min(REACH_DEGREES.max, Math.max(REACH_DEGREES.min, reachDegrees));
  const around = geoCircle().center([centre.lng, centre.lat]).radius(reach)();
  const projection = geoAzimuthalEqualArea()
    .rotate([-centre.lng, -centre.lat])
    .clipAngle(90)
    .fitSize([width, height], around)
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  return draw(projection, land, points);
}

/** A marker's radius from its value: by area, between 4 and 14 px, relative to the largest value. */
export function markerRadius(value: number, largest: number): number {
  if (largest <= 0) return 4;
  return 4 + 10 * Math.sqrt(Math.max(0, value) / largest);
}
