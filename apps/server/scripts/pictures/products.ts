import {
  between,
  blur,
  circle,
  ellipse,
  gradient,
  line,
  path,
  polygon,
  radial,
  rect,
  rng,
  shade,
  svg,
  text,
  type Rng,
} from './svg';

/** The shop's goods as studio shots: a soft backdrop, a floor and shadow, the object lit from the upper left. */

type Draw = (r: Rng, c: number) => string;

/** A vertical body of `color` with a highlight band on the left and shade on the right (a lit cylinder). */
function lit(id: string, color: string) {
  return gradient(
    id,
    [
      [0, shade(color, -0.25)],
      [0.25, shade(color, 0.25)],
      [0.5, color],
      [1, shade(color, -0.35)],
    ],
    true,
  );
}

function book(c: number, color: string, title: string, subtitle: string, thick = 40) {
  const x = c - 130;
  const y = c - 170;
  return (
    polygon(
      [
        [x, y],
        [x + 260, y],
        [x + 260 + thick * 0.6, y + thick * 0.4],
        [x + thick * 0.6, y + thick * 0.4],
      ],
      shade(color, 0.2),
    ) +
    rect(x + 260, y, thick * 0.6, 330, '#f1ece0', {
      transform: `skewY(33.7)`,
      'transform-origin': `${x + 260} ${y}`,
    }) +
    rect(x, y, 260, 330, color) +
    rect(x, y, 16, 330, shade(color, -0.25)) +
    rect(x + 40, y + 60, 180, 3, '#e6c66a') +
    rect(x + 40, y + 250, 180, 3, '#e6c66a') +
    text(c + 8, y + 150, title, 30, '#f4dc8c', { 'text-anchor': 'middle', 'font-weight': 700, serif: true }) +
    text(c + 8, y + 200, subtitle, 16, '#f4dc8c', { 'text-anchor': 'middle', serif: true })
  );
}

/** A box seen from above and to the right: its lid, its right side and its front (`height` high). */
function box(c: number, height: number, [lid, side, front]: readonly [string, string, string]) {
  const right = c + 110;
  return (
    polygon(
      [
        [c - 170, c - 40],
        [right, c - 40],
        [c + 170, c - 90],
        [c - 110, c - 90],
      ],
      lid,
    ) +
    polygon(
      [
        [right, c - 40],
        [c + 170, c - 90],
        [c + 170, c - 90 + height],
        [right, c - 40 + height],
      ],
      side,
    ) +
    rect(c - 170, c - 40, 280, height, front)
  );
}

const BLUE_PATTERN = (x: number, y: number, s: number) =>
  path(`M${x} ${y} q${s} ${-s} ${2 * s} 0 t${2 * s} 0`, 'none', { stroke: '#2a4f9c', 'stroke-width': 3 }) +
  circle(x + 2 * s, y - s * 0.8, s * 0.35, '#2a4f9c');

const PRODUCTS: Record<string, Draw> = {
  'blue-and-white-teacup': (_, c) =>
    path(
      `M${c - 120} ${c - 60} Q${c - 115} ${c + 90} ${c} ${c + 100} Q${c + 115} ${c + 90} ${c + 120} ${c - 60}Z`,
      'url(#body)',
    ) +
    ellipse(c, c - 60, 120, 26, '#f4f6fa') +
    ellipse(c, c - 56, 104, 20, '#c8a45e') +
    BLUE_PATTERN(c - 80, c + 10, 20) +
    BLUE_PATTERN(c, c + 30, 18) +
    rect(c - 110, c - 30, 220, 5, '#2a4f9c') +
    ellipse(c, c + 104, 70, 12, '#e7eaf0'),
  'yixing-clay-teapot': (_, c) =>
    ellipse(c, c + 20, 140, 100, 'url(#body)') +
    path(`M${c + 120} ${c} q80 -30 90 -90 l12 8 q-10 80 -90 110z`, '#8a4a30') +
    path(`M${c - 130} ${c - 20} q-90 10 -70 80 q10 30 60 20`, 'none', {
      stroke: '#7a3f28',
      'stroke-width': 16,
    }) +
    ellipse(c, c - 72, 70, 16, '#6f3622') +
    circle(c, c - 96, 16, '#7d4029') +
    ellipse(c, c + 118, 90, 10, '#5d2d1c'),
  'longjing-tea-gift-box': (_, c) =>
    box(c, 160, ['#5f8d4a', '#3f6b34', '#77a85e']) +
    rect(c - 150, c - 20, 240, 120, 'none', { stroke: '#e8d48a', 'stroke-width': 3 }) +
    text(c - 30, c + 52, '西湖龙井', 40, '#fdf6dc', {
      'text-anchor': 'middle',
      'font-weight': 700,
      serif: true,
    }) +
    text(c - 30, c + 84, '明前特级', 16, '#fdf6dc', { 'text-anchor': 'middle', serif: true }),
  'pu-erh-tea-cake': (r, c) =>
    ellipse(c, c + 30, 170, 70, '#5b3b27') +
    ellipse(c, c + 10, 170, 70, 'url(#body)') +
    Array.from({ length: 110 }, () => {
      const angle = between(r, 0, Math.PI * 2);
      const reach = Math.sqrt(r()) * 0.92;
      const x = c + Math.cos(angle) * 170 * reach;
      const y = c + 10 + Math.sin(angle) * 70 * reach;
      return ellipse(x, y, between(r, 6, 14), 2, shade('#7a5234', between(r, -0.3, 0.3)), {
        transform: `rotate(${between(r, -40, 40)} ${x} ${y})`,
      });
    }).join('') +
    rect(c - 60, c - 20, 120, 50, '#f4efe1', { opacity: 0.9 }) +
    text(c, c + 12, '普洱', 26, '#8b1a1a', { 'text-anchor': 'middle', serif: true, 'font-weight': 700 }),
  'xuan-paper-notebook': (_, c) =>
    book(c, '#d9ccb0', '宣纸笔记', '手工线装', 30).replaceAll('#f4dc8c', '#6b4a2a'),
  'huzhou-brush-set': (_, c) =>
    rect(c - 170, c - 120, 340, 260, '#2f2a28', { rx: 8 }) +
    rect(c - 160, c - 110, 320, 240, '#8a1f1f') +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const x = c - 120 + i * 60;
        return (
          rect(x - 6, c - 90, 12, 170, '#c79a5b') +
          path(`M${x - 8} ${c + 80} q8 50 16 0z`, '#2a2420') +
          rect(x - 7, c + 68, 14, 14, '#2b2b2b')
        );
      })
      .join(''),
  'huizhou-ink-stick': (_, c) =>
    `<g transform="rotate(-18 ${c} ${c})">${rect(c - 40, c - 160, 80, 320, '#1d1d1f', { rx: 6 })}${rect(c - 28, c - 120, 56, 200, 'none', { stroke: '#c9a44a', 'stroke-width': 3 })}${text(c, c - 60, '徽', 34, '#d8b14f', { 'text-anchor': 'middle', serif: true })}${text(c, c, '墨', 34, '#d8b14f', { 'text-anchor': 'middle', serif: true })}${rect(c - 40, c - 160, 12, 320, '#3a3a3e')}</g>`,
  'duan-inkstone': (_, c) =>
    rect(c - 150, c - 110, 300, 230, '#4b4458', { rx: 30 }) +
    rect(c - 120, c - 80, 240, 170, '#3a3446', { rx: 20 }) +
    ellipse(c, c - 45, 70, 22, '#151318') +
    path(`M${c - 150} ${c - 60} q-20 60 0 120`, 'none', { stroke: '#6b627a', 'stroke-width': 6 }),
  'suzhou-embroidered-scarf': (r, c) =>
    path(
      `M${c - 180} ${c - 80} Q${c - 60} ${c - 140} ${c + 40} ${c - 70} T${c + 180} ${c - 60} L${c + 160} ${c + 100} Q${c + 40} ${c + 40} ${c - 40} ${c + 110} T${c - 190} ${c + 90}Z`,
      'url(#body)',
    ) +
    Array.from({ length: 6 }, () => {
      const x = c + between(r, -120, 120);
      const y = c + between(r, -40, 60);
      return (
        [0, 72, 144, 216, 288]
          .map((a) => ellipse(x, y - 10, 6, 12, '#fbe3ea', { transform: `rotate(${a} ${x} ${y})` }))
          .join('') + circle(x, y, 5, '#e9b949')
      );
    }).join(''),
  'indigo-print-tote-bag': (r, c) =>
    path(`M${c - 60} ${c - 120} q60 -110 120 0`, 'none', { stroke: '#1c355e', 'stroke-width': 14 }) +
    path(`M${c - 150} ${c - 120} h300 l-20 270 h-260z`, '#233f73') +
    Array.from({ length: 20 }, () =>
      circle(c + between(r, -120, 120), c + between(r, -90, 130), between(r, 6, 14), 'none', {
        stroke: '#e8eef8',
        'stroke-width': 3,
      }),
    ).join(''),
  'committee-emblem-pin': (_, c) =>
    circle(c, c, 130, 'url(#body)') +
    circle(c, c, 108, '#b3261e') +
    Array.from({ length: 16 }, (_, i) =>
      ellipse(
        c + Math.cos((i / 16) * Math.PI * 2) * 118,
        c + Math.sin((i / 16) * Math.PI * 2) * 118,
        10,
        5,
        '#f6d36b',
        {
          transform: `rotate(${(i / 16) * 360} ${c + Math.cos((i / 16) * Math.PI * 2) * 118} ${c + Math.sin((i / 16) * Math.PI * 2) * 118})`,
        },
      ),
    ).join('') +
    text(c, c + 22, '政协', 62, '#f6d36b', { 'text-anchor': 'middle', 'font-weight': 700, serif: true }),
  'city-view-postcards': (r, c) =>
    [-1, 0, 1]
      .map((i) => {
        const x = c - 130 + i * 30;
        const y = c - 100 + i * 24;
        const sky = ['#f4a36b', '#86bce6', '#5a6fa8'][i + 1] ?? '#86bce6';
        const blocks = Array.from({ length: 7 }, (_, k) =>
          rect(x + 14 + k * 32, y + 120 - between(r, 30, 90), 26, 100, shade('#4d5a6e', k * 0.04)),
        );
        return `<g transform="rotate(${i * 6} ${c} ${c})">${rect(x, y, 260, 180, '#ffffff')}${rect(x + 10, y + 10, 240, 160, sky)}${blocks.join('')}${rect(x + 10, y + 130, 240, 40, '#3f6f86')}</g>`;
      })
      .join(''),
  'paper-cut-picture': (_, c) =>
    rect(c - 160, c - 160, 320, 320, '#6b4a2a') +
    rect(c - 140, c - 140, 280, 280, '#f4ecd8') +
    circle(c, c, 110, '#c62828') +
    circle(c, c, 80, '#f4ecd8') +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => ellipse(c, c - 50, 14, 32, '#c62828', { transform: `rotate(${a} ${c} ${c})` }))
      .join('') +
    circle(c, c, 42, '#f4ecd8') +
    text(c, c + 22, '福', 60, '#c62828', { 'text-anchor': 'middle', serif: true, 'font-weight': 700 }),
  'cloisonn-vase': (r, c) =>
    path(
      `M${c - 40} ${c - 170} h80 q0 40 40 80 q70 70 40 190 q-20 60 -80 60 h-80 q-60 0 -80 -60 q-30 -120 40 -190 q40 -40 40 -80z`,
      'url(#body)',
    ) +
    Array.from({ length: 8 }, () =>
      circle(c + between(r, -70, 70), c + between(r, -40, 120), between(r, 10, 18), 'none', {
        stroke: '#e0b84a',
        'stroke-width': 3,
      }),
    ).join('') +
    rect(c - 44, c - 176, 88, 12, '#d8b14f'),
  'woven-bamboo-bowl': (_, c) =>
    path(`M${c - 180} ${c - 20} Q${c} ${c + 220} ${c + 180} ${c - 20}Z`, 'url(#body)') +
    Array.from({ length: 9 }, (_, i) =>
      path(
        `M${c - 170 + i * 42} ${c - 20} Q${c - 120 + i * 30} ${c + 80} ${c - 60 + i * 15} ${c + 110}`,
        'none',
        { stroke: '#8c6a35', 'stroke-width': 3 },
      ),
    ).join('') +
    ellipse(c, c - 20, 180, 40, '#d8b877') +
    ellipse(c, c - 20, 164, 32, '#b28a4c') +
    circle(c - 50, c - 34, 26, '#e8a33b') +
    circle(c + 10, c - 30, 30, '#d94f3a') +
    circle(c + 60, c - 36, 24, '#9ec34a'),
  'ceramic-incense-burner': (_, c) =>
    ellipse(c, c + 20, 130, 100, 'url(#body)') +
    ellipse(c, c - 70, 90, 20, '#7aa6a6') +
    path(`M${c - 20} ${c - 90} q-30 -60 10 -120 q30 -40 -10 -80`, 'none', {
      stroke: '#c9c9c9',
      'stroke-width': 6,
      opacity: 0.6,
    }) +
    [-80, 0, 80].map((x) => rect(c + x - 10, c + 110, 20, 30, '#5e8c8c')).join(''),
  'carved-wooden-bookmark': (_, c) =>
    `<g transform="rotate(12 ${c} ${c})">${rect(c - 45, c - 180, 90, 360, 'url(#body)', { rx: 10 })}${path(`M${c} ${c - 140} q30 40 0 80 q-30 40 0 80 q30 40 0 80`, 'none', { stroke: '#6b4423', 'stroke-width': 6 })}${circle(c, c - 160, 8, '#3a2412')}${line(c, c - 160, c + 20, c - 240, '#b3261e', 4)}</g>`,
  'local-gazetteer-hardback': (_, c) => book(c, '#7a1f1f', '城市志', '精装本 · 上卷', 50),
  'proposal-work-handbook': (_, c) => book(c, '#b3261e', '提案工作手册', '政协XX市委员会 编', 28),
  'calligraphy-copybook': (_, c) =>
    rect(c - 140, c - 180, 280, 360, '#f3efe4') +
    rect(c - 140, c - 180, 280, 360, 'none', { stroke: '#c9c0ab', 'stroke-width': 2 }) +
    Array.from({ length: 4 }, (_, i) =>
      Array.from(
        { length: 3 },
        (_, k) =>
          rect(c - 110 + k * 76, c - 150 + i * 80, 68, 68, 'none', { stroke: '#d43a3a', 'stroke-width': 2 }) +
          line(c - 110 + k * 76, c - 116 + i * 80, c - 42 + k * 76, c - 116 + i * 80, '#e8a0a0', 1, {
            'stroke-dasharray': '4 4',
          }),
      ).join(''),
    ).join('') +
    ['永', '和', '九', '年']
      .map((char, i) =>
        text(c - 76, c - 100 + i * 80, char, 52, '#1f1f1f', { 'text-anchor': 'middle', serif: true }),
      )
      .join(''),
  'vacuum-flask': (_, c) =>
    rect(c - 60, c - 170, 120, 330, 'url(#body)', { rx: 26 }) +
    rect(c - 52, c - 196, 104, 40, '#3a3b42', { rx: 10 }) +
    rect(c - 60, c - 120, 120, 10, '#b9bcc6'),
  'canvas-backpack': (_, c) =>
    path(
      `M${c - 130} ${c - 120} q0 -60 130 -60 q130 0 130 60 v260 q0 20 -20 20 h-220 q-20 0 -20 -20z`,
      'url(#body)',
    ) +
    rect(c - 100, c + 10, 200, 110, '#5f7a52', { rx: 14 }) +
    line(c - 100, c + 40, c + 100, c + 40, '#3c4f33', 3) +
    rect(c - 40, c - 190, 80, 24, '#3c4f33', { rx: 10 }) +
    rect(c - 8, c + 30, 16, 30, '#b98d4a'),
  'lacquer-jewellery-box': (_, c) =>
    box(c, 140, ['#c62828', '#7d1414', '#a81c1c']) +
    rect(c - 170, c - 40, 280, 14, '#1c1c1c') +
    circle(c - 30, c + 30, 30, 'none', { stroke: '#e0b84a', 'stroke-width': 4 }) +
    rect(c - 38, c - 34, 16, 20, '#e0b84a'),
  'silk-round-fan': (r, c) =>
    circle(c, c - 30, 150, '#efe3c8') +
    circle(c, c - 30, 150, 'none', { stroke: '#8b5a2b', 'stroke-width': 8 }) +
    path(`M${c - 90} ${c + 20} q40 -80 90 -40 q40 -60 80 -20`, 'none', {
      stroke: '#5b6b4a',
      'stroke-width': 4,
    }) +
    Array.from({ length: 5 }, () =>
      circle(c + between(r, -80, 80), c - 30 + between(r, -70, 40), 9, '#e58aa1'),
    ).join('') +
    rect(c - 8, c + 118, 16, 90, '#8b5a2b', { rx: 6 }) +
    path(`M${c} ${c + 208} l-10 40 h20z`, '#c62828'),
};

/** The colour each product's body is lit in (the `body` gradient). */
const BODY_COLORS: Record<string, string> = {
  'blue-and-white-teacup': '#f1f3f8',
  'yixing-clay-teapot': '#9a5233',
  'pu-erh-tea-cake': '#7a5234',
  'suzhou-embroidered-scarf': '#d45d84',
  'committee-emblem-pin': '#e7c14d',
  'cloisonn-vase': '#1e6f96',
  'woven-bamboo-bowl': '#c9a062',
  'ceramic-incense-burner': '#96c2c2',
  'carved-wooden-bookmark': '#b07d45',
  'vacuum-flask': '#6c7080',
  'canvas-backpack': '#6f8a60',
};

export function product(name: string, width: number, height: number): string {
  const draw = PRODUCTS[name];
  if (!draw) throw new Error(`No drawing for the product ${name}`);
  const r = rng(name);
  const c = width / 2;
  const backdrop =
    rect(0, 0, width, height, 'url(#backdrop)') +
    rect(0, height * 0.78, width, height * 0.22, '#ece7df') +
    rect(0, height * 0.78, width, height * 0.22, 'url(#floor)');
  const shadow = ellipse(c + 20, height * 0.8, width * 0.36, height * 0.05, '#000', {
    opacity: 0.28,
    filter: 'url(#shadow)',
  });
  const defs =
    gradient('backdrop', [
      [0, '#fbf8f3'],
      [1, '#e6e0d6'],
    ]) +
    gradient('floor', [
      [0, '#d8d1c4'],
      [1, '#f4f0ea'],
    ]) +
    radial('glow', [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ]) +
    blur('shadow', 12) +
    lit('body', BODY_COLORS[name] ?? '#999999');
  return svg(
    width,
    height,
    backdrop + circle(width * 0.3, height * 0.25, width * 0.5, 'url(#glow)') + shadow + draw(r, c),
    defs,
  );
}
