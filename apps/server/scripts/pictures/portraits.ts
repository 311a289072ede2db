import {
  between,
  circle,
  ellipse,
  gradient,
  GREY_HAIR,
  HAIR,
  path,
  pick,
  rect,
  rng,
  shade,
  SKIN,
  svg,
} from './svg';

/**
 * Friendly illustrated portraits (head and shoulders, flat-shaded): nobody's photo. `portrait-f-NN` and
 * `portrait-m-NN` differ in hair, skin, clothes, glasses, age and backdrop, all picked by the name's seed.
 */

const BACKDROPS = [
  '#cfe3f3',
  '#f6dfc8',
  '#d9ecd5',
  '#e9dcf2',
  '#f3e7b9',
  '#d3e6e6',
  '#f2d4d4',
  '#dde1ea',
] as const;
const JACKETS = [
  '#23395d',
  '#3b3b3b',
  '#5a4636',
  '#2e4a3f',
  '#6b2f3a',
  '#44546a',
  '#7a6a58',
  '#1f2f46',
] as const;
const BLOUSES = ['#e8a0a8', '#9cc3e0', '#f0d48a', '#b9d8b0', '#d9b8e3', '#f2f2f2'] as const;

export function portrait(name: string, size: number, _height: number): string {
  const r = rng(name);
  const feminine = name.includes('-f-');
  const s = size / 256;
  const older = r() < 0.3;
  const skin = pick(r, SKIN);
  const hair = older ? pick(r, GREY_HAIR) : pick(r, HAIR);
  const jacket = pick(r, JACKETS);
  const cx = 128;
  const faceY = 112 + between(r, -4, 4);
  const faceW = between(r, 44, 50);
  const faceH = between(r, 56, 62);
  const glasses = r() < 0.35;
  const formal = r() < 0.7;

  const parts: string[] = [rect(0, 0, 256, 256, 'url(#bg)')];
  // Hair behind the head (long hair falls to the shoulders).
  const style = feminine ? Math.floor(r() * 4) : Math.floor(r() * 4);
  if (feminine && style !== 3)
    parts.push(
      path(
        `M${cx - 62} ${faceY - 10} Q${cx - 70} ${faceY + (style === 0 ? 110 : 60)} ${cx - 40} ${faceY + (style === 0 ? 120 : 70)} L${cx + 40} ${faceY + (style === 0 ? 120 : 70)} Q${cx + 70} ${faceY + (style === 0 ? 110 : 60)} ${cx + 62} ${faceY - 10}Z`,
        shade(hair, -0.1),
      ),
    );
  // Shoulders and clothes.
  parts.push(path(`M24 256 Q30 190 ${cx} 182 Q226 190 232 256Z`, jacket));
  if (formal) {
    parts.push(path(`M${cx - 30} 184 L${cx} 236 L${cx + 30} 184Z`, feminine ? pick(r, BLOUSES) : '#f7f7f5'));
    if (!feminine)
      parts.push(
        path(
          `M${cx - 7} 194 L${cx + 7} 194 L${cx + 11} 244 L${cx} 254 L${cx - 11} 244Z`,
          pick(r, ['#a32626', '#1f3d7a', '#4a4a4a', '#6b2f6b']),
        ),
      );
    parts.push(
      path(`M${cx - 30} 184 L${cx - 8} 240 L${cx - 44} 200Z`, shade(jacket, 0.15)),
      path(`M${cx + 30} 184 L${cx + 8} 240 L${cx + 44} 200Z`, shade(jacket, 0.15)),
    );
    if (r() < 0.4) parts.push(circle(cx - 52, 214, 6, '#c62828'), circle(cx - 52, 214, 3, '#f2c14e'));
  } else parts.push(path(`M${cx - 26} 184 Q${cx} 206 ${cx + 26} 184Z`, shade(skin, -0.1)));
  // Neck, ears, face.
  parts.push(rect(cx - 17, faceY + 30, 34, 44, shade(skin, -0.12), { rx: 12 }));
  parts.push(
    ellipse(cx - faceW, faceY + 4, 9, 13, shade(skin, -0.05)),
    ellipse(cx + faceW, faceY + 4, 9, 13, shade(skin, -0.05)),
  );
  parts.push(ellipse(cx, faceY, faceW, faceH, skin));
  // Hair on top.
  if (feminine) {
    // The fringe ends above the brows (side-swept for style 2), then down the left temple.
    const fringe =
      style === 2
        ? `L${cx + faceW - 2} ${faceY - 22} Q${cx - 6} ${faceY - 8} ${cx - faceW + 2} ${faceY - 26}`
        : `L${cx + faceW - 2} ${faceY - 18} Q${cx} ${faceY - 40} ${cx - faceW + 2} ${faceY - 18}`;
    parts.push(
      path(
        `M${cx - faceW - 6} ${faceY + 6} Q${cx - faceW - 10} ${faceY - faceH - 16} ${cx} ${faceY - faceH - 12} Q${cx + faceW + 12} ${faceY - faceH - 12} ${cx + faceW + 6} ${faceY + 6} ${fringe} Z`,
        hair,
      ),
    );
    if (style === 3) parts.push(circle(cx, faceY - faceH - 14, 22, hair));
  } else {
    const top = style === 3 && older ? faceY - faceH + 6 : faceY - faceH - 10;
    parts.push(
      path(
        `M${cx - faceW - 4} ${faceY - 4} Q${cx - faceW - 6} ${top - 4} ${cx} ${top} Q${cx + faceW + 6} ${top - 4} ${cx + faceW + 4} ${faceY - 4} Q${cx + faceW - 4} ${faceY - faceH + 16} ${cx + (style === 1 ? -10 : 10)} ${faceY - faceH + 10} Q${cx - faceW + 8} ${faceY - faceH + 18} ${cx - faceW - 4} ${faceY - 4}Z`,
        hair,
      ),
    );
  }
  // Features: brows, eyes, nose, a smile, cheeks.
  const eyeY = faceY + 2;
  const brow = older ? shade(hair, -0.3) : shade(hair, 0.05);
  parts.push(
    path(`M${cx - 30} ${eyeY - 16} q10 -6 20 0`, 'none', {
      stroke: brow,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(
    path(`M${cx + 10} ${eyeY - 16} q10 -6 20 0`, 'none', {
      stroke: brow,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(ellipse(cx - 20, eyeY, 5, 6, '#2a211c'), ellipse(cx + 20, eyeY, 5, 6, '#2a211c'));
  parts.push(circle(cx - 18, eyeY - 2, 1.6, '#ffffff'), circle(cx + 22, eyeY - 2, 1.6, '#ffffff'));
  parts.push(
    path(`M${cx - 2} ${eyeY + 8} q-5 14 2 16`, 'none', {
      stroke: shade(skin, -0.25),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(
    path(`M${cx - 16} ${eyeY + 30} q16 ${between(r, 10, 14)} 32 0`, 'none', {
      stroke: '#a2453c',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(
    ellipse(cx - 30, eyeY + 20, 9, 5, '#f08c8c', { opacity: 0.35 }),
    ellipse(cx + 30, eyeY + 20, 9, 5, '#f08c8c', { opacity: 0.35 }),
  );
  if (older)
    parts.push(
      path(`M${cx - 36} ${eyeY + 4} q-4 6 0 10 M${cx + 36} ${eyeY + 4} q4 6 0 10`, 'none', {
        stroke: shade(skin, -0.2),
        'stroke-width': 2,
      }),
    );
  if (glasses) {
    const frame = pick(r, ['#2b2b2b', '#6b4a2a', '#9a9a9a']);
    parts.push(
      rect(cx - 34, eyeY - 11, 28, 22, 'none', { stroke: frame, 'stroke-width': 3, rx: 6 }),
      rect(cx + 6, eyeY - 11, 28, 22, 'none', { stroke: frame, 'stroke-width': 3, rx: 6 }),
      path(`M${cx - 6} ${eyeY - 2} h12`, 'none', { stroke: frame, 'stroke-width': 3 }),
    );
  }
  const backdrop = pick(r, BACKDROPS);
  const defs = gradient('bg', [
    [0, shade(backdrop, 0.25)],
    [1, shade(backdrop, -0.08)],
  ]);
  return svg(size, size, `<g transform="scale(${s})">${parts.join('')}</g>`, defs, false);
}
