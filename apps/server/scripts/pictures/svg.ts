/**
 * Small SVG helpers for the seed pictures' generator: a seeded random source (so each picture is the same
 * every run, and different from its neighbours), colours, and shapes that several scenes share.
 */

export type Rng = () => number;

/** A random source seeded by a text (FNV-1a of the text, then mulberry32). */
export function rng(seed: string): Rng {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, low: number, high: number) => low + (high - low) * r();
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
export const round = (value: number) => Math.round(value * 10) / 10;

/** `#rrggbb` lightened (amount > 0) or darkened (amount < 0), amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const next = amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(next)));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Attributes from an object: `{ fill: '#fff', 'stroke-width': 2 }` → ` fill="#fff" stroke-width="2"`. */
function attrs(values: Extra): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && typeof value !== 'boolean')
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
}

/** More attributes; booleans are options of the helper, never written out. */
type Extra = Record<string, string | number | boolean | undefined>;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Extra = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Extra = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Extra = {},
) => `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra })}/>`;
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Extra = {}) =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra })}/>`;

const FONT = "'Noto Sans CJK SC','Noto Sans SC','Microsoft YaHei',sans-serif";
const SERIF = "'Noto Serif CJK SC','Noto Serif SC','SimSun',serif";
export function text(x: number, y: number, value: string, size: number, fill: string, extra: Extra = {}) {
  const family = extra.serif ? SERIF : FONT;
  return `<text${attrs({ x, y, 'font-size': size, fill, 'font-family': family, ...extra })}>${value}</text>`;
}

/** A gradient definition: `stops` are [offset 0…1, colour]; vertical unless `horizontal`. */
export function gradient(id: string, stops: readonly (readonly [number, string])[], horizontal = false) {
  const [x2, y2] = horizontal ? ['1', '0'] : ['0', '1'];
  const body = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

export function radial(id: string, stops: readonly (readonly [number, string, number?])[]) {
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');
  return `<radialGradient id="${id}">${body}</radialGradient>`;
}

/** A soft blur filter (`filter="url(#id)"`), for shadows and mist. */
export const blur = (id: string, amount: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

/** Film grain: a little noise over the whole picture, so flat areas read as a photo rather than a chart. */
export const GRAIN_DEFS =
  '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch"/>' +
  '<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/></filter>';

export function svg(width: number, height: number, body: string, defs = '', grain = true): string {
  const noise = grain ? `<rect width="${width}" height="${height}" filter="url(#grain)"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${grain ? GRAIN_DEFS : ''}${defs}</defs>${body}${noise}</svg>`
  );
}

export const SKIN = ['#f6d7be', '#efc8a8', '#e8bb96', '#dcae88', '#f3cfb3', '#e3b28c'] as const;
export const HAIR = ['#1d1a19', '#2b2220', '#3a2c25', '#231f20', '#4a3b31'] as const;
export const GREY_HAIR = ['#9a9a9a', '#b9b7b3', '#7d7b78'] as const;
export const CLOTHES = [
  '#2f3e5c',
  '#3c4a3e',
  '#5b3a3a',
  '#44474f',
  '#1f3550',
  '#6d5a45',
  '#8a2f2f',
  '#2e5e6e',
] as const;

/**
 * A standing person seen from the front, feet at (x, y), `height` tall: head, hair, a jacket, trousers;
 * `grey` for older people, `lanyard` for a visitor's badge, `clipboard` held in front.
 */
export function person(
  r: Rng,
  x: number,
  y: number,
  height: number,
  options: { grey?: boolean; clipboard?: boolean; coat?: string; back?: boolean } = {},
): string {
  const u = height / 10;
  const skin = pick(r, SKIN);
  const hair = options.grey ? pick(r, GREY_HAIR) : pick(r, HAIR);
  const coat = options.coat ?? pick(r, CLOTHES);
  const trousers = pick(r, ['#2a2a30', '#3b3f48', '#4b4238', '#23262b']);
  const long = r() < 0.4;
  const parts = [
    rect(x - u * 0.9, y - u * 4.6, u * 0.8, u * 4.6, trousers, { rx: u * 0.3 }),
    rect(x + u * 0.1, y - u * 4.6, u * 0.8, u * 4.6, trousers, { rx: u * 0.3 }),
    ellipse(x - u * 0.5, y, u * 0.6, u * 0.22, '#1b1b1b'),
    ellipse(x + u * 0.5, y, u * 0.6, u * 0.22, '#1b1b1b'),
    path(
      `M${x - u * 1.5} ${y - u * 4.2} Q${x - u * 1.6} ${y - u * 7.6} ${x} ${y - u * 7.8} Q${x + u * 1.6} ${y - u * 7.6} ${x + u * 1.5} ${y - u * 4.2} Z`,
      coat,
    ),
    rect(x - u * 0.35, y - u * 8.2, u * 0.7, u * 0.6, shade(skin, -0.08)),
    ellipse(x, y - u * 8.9, u * 0.95, u * 1.1, skin),
  ];
  if (options.back) parts.push(ellipse(x, y - u * 9.05, u * 1.0, u * 1.1, hair));
  else {
    parts.push(
      path(
        `M${x - u} ${y - u * 8.7} C${x - u * 1.1} ${y - u * 10.6} ${x + u * 1.1} ${y - u * 10.6} ${x + u} ${y - u * 8.7} Q${x + u * 0.2} ${y - u * 9.7} ${x - u} ${y - u * 8.7}Z`,
        hair,
      ),
    );
    parts.push(
      circle(x - u * 0.35, y - u * 8.8, u * 0.11, '#2a211c'),
      circle(x + u * 0.35, y - u * 8.8, u * 0.11, '#2a211c'),
    );
    if (long)
      parts.push(
        rect(x - u * 1.05, y - u * 9.2, u * 0.35, u * 1.8, hair, { rx: u * 0.15 }),
        rect(x + u * 0.7, y - u * 9.2, u * 0.35, u * 1.8, hair, { rx: u * 0.15 }),
      );
  }
  if (!options.back)
    parts.push(
      path(
        `M${x - u * 0.35} ${y - u * 7.7} L${x} ${y - u * 6.9} L${x + u * 0.35} ${y - u * 7.7}Z`,
        '#f4f4f4',
      ),
    );
  if (options.clipboard)
    parts.push(
      rect(x - u * 0.9, y - u * 6.6, u * 1.3, u * 1.7, '#c9a46a', { rx: u * 0.1 }),
      rect(x - u * 0.75, y - u * 6.4, u * 1.0, u * 1.3, '#fafafa'),
    );
  return `<g>${parts.join('')}</g>`;
}

/** A person seated behind a table edge at `tableY`: head and shoulders only. */
export function seated(
  r: Rng,
  x: number,
  tableY: number,
  size: number,
  options: { grey?: boolean; back?: boolean } = {},
) {
  const skin = pick(r, SKIN);
  const hair = options.grey || r() < 0.2 ? pick(r, GREY_HAIR) : pick(r, HAIR);
  const coat = pick(r, CLOTHES);
  const parts = [
    path(
      `M${x - size * 1.1} ${tableY} Q${x - size * 1.15} ${tableY - size * 1.5} ${x} ${tableY - size * 1.6} Q${x + size * 1.15} ${tableY - size * 1.5} ${x + size * 1.1} ${tableY}Z`,
      coat,
    ),
    ellipse(x, tableY - size * 2.25, size * 0.6, size * 0.72, skin),
  ];
  if (options.back) parts.push(ellipse(x, tableY - size * 2.35, size * 0.64, size * 0.72, hair));
  else {
    parts.push(
      path(
        `M${x - size * 0.64} ${tableY - size * 2.1} C${x - size * 0.7} ${tableY - size * 3.3} ${x + size * 0.7} ${tableY - size * 3.3} ${x + size * 0.64} ${tableY - size * 2.1} Q${x + size * 0.1} ${tableY - size * 2.75} ${x - size * 0.64} ${tableY - size * 2.1}Z`,
        hair,
      ),
    );
    parts.push(
      circle(x - size * 0.22, tableY - size * 2.2, size * 0.065, '#2a211c'),
      circle(x + size * 0.22, tableY - size * 2.2, size * 0.065, '#2a211c'),
    );
    parts.push(
      path(
        `M${x - size * 0.16} ${tableY - size * 1.92} q${size * 0.16} ${size * 0.12} ${size * 0.32} 0`,
        'none',
        { stroke: '#a2453c', 'stroke-width': Math.max(1, size * 0.05) },
      ),
    );
    parts.push(
      path(
        `M${x - size * 0.25} ${tableY - size * 1.6} L${x} ${tableY - size * 1.1} L${x + size * 0.25} ${tableY - size * 1.6}Z`,
        '#f4f4f4',
      ),
    );
  }
  return `<g>${parts.join('')}</g>`;
}

/** A tree: a trunk and a round crown of a few overlapping blobs. */
export function tree(r: Rng, x: number, y: number, size: number, green = '#4f8a3c') {
  const crown = Array.from({ length: 5 }, () =>
    circle(
      x + between(r, -0.6, 0.6) * size,
      y - size * between(r, 1.5, 2.3),
      size * between(r, 0.55, 0.8),
      shade(green, between(r, -0.2, 0.15)),
    ),
  );
  return `<g>${rect(x - size * 0.1, y - size * 1.6, size * 0.2, size * 1.6, '#6b4b34')}${crown.join('')}</g>`;
}
