import {
  between,
  blur,
  circle,
  ellipse,
  gradient,
  line,
  path,
  person,
  pick,
  rect,
  rng,
  seated,
  shade,
  svg,
  text,
  type Rng,
} from './svg';

/** Committee meetings (the plenary, discussions at a long table with name cards, a group photo) and papers. */

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
];
const GIVEN = [
  '建国',
  '秀英',
  '志强',
  '丽华',
  '海涛',
  '晓梅',
  '文斌',
  '雅琴',
  '德胜',
  '红梅',
  '立新',
  '国栋',
];

function nameCard(r: Rng, x: number, y: number, scale = 1) {
  const name = `${pick(r, SURNAMES)}${pick(r, GIVEN)}`;
  return (
    path(
      `M${x - 28 * scale} ${y} l${6 * scale} ${-22 * scale} h${44 * scale} l${6 * scale} ${22 * scale}z`,
      '#fbfbf8',
      { stroke: '#d9d3c4' },
    ) + text(x, y - 6 * scale, name, 11 * scale, '#b3261e', { 'text-anchor': 'middle', 'font-weight': 700 })
  );
}

function cup(x: number, y: number) {
  return (
    rect(x - 6, y - 16, 12, 16, '#ffffff', { rx: 2, stroke: '#d0d0d0' }) + ellipse(x, y - 16, 6, 2, '#c9a25a')
  );
}

function papers(x: number, y: number) {
  return `<g transform="rotate(-6 ${x} ${y})">${rect(x - 16, y - 6, 32, 10, '#fdfdfb', { stroke: '#ddd' })}${line(x - 12, y - 2, x + 10, y - 2, '#c33', 1)}</g>`;
}

function roomWall(w: number, h: number, wall: string, floorAt: number) {
  return (
    rect(0, 0, w, h, wall) +
    rect(0, floorAt, w, h - floorAt, '#8a6a4f') +
    rect(0, floorAt - 6, w, 6, shade(wall, -0.2))
  );
}

function banner(w: number, y: number, label: string, size = 26) {
  return (
    rect(w * 0.08, y, w * 0.84, size + 22, '#b3261e') +
    text(w / 2, y + size + 4, label, size, '#ffe08a', {
      'text-anchor': 'middle',
      'font-weight': 700,
      serif: true,
    })
  );
}

/** A long table seen from the front: seated people behind it, each with a name card, cup and papers. */
function longTable(
  r: Rng,
  w: number,
  tableY: number,
  seats: number,
  size: number,
  x0 = w * 0.08,
  x1 = w * 0.92,
) {
  const step = (x1 - x0) / seats;
  const people = Array.from({ length: seats }, (_, i) => seated(r, x0 + step * (i + 0.5), tableY, size));
  const things = Array.from({ length: seats }, (_, i) => {
    const x = x0 + step * (i + 0.5);
    return (
      papers(x - step * 0.36, tableY + 14) +
      nameCard(r, x, tableY + 30, size / 22) +
      cup(x + step * 0.34, tableY + 26)
    );
  });
  return (
    people.join('') +
    rect(x0 - 20, tableY, x1 - x0 + 40, 40, '#e8e4da') +
    rect(x0 - 20, tableY + 40, x1 - x0 + 40, 60, '#2f5a45') +
    things.join('')
  );
}

const MEETINGS: Record<string, (r: Rng, w: number, h: number) => string> = {
  'plenary-session': (r, w, h) => {
    const rostrum = Array.from({ length: 12 }, (_, i) =>
      seated(r, w * 0.12 + i * w * 0.0675, h * 0.5, 12, { grey: r() < 0.4 }),
    ).join('');
    const flags = Array.from({ length: 10 }, (_, i) =>
      rect(w * 0.05 + i * w * 0.095, h * 0.2, 8, 40, '#e53935'),
    ).join('');
    const audience = Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 14 }, (_, i) =>
        seated(r, 20 + i * 58 + (row % 2) * 29, h * 0.78 + row * 34, 14 + row * 2, { back: true }),
      ).join(''),
    ).join('');
    return (
      rect(0, 0, w, h, '#7a1c1c') +
      `<g opacity="0.35">${Array.from({ length: 40 }, (_, i) => rect(i * 20, 0, 10, h * 0.55, '#5a0f0f')).join('')}</g>` +
      circle(w / 2, h * 0.13, 34, '#f2c14e') +
      circle(w / 2, h * 0.13, 24, '#b3261e') +
      text(w / 2, h * 0.13 + 8, '政协', 18, '#f2c14e', {
        'text-anchor': 'middle',
        'font-weight': 700,
        serif: true,
      }) +
      flags +
      banner(w, h * 0.26, '市政协十五届三次会议', 24) +
      rostrum +
      rect(w * 0.06, h * 0.5, w * 0.88, 30, '#ecdcc0') +
      rect(w * 0.06, h * 0.5 + 30, w * 0.88, 24, '#c8a77a') +
      Array.from({ length: 9 }, (_, i) => ellipse(w * 0.1 + i * w * 0.1, h * 0.5 + 2, 14, 6, '#d6493f')).join(
        '',
      ) +
      rect(0, h * 0.62, w, h * 0.38, '#4a2a22') +
      audience
    );
  },
  'group-discussion': (r, w, h) =>
    roomWall(w, h, '#e7e2d6', h * 0.55) +
    rect(w * 0.25, h * 0.06, w * 0.5, h * 0.26, '#24466b') +
    text(w / 2, h * 0.17, '第三组 分组讨论', 26, '#ffffff', { 'text-anchor': 'middle', 'font-weight': 700 }) +
    text(w / 2, h * 0.25, '审议政府工作报告', 16, '#cfe3f5', { 'text-anchor': 'middle' }) +
    rect(w * 0.04, h * 0.05, 60, 140, '#7a5a3a') +
    rect(w * 0.89, h * 0.08, 50, 80, '#5b8a4a', { rx: 25 }) +
    longTable(r, w, h * 0.66, 7, 26),
  'consultation-meeting': (r, w, h) =>
    roomWall(w, h, '#efe9dd', h * 0.5) +
    banner(w, h * 0.05, '重点提案办理协商座谈会', 26) +
    longTable(r, w, h * 0.52, 9, 18, w * 0.12, w * 0.88) +
    Array.from({ length: 5 }, (_, i) =>
      seated(r, w * 0.12 + i * w * 0.19, h * 1.02, 34, { back: true }),
    ).join('') +
    rect(0, h * 0.96, w, h * 0.04, '#2f5a45'),
  'group-photo': (r, w, h) => {
    const rows = [0, 1, 2].map((row) =>
      Array.from({ length: 11 - row }, (_, i) =>
        person(r, w * 0.08 + (i + row * 0.5) * w * 0.082, h * (0.99 - row * 0.1), 130 - row * 6, {
          grey: r() < 0.3,
        }),
      )
        .reverse()
        .join(''),
    );
    return (
      rect(0, 0, w, h, '#d9d2c4') +
      Array.from({ length: 6 }, (_, i) =>
        rect(w * 0.06 + i * w * 0.18, h * 0.05, 36, h * 0.6, '#efe9dc'),
      ).join('') +
      banner(w, h * 0.06, '市政协委员履职培训班合影留念', 24) +
      Array.from({ length: 4 }, (_, i) =>
        rect(0, h * 0.66 + i * 28, w, 28, shade('#b8ad99', -i * 0.05)),
      ).join('') +
      rows.reverse().join('')
    );
  },
  'residents-meeting': (r, w, h) =>
    roomWall(w, h, '#eef0ea', h * 0.62) +
    rect(w * 0.3, h * 0.08, w * 0.4, h * 0.3, '#fdfdfd', { stroke: '#9a9a9a', 'stroke-width': 4 }) +
    text(w / 2, h * 0.16, '居民议事会', 22, '#1f5f8b', { 'text-anchor': 'middle', 'font-weight': 700 }) +
    Array.from({ length: 3 }, (_, i) =>
      line(w * 0.34, h * 0.22 + i * 18, w * (0.6 + between(r, 0, 0.06)), h * 0.22 + i * 18, '#555', 2),
    ).join('') +
    sign(w * 0.85, h * 0.05) +
    person(r, w * 0.8, h * 0.8, 170, { clipboard: true }) +
    [0, 1]
      .map((row) =>
        Array.from(
          { length: 6 - row },
          (_, i) =>
            rect(w * (0.06 + row * 0.05) + i * w * 0.12 - 24, h * (0.86 + row * 0.1), 48, 30, '#9c7a56') +
            seated(r, w * (0.06 + row * 0.05) + i * w * 0.12, h * (0.86 + row * 0.1), 26 + row * 4, {
              back: true,
              grey: r() < 0.6,
            }),
        ).join(''),
      )
      .join(''),
};

function sign(x: number, y: number) {
  return (
    rect(x - 50, y, 100, 26, '#b3261e', { rx: 3 }) +
    text(x, y + 18, '城东社区', 14, '#fff', { 'text-anchor': 'middle' })
  );
}

export function meetingScene(name: string, width: number, height: number): string | undefined {
  const compose = MEETINGS[name];
  if (!compose) return undefined;
  const r = rng(name);
  return svg(
    width,
    height,
    compose(r, width, height) + rect(0, 0, width, height, 'url(#light)'),
    lightDefs(),
  );
}

/** A warm ceiling light falling off to the corners (indoor scenes). */
function lightDefs() {
  return `<radialGradient id="light" cx="0.5" cy="0.3" r="0.8"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;
}

const BODY = [
  '一、基本情况',
  '近年来，我市老旧小区改造工作稳步推进，但加装电梯、',
  '停车管理和养老服务设施仍是居民反映最集中的问题。',
  '二、存在问题',
  '（一）资金分摊机制不健全，低层住户意见分歧较大；',
  '（二）社区养老服务网点覆盖不足，助餐点服务半径过大；',
  '（三）改造后长效管理缺位，部分设施使用率不高。',
  '三、几点建议',
  '1. 建立政府、居民、企业共担的资金机制；',
  '2. 将养老服务设施纳入改造规划同步建设；',
  '3. 引入物业服务，建立改造后长效管理制度。',
];

/** A proposal's first page, scanned: the red header 政协XX市委员会, a red rule, the title and its text. */
function page(r: Rng, x: number, y: number, w: number, h: number) {
  const size = w / 32;
  const lines = BODY.map((value, i) =>
    text(x + w * 0.09, y + h * 0.39 + i * size * 1.85, value, size, '#2b2b2b', { serif: true }),
  ).join('');
  return (
    rect(x, y, w, h, '#fbfaf6') +
    text(x + w / 2, y + h * 0.1, '政协XX市委员会', w / 12, '#c62828', {
      'text-anchor': 'middle',
      'font-weight': 700,
      serif: true,
      'letter-spacing': w / 60,
    }) +
    text(x + w / 2, y + h * 0.155, '提  案', w / 16, '#c62828', {
      'text-anchor': 'middle',
      'font-weight': 700,
      serif: true,
    }) +
    rect(x + w * 0.08, y + h * 0.18, w * 0.84, 3, '#c62828') +
    text(x + w * 0.08, y + h * 0.215, '第 0112 号', size * 0.9, '#444', { serif: true }) +
    text(x + w * 0.92, y + h * 0.215, '十五届三次会议', size * 0.9, '#444', {
      'text-anchor': 'end',
      serif: true,
    }) +
    text(x + w / 2, y + h * 0.28, '关于加快推进老旧小区改造的建议', w / 22, '#111', {
      'text-anchor': 'middle',
      'font-weight': 700,
      serif: true,
    }) +
    text(x + w / 2, y + h * 0.32, `提案人：${pick(r, SURNAMES)}${pick(r, GIVEN)} 等`, size, '#333', {
      'text-anchor': 'middle',
      serif: true,
    }) +
    lines +
    text(x + w * 0.72, y + h * 0.9, '提案委员会 收', size * 0.9, '#555', {
      'text-anchor': 'middle',
      serif: true,
    }) +
    text(x + w * 0.72, y + h * 0.935, '2026年3月2日', size * 0.9, '#555', {
      'text-anchor': 'middle',
      serif: true,
    }) +
    circle(x + w * 0.8, y + h * 0.905, w * 0.075, 'none', {
      stroke: '#d32f2f',
      'stroke-width': 3,
      opacity: 0.65,
    }) +
    text(x + w * 0.8, y + h * 0.912, '收文专用', size * 0.8, '#d32f2f', {
      'text-anchor': 'middle',
      opacity: 0.65,
      serif: true,
    })
  );
}

export function documentPage(name: string, width: number, height: number): string {
  const r = rng(name);
  const defs =
    blur('shadow', 6) +
    gradient('desk', [
      [0, '#d8d4cc'],
      [1, '#c9c4ba'],
    ]);
  const body =
    rect(0, 0, width, height, 'url(#desk)') +
    rect(22, 24, width - 40, height - 40, '#000', { opacity: 0.25, filter: 'url(#shadow)' }) +
    `<g transform="rotate(-0.8 ${width / 2} ${height / 2})">${page(r, 18, 16, width - 36, height - 34)}</g>`;
  return svg(width, height, body, defs);
}

/** A phone's screenshot of an attachment's preview, its text too small to read (the mail's complaint). */
export function phoneScreenshot(name: string, width: number, height: number): string {
  const r = rng(name);
  const status =
    rect(0, 0, width, 48, '#1a3a5c') +
    text(24, 32, '9:41', 20, '#fff', { 'font-weight': 700 }) +
    rect(width - 70, 18, 40, 16, 'none', { stroke: '#fff', 'stroke-width': 2, rx: 3 }) +
    rect(width - 67, 21, 28, 10, '#fff');
  const bar =
    rect(0, 48, width, 72, '#1f4e79') +
    path(`M28 84 l14 -14 m-14 14 l14 14`, 'none', { stroke: '#fff', 'stroke-width': 4 }) +
    text(width / 2, 94, '附件预览', 24, '#fff', { 'text-anchor': 'middle' });
  const scale = (width - 80) / 620;
  const sheet = [0, 1]
    .map(
      (n) =>
        `<g transform="translate(40 ${150 + n * (877 * scale + 24)}) scale(${scale})">${page(r, 0, 0, 620, 877)}</g>`,
    )
    .join('');
  const tools =
    rect(width - 14, 300, 6, 120, '#9aa3ad', { rx: 3 }) +
    rect(0, height - 110, width, 110, '#f4f4f4') +
    ['缩小', '放大', '下载', '分享']
      .map((label, i) =>
        text(width * (0.125 + i * 0.25), height - 48, label, 20, '#1f4e79', { 'text-anchor': 'middle' }),
      )
      .join('');
  return svg(width, height, rect(0, 0, width, height, '#e9ebee') + status + bar + sheet + tools, '', false);
}
