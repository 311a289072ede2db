import {
  between,
  blur,
  circle,
  ellipse,
  gradient,
  line,
  path,
  person,
  polygon,
  radial,
  rect,
  shade,
  text,
  tree,
  type Rng,
} from './svg';

/** The city scenes' shared parts: sky, tower blocks, old houses, roads, water, hills, signs, people. */

export interface Sky {
  top: string;
  bottom: string;
  sun?: { x: number; y: number; color: string };
}

export function skyDefs(sky: Sky) {
  return (
    gradient('sky', [
      [0, sky.top],
      [1, sky.bottom],
    ]) +
    radial('sun', [
      [0, sky.sun?.color ?? '#fff8d0', 1],
      [0.25, sky.sun?.color ?? '#fff8d0', 0.9],
      [1, sky.sun?.color ?? '#fff8d0', 0],
    ]) +
    blur('soft', 6) +
    blur('mist', 14)
  );
}

export function skyBody(w: number, h: number, sky: Sky, r: Rng) {
  const clouds = Array.from({ length: 4 }, () => {
    const x = between(r, 0, w);
    const y = between(r, h * 0.05, h * 0.3);
    return `<g filter="url(#soft)" opacity="0.75">${ellipse(x, y, between(r, 50, 90), between(r, 10, 18), '#ffffff')}${ellipse(x + 30, y - 8, 40, 14, '#ffffff')}</g>`;
  });
  const sun = sky.sun ? circle(sky.sun.x, sky.sun.y, 90, 'url(#sun)') : '';
  return rect(0, 0, w, h, 'url(#sky)') + sun + clouds.join('');
}

/** A row of tower blocks from x0 to x1 standing on `base`, with lit or dark windows. */
export function skyline(
  r: Rng,
  x0: number,
  x1: number,
  base: number,
  tall: number,
  color: string,
  lit = 0.15,
) {
  const out: string[] = [];
  let x = x0;
  while (x < x1) {
    const bw = between(r, 30, 70);
    const bh = between(r, tall * 0.35, tall);
    const fill = shade(color, between(r, -0.12, 0.12));
    out.push(rect(x, base - bh, bw, bh, fill));
    if (r() < 0.3) out.push(rect(x + bw * 0.3, base - bh - 12, bw * 0.4, 12, fill));
    for (let wy = base - bh + 8; wy < base - 10; wy += 11)
      for (let wx = x + 5; wx < x + bw - 8; wx += 9)
        out.push(rect(wx, wy, 5, 6, r() < lit ? '#ffe9a8' : shade(fill, 0.18), { opacity: 0.85 }));
    x += bw + between(r, 2, 10);
  }
  return out.join('');
}

/** Old-town houses: white walls, dark tiled roofs and stepped horse-head gables. */
export function oldHouse(r: Rng, x: number, base: number, w: number, h: number) {
  const wall = shade('#ecebe6', between(r, -0.06, 0.02));
  const roof = '#3d3f44';
  const gable = `M${x - 4} ${base - h} h${w * 0.18} v-14 h${w * 0.16} v-12 h${w * 0.32} v12 h${w * 0.16} v14 h${w * 0.18 + 8} v6 h-${w + 8}z`;
  const windows = Array.from({ length: Math.max(1, Math.floor(w / 60)) }, (_, i) => {
    const wx = x + 14 + i * ((w - 28) / Math.max(1, Math.floor(w / 60)));
    return (
      rect(wx, base - h * 0.62, 22, 26, '#5a4a3a') +
      line(wx + 11, base - h * 0.62, wx + 11, base - h * 0.62 + 26, '#8b7355', 2)
    );
  });
  return [
    rect(x, base - h, w, h, wall),
    rect(x, base - 10, w, 10, shade(wall, -0.25)),
    path(gable, roof),
    rect(x - 6, base - h * 0.35, w + 12, 8, roof),
    ...windows,
    rect(x + w / 2 - 14, base - 48, 28, 48, '#4a3526'),
  ].join('');
}

export function pagoda(x: number, base: number, height: number, color: string) {
  const tiers = Array.from({ length: 5 }, (_, i) => {
    const y = base - (i + 1) * (height / 5);
    const half = 22 - i * 3;
    return (
      rect(x - half * 0.6, y, half * 1.2, height / 5, color) +
      polygon(
        [
          [x - half - 6, y + 4],
          [x + half + 6, y + 4],
          [x + half - 4, y - 4],
          [x - half + 4, y - 4],
        ],
        shade(color, -0.2),
      )
    );
  });
  return tiers.join('') + rect(x - 1.5, base - height - 18, 3, 18, color);
}

export function bike(x: number, y: number, color: string) {
  return (
    circle(x, y - 12, 12, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 }) +
    circle(x + 38, y - 12, 12, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 }) +
    path(
      `M${x} ${y - 12} L${x + 14} ${y - 34} L${x + 32} ${y - 34} L${x + 38} ${y - 12} M${x + 14} ${y - 34} L${x + 20} ${y - 12} L${x + 32} ${y - 34}`,
      'none',
      { stroke: color, 'stroke-width': 3 },
    ) +
    rect(x + 8, y - 40, 12, 4, '#222')
  );
}

export function ground(w: number, top: number, h: number, color: string) {
  return rect(0, top, w, h - top, color);
}

export function road(w: number, y: number, depth: number) {
  const dashes = Array.from({ length: 10 }, (_, i) => rect(i * 90 + 10, y + depth / 2 - 2, 50, 4, '#f2f2f2'));
  return rect(0, y, w, depth, '#55585e') + rect(0, y - 8, w, 8, '#b9b4aa') + dashes.join('');
}

export function bus(x: number, y: number, color: string) {
  const windows = Array.from({ length: 6 }, (_, i) => rect(x + 14 + i * 30, y - 52, 24, 22, '#bfe0f0'));
  return (
    rect(x, y - 66, 200, 58, color, { rx: 8 }) +
    windows.join('') +
    rect(x, y - 24, 200, 6, '#ffffff', { opacity: 0.7 }) +
    circle(x + 40, y - 6, 11, '#222') +
    circle(x + 160, y - 6, 11, '#222') +
    text(x + 150, y - 32, '12路', 12, '#ffffff', { 'font-weight': 700 })
  );
}

export function water(w: number, y: number, h: number, top: string, bottom: string, r: Rng) {
  const glints = Array.from({ length: 40 }, () =>
    rect(between(r, 0, w), between(r, y + 4, h), between(r, 10, 40), 2, '#ffffff', {
      opacity: between(r, 0.2, 0.5),
    }),
  );
  return `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${rect(0, y, w, h - y, 'url(#water)')}${glints.join('')}`;
}

export function hills(r: Rng, w: number, base: number, height: number, color: string) {
  let d = `M0 ${base}`;
  for (let x = 0; x <= w; x += 40)
    d += ` L${x} ${base - height * (0.5 + 0.5 * Math.sin(x / 90 + r() * 0.6))}`;
  return path(`${d} L${w} ${base} Z`, color);
}

export function sign(x: number, y: number, label: string, color = '#b71c1c') {
  const width = label.length * 20 + 24;
  return (
    rect(x - width / 2, y, width, 30, color, { rx: 3 }) +
    text(x, y + 21, label, 18, '#fff7d6', { 'text-anchor': 'middle', 'font-weight': 700 })
  );
}

export function people(r: Rng, xs: readonly number[], y: number, height: number, grey = 0.3) {
  return xs
    .map((x) => person(r, x, y + between(r, -3, 3), height * between(r, 0.92, 1.05), { grey: r() < grey }))
    .join('');
}

export function communityBuilding(r: Rng, w: number, base: number, label: string) {
  const left = w * 0.18;
  const bw = w * 0.64;
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      rect(left + 30 + (i * (bw - 60)) / 6, base - 150, 56, 44, '#a9cde0') +
      rect(left + 30 + (i * (bw - 60)) / 6, base - 150, 56, 4, '#ffffff'),
  );
  return (
    rect(left, base - 200, bw, 200, '#e9dfcf') +
    rect(left - 10, base - 208, bw + 20, 14, '#9c6b4a') +
    windows.join('') +
    rect(w / 2 - 40, base - 80, 80, 80, '#6d8da0') +
    line(w / 2, base - 80, w / 2, base, '#3c5566', 3) +
    sign(w / 2, base - 120, label) +
    polygon(
      [
        [w / 2 + 40, base],
        [w / 2 + 140, base],
        [w / 2 + 40, base - 14],
      ],
      '#c8c2b6',
    ) +
    tree(r, left - 40, base, 40) +
    tree(r, left + bw + 50, base, 46)
  );
}
