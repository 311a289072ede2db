import { between, ellipse, line, path, person, pick, polygon, rect, rng, shade, svg, text } from './svg';
import { skyDefs, skyBody, skyline, road, bus, type Sky } from './city-parts';

/** The clues' on-the-spot photos: a broken manhole cover, a bus stop with no shade (two of each). */
export function photo(name: string, width: number, height: number): string {
  const r = rng(name);
  const w = width;
  const h = height;
  const second = name.endsWith('2');
  if (name.startsWith('broken-manhole')) {
    const tiles: string[] = [];
    for (let y = 0; y < h; y += 50)
      for (let x = (y / 50) % 2 ? -25 : 0; x < w; x += 50)
        tiles.push(rect(x + 1, y + 1, 48, 48, shade('#b5aca0', between(r, -0.08, 0.06))));
    const cx = second ? w * 0.5 : w * 0.45;
    const cy = second ? h * 0.55 : h * 0.6;
    const size = second ? 190 : 130;
    const cracks = Array.from({ length: 7 }, () => {
      const angle = between(r, 0, Math.PI * 2);
      return line(cx, cy, cx + Math.cos(angle) * size, cy + Math.sin(angle) * size * 0.6, '#1f1f1f', 3);
    });
    const body =
      rect(0, 0, w, h, '#8f877c') +
      tiles.join('') +
      ellipse(cx, cy, size, size * 0.6, '#4a4744') +
      ellipse(cx, cy, size * 0.86, size * 0.5, '#5d5955') +
      path(
        `M${cx - size * 0.3} ${cy - size * 0.2} l${size * 0.5} ${size * 0.1} l-${size * 0.2} ${size * 0.35}z`,
        '#1a1a1a',
      ) +
      cracks.join('') +
      (second
        ? ''
        : polygon(
            [
              [w * 0.78, h * 0.2],
              [w * 0.72, h * 0.62],
              [w * 0.84, h * 0.62],
            ],
            '#f26b1d',
          ) +
          rect(w * 0.745, h * 0.35, w * 0.07, 16, '#ffffff') +
          rect(w * 0.7, h * 0.62, w * 0.16, 14, '#333'));
    return svg(w, h, body);
  }
  const sky: Sky = { top: '#4d9be0', bottom: '#d8ecfa', sun: { x: w * 0.85, y: h * 0.12, color: '#fff5c0' } };
  const pole =
    rect(w * 0.3, h * 0.25, 10, h * 0.55, '#777') +
    rect(w * 0.22, h * 0.2, w * 0.17, 70, '#1f5f8b', { rx: 4 }) +
    text(w * 0.305, h * 0.2 + 30, '城北新区站', 22, '#fff', { 'text-anchor': 'middle', 'font-weight': 700 }) +
    text(w * 0.305, h * 0.2 + 56, '12  35  K8', 16, '#fff', { 'text-anchor': 'middle' });
  const umbrellas = [w * 0.5, w * 0.62].map(
    (x) =>
      person(r, x, h * 0.88, 170, { grey: true }) +
      line(x + 14, h * 0.47, x + 14, h * 0.66, '#333', 3) +
      path(`M${x - 50} ${h * 0.5} Q${x} ${h * 0.36} ${x + 50} ${h * 0.5}Z`, pick(r, ['#d94f4f', '#3f7fbf'])),
  );
  const body =
    skyBody(w, h, sky, r) +
    skyline(r, 0, w, h * 0.6, 180, '#c9c2b5', 0.02) +
    road(w, h * 0.62, 90) +
    rect(0, h * 0.78, w, h * 0.22, '#cfc7b8') +
    pole +
    (second ? bus(w * 0.05, h * 0.76, '#2e8b57') : '') +
    umbrellas.join('');
  return svg(w, h, body, skyDefs(sky));
}
