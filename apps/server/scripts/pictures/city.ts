import {
  between,
  circle,
  ellipse,
  line,
  path,
  person,
  pick,
  polygon,
  rect,
  rng,
  shade,
  svg,
  text,
  tree,
  type Rng,
} from './svg';
import {
  skyDefs,
  skyBody,
  skyline,
  oldHouse,
  pagoda,
  bike,
  ground,
  water,
  hills,
  sign,
  people,
  communityBuilding,
  type Sky,
} from './city-parts';

/** City scenes: streets, parks, the river, the old town, community buildings — each its own composition. */

type Compose = (r: Rng, w: number, h: number) => { sky: Sky; body: string };

const DAY: Sky = { top: '#6fa8dc', bottom: '#d9ecf7' };

const SCENES: Record<string, Compose> = {
  'old-town-renewal': (r, w, h) => {
    const base = h * 0.78;
    const houses = [0, 170, 360, 520, 680].map((x, i) =>
      oldHouse(r, x, base, i === 2 ? 140 : 150, between(r, 150, 190)),
    );
    const scaffold =
      Array.from({ length: 7 }, (_, i) =>
        line(360 + i * 22, base - 230, 360 + i * 22, base, '#8d8d8d', 3),
      ).join('') +
      Array.from({ length: 6 }, (_, i) =>
        line(350, base - 30 - i * 38, 510, base - 30 - i * 38, '#8d8d8d', 3),
      ).join('') +
      rect(356, base - 230, 150, 200, '#3f8f5a', { opacity: 0.45 });
    const crane =
      line(640, base - 40, 640, 40, '#e0a526', 8) +
      line(560, 50, 790, 50, '#e0a526', 6) +
      line(720, 50, 720, 150, '#444', 2);
    return {
      sky: DAY,
      body:
        crane +
        houses.join('') +
        scaffold +
        ground(w, base, h, '#9a958c') +
        rect(0, base + 20, w, 6, '#bdb6aa') +
        people(r, [120, 250, 300, 560], h * 0.97, 70),
    };
  },
  'day-care-centre': (r, w, h) => ({
    sky: { top: '#7fb3e0', bottom: '#e6f2f8' },
    body:
      ground(w, h * 0.8, h, '#a7c48b') +
      communityBuilding(r, w, h * 0.8, '日间照料中心') +
      rect(60, h * 0.86, 120, 10, '#8a5a3c') +
      people(r, [90, 150, 560, 610, 680], h * 0.97, 72, 0.7),
  }),
  'lake-morning': (r, w, h) => ({
    sky: { top: '#b9cde0', bottom: '#f6e7d2', sun: { x: w * 0.7, y: h * 0.32, color: '#fff1c9' } },
    body:
      hills(r, w, h * 0.55, 70, '#9fb1b8') +
      hills(r, w, h * 0.58, 40, '#7f969c') +
      pagoda(w * 0.3, h * 0.56, 120, '#5d6b70') +
      water(w, h * 0.58, h, '#c9d6dc', '#7f9fb0', r) +
      `<g filter="url(#mist)" opacity="0.6">${rect(0, h * 0.52, w, 30, '#ffffff')}</g>` +
      path(`M${w * 0.05} ${h} Q${w * 0.1} ${h * 0.4} ${w * 0.2} ${h * 0.1}`, 'none', {
        stroke: '#5b4a3a',
        'stroke-width': 8,
      }) +
      Array.from({ length: 16 }, (_, i) =>
        path(`M${w * 0.2 - i * 6} ${h * 0.1 + i * 14} q${-10 + i} 60 ${-4 - i} 120`, 'none', {
          stroke: '#6c9a4a',
          'stroke-width': 3,
          opacity: 0.8,
        }),
      ).join(''),
  }),
  'hill-path': (r, w, h) => ({
    sky: { top: '#88bde8', bottom: '#e8f3f8' },
    body:
      hills(r, w, h * 0.6, 140, '#8fb08a') +
      hills(r, w, h * 0.75, 110, '#6f9a63') +
      ground(w, h * 0.74, h, '#5f8b4f') +
      path(
        `M${w * 0.45} ${h * 0.6} C${w * 0.6} ${h * 0.7} ${w * 0.3} ${h * 0.8} ${w * 0.55} ${h}L${w * 0.8} ${h} C${w * 0.5} ${h * 0.82} ${w * 0.7} ${h * 0.7} ${w * 0.48} ${h * 0.6}Z`,
        '#d9c7a0',
      ) +
      Array.from({ length: 14 }, () =>
        tree(r, between(r, 0, w), between(r, h * 0.62, h * 0.95), between(r, 20, 38), '#3f7a3a'),
      ).join('') +
      person(r, w * 0.6, h * 0.78, 50),
  }),
  /** The profile page's cover band: the city across the river in the morning, a bridge, the near bank. */
  'profile-cover': (r, w, h) => ({
    sky: { top: '#7fa7d6', bottom: '#f3dcc0', sun: { x: w * 0.78, y: h * 0.34, color: '#fff0c8' } },
    body:
      hills(r, w, h * 0.5, 60, '#a9b7c6') +
      skyline(r, -10, w + 10, h * 0.64, 190, '#6d7f99', 0.06) +
      water(w, h * 0.64, h, '#9fb6cc', '#5f7f9c', r) +
      path(`M${w * 0.05} ${h * 0.7} Q${w * 0.3} ${h * 0.52} ${w * 0.55} ${h * 0.7}`, 'none', {
        stroke: '#d8d2c6',
        'stroke-width': 8,
      }) +
      Array.from({ length: 9 }, (_, i) =>
        line(
          w * (0.08 + i * 0.055),
          h * 0.7,
          w * (0.08 + i * 0.055),
          h * (0.6 + Math.abs(i - 4) * 0.02),
          '#d8d2c6',
          2,
        ),
      ).join('') +
      rect(w * 0.05, h * 0.69, w * 0.5, 6, '#c9c2b6') +
      rect(0, h * 0.86, w, h * 0.14, '#7f9a6a') +
      Array.from({ length: 22 }, (_, i) =>
        tree(r, i * 76 + between(r, 0, 30), h * 0.93, between(r, 14, 22), '#4f7f45'),
      ).join(''),
  }),
  'city-sunset': (r, w, h) => ({
    sky: { top: '#3b3b72', bottom: '#f59e6b', sun: { x: w * 0.5, y: h * 0.55, color: '#ffd27a' } },
    body:
      skyline(r, -10, w + 10, h * 0.7, 230, '#2d2b48', 0.35) +
      water(w, h * 0.7, h, '#c7766a', '#2d2b48', r) +
      rect(0, h * 0.7, w, 5, '#1f1d33'),
  }),
  'community-meal-point': (r, w, h) => {
    const tables = [150, 400, 650].map(
      (x) =>
        ellipse(x, h * 0.8, 95, 24, '#f0e6d6') +
        rect(x - 6, h * 0.8, 12, 60, '#8c6d52') +
        [-50, 0, 50]
          .map(
            (dx) =>
              ellipse(x + dx, h * 0.78, 16, 5, '#ffffff') + ellipse(x + dx, h * 0.775, 10, 3, '#d8873b'),
          )
          .join(''),
    );
    const diners = [90, 210, 340, 460, 590, 710].map((x) => person(r, x, h * 0.92, 100, { grey: r() < 0.8 }));
    return {
      sky: { top: '#f3ead9', bottom: '#e4d6bf' },
      body:
        rect(0, 0, w, h * 0.65, '#f3ead9') +
        rect(0, h * 0.65, w, h, '#cdb89a') +
        rect(w * 0.1, h * 0.12, w * 0.3, h * 0.28, '#bfe0f0') +
        rect(w * 0.6, h * 0.12, w * 0.3, h * 0.28, '#bfe0f0') +
        sign(w / 2, h * 0.1, '社区助餐点') +
        diners.join('') +
        tables.join(''),
    };
  },
  'river-clean-up': (r, w, h) => ({
    sky: DAY,
    body:
      skyline(r, 0, w, h * 0.45, 120, '#9aa7b5', 0.05) +
      rect(0, h * 0.45, w, h * 0.08, '#7faa5e') +
      rect(0, h * 0.53, w, 6, '#c9c3b6') +
      water(w, h * 0.54, h, '#6c9fb8', '#3f6f86', r) +
      path(`M${w * 0.35} ${h * 0.78} h200 l-24 30 h-152z`, '#e8e2d4') +
      person(r, w * 0.42, h * 0.79, 60, { coat: '#e36b1f' }) +
      person(r, w * 0.52, h * 0.79, 60, { coat: '#e36b1f' }) +
      line(w * 0.55, h * 0.6, w * 0.6, h * 0.85, '#5a4632', 3) +
      Array.from({ length: 8 }, (_, i) => tree(r, 40 + i * 105, h * 0.5, 22, '#4f8a3c')).join(''),
  }),
  'renewed-park': (r, w, h) => ({
    sky: DAY,
    body:
      skyline(r, 0, w, h * 0.5, 140, '#a9b6c4', 0.05) +
      ground(w, h * 0.5, h, '#88b66b') +
      path(
        `M${w * 0.1} ${h} C${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.7} ${w * 0.7} ${h * 0.5}L${w * 0.76} ${h * 0.5} C${w * 0.7} ${h * 0.75} ${w * 0.45} ${h * 0.8} ${w * 0.32} ${h}Z`,
        '#e2d3b3',
      ) +
      polygon(
        [
          [w * 0.78, h * 0.36],
          [w * 0.88, h * 0.3],
          [w * 0.98, h * 0.36],
        ],
        '#a33a2a',
      ) +
      rect(w * 0.8, h * 0.36, 6, 60, '#7a2a1e') +
      rect(w * 0.95, h * 0.36, 6, 60, '#7a2a1e') +
      Array.from({ length: 10 }, () =>
        tree(r, between(r, 0, w), between(r, h * 0.52, h * 0.7), between(r, 24, 40)),
      ).join('') +
      Array.from({ length: 30 }, () =>
        circle(
          between(r, 0, w * 0.3),
          between(r, h * 0.8, h),
          5,
          pick(r, ['#e65c6b', '#f2c94c', '#ffffff', '#c86bd1']),
        ),
      ).join('') +
      people(r, [w * 0.4, w * 0.47, w * 0.58], h * 0.86, 80),
  }),
  'old-residential-blocks': (r, w, h) => {
    const blocks = [20, 290, 560].map((x) => {
      const out = [rect(x, h * 0.12, 230, h * 0.7, shade('#d8c8ad', between(r, -0.08, 0.05)))];
      for (let floor = 0; floor < 6; floor++)
        for (let unit = 0; unit < 4; unit++) {
          const bx = x + 12 + unit * 55;
          const by = h * 0.15 + floor * 48;
          out.push(rect(bx, by, 44, 30, '#8fb0c2'), rect(bx - 2, by + 26, 48, 12, '#b9ae9a'));
          if (r() < 0.4) out.push(rect(bx + 30, by + 4, 14, 10, '#eeeeee'));
          if (r() < 0.3)
            out.push(line(bx, by + 22, bx + 44, by + 22, pick(r, ['#d94f4f', '#4f7fd9', '#e6c14f']), 4));
        }
      return out.join('');
    });
    return {
      sky: DAY,
      body:
        blocks.join('') +
        ground(w, h * 0.82, h, '#a19a8e') +
        Array.from({ length: 4 }, (_, i) =>
          bike(40 + i * 56, h * 0.95, pick(r, ['#2f6db5', '#c0392b', '#333333', '#2e8b57'])),
        ).join('') +
        tree(r, 270, h * 0.85, 34),
    };
  },
  'community-visit': (r, w, h) => ({
    sky: DAY,
    body:
      [0, 200, 400, 600]
        .map(
          (x, i) =>
            rect(x, h * 0.25, 200, h * 0.5, shade('#e5d7c3', i * 0.03)) +
            rect(x + 20, h * 0.52, 160, h * 0.23, '#8fb0c2') +
            rect(x + 10, h * 0.42, 180, 26, pick(r, ['#b71c1c', '#1f5f8b', '#2e7d32', '#8d6e63'])) +
            text(
              x + 100,
              h * 0.42 + 19,
              ['社区服务中心', '便民超市', '药房', '理发店'][i] ?? '',
              16,
              '#fff',
              { 'text-anchor': 'middle' },
            ),
        )
        .join('') +
      ground(w, h * 0.75, h, '#b8b0a2') +
      [w * 0.3, w * 0.38, w * 0.46].map((x) => person(r, x, h * 0.97, 110, { clipboard: true })).join('') +
      people(r, [w * 0.62, w * 0.7], h * 0.97, 105, 0.8),
  }),
  'elderly-care-station': (r, w, h) => ({
    sky: { top: '#8cc0e6', bottom: '#eaf4f9' },
    body:
      ground(w, h * 0.8, h, '#c9c2b2') +
      skyline(r, 0, w, h * 0.8, 260, '#d9cbb4', 0.0) +
      rect(w * 0.25, h * 0.5, w * 0.5, h * 0.3, '#f5efe3') +
      rect(w * 0.25, h * 0.5, w * 0.5, 10, '#7c9a5d') +
      rect(w * 0.3, h * 0.58, w * 0.16, h * 0.22, '#a9cde0') +
      rect(w * 0.54, h * 0.58, w * 0.16, h * 0.16, '#a9cde0') +
      sign(w / 2, h * 0.41, '城东街道养老服务站', '#2e7d32') +
      polygon(
        [
          [w * 0.46, h * 0.8],
          [w * 0.62, h * 0.8],
          [w * 0.46, h * 0.76],
        ],
        '#b9b1a1',
      ) +
      line(w * 0.46, h * 0.74, w * 0.62, h * 0.78, '#888', 3) +
      rect(w * 0.05, h * 0.86, 130, 10, '#8a5a3c') +
      tree(r, w * 0.86, h * 0.82, 44) +
      people(r, [70, 140, 470, 560, 650], h * 0.97, 74, 0.85),
  }),
};

export function cityScene(name: string, width: number, height: number): string {
  const compose = SCENES[name];
  if (!compose) throw new Error(`No drawing for the scene ${name}`);
  const r = rng(name);
  const { sky, body } = compose(r, width, height);
  return svg(width, height, skyBody(width, height, sky, r) + body, skyDefs(sky));
}
