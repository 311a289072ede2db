import fs from 'node:fs';
import path from 'node:path';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  PICTURE_KINDS,
  WEB_PICTURES,
  allSeedPictures,
  seedPicture,
  seedPicturesDir,
  webPublicDir,
} from './seed-pictures';

/** Colours of the picture shrunk to 32 × 32 (each cell's mean), 16 levels a channel: a flat picture has one. */
function distinctColours(image: { width: number; height: number; data: Uint8Array }): number {
  const cells = 32;
  const colours = new Set<number>();
  for (let cy = 0; cy < cells; cy += 1)
    for (let cx = 0; cx < cells; cx += 1) {
      const sum: [number, number, number] = [0, 0, 0];
      let count = 0;
      for (let y = Math.floor((cy * image.height) / cells); y < ((cy + 1) * image.height) / cells; y += 1)
        for (let x = Math.floor((cx * image.width) / cells); x < ((cx + 1) * image.width) / cells; x += 1) {
          const at = (y * image.width + x) * 4;
          sum[0] += image.data[at] ?? 0;
          sum[1] += image.data[at + 1] ?? 0;
          sum[2] += image.data[at + 2] ?? 0;
          count += 1;
        }
      const [r, g, b] = sum.map((value) => Math.floor(value / count / 16));
      colours.add(((r ?? 0) << 8) | ((g ?? 0) << 4) | (b ?? 0));
    }
  return colours.size;
}

describe('the demo data’s pictures (seed-pictures/)', () => {
  it.each(allSeedPictures().map(({ name, kind }) => [name, kind] as const))(
    '%s.jpg (%s) decodes at its kind’s size, at least what the page shows, and is not one flat colour',
    (name, kind) => {
      const bytes = seedPicture(name);
      const image = decode(bytes, { useTArray: true, maxResolutionInMP: 4 });
      const size = PICTURE_KINDS[kind];
      expect([image.width, image.height]).toEqual([size.width, size.height]);
      expect(image.width).toBeGreaterThanOrEqual(size.shown.width);
      expect(image.height).toBeGreaterThanOrEqual(size.shown.height);
      expect(distinctColours(image)).toBeGreaterThanOrEqual(16);
      // Light enough for the demo: every upload route takes up to 2 MB, these stay far below.
      expect(bytes.length).toBeLessThan(120 * 1024);
    },
  );

  it.each(WEB_PICTURES.map((picture) => [picture.file, picture] as const))(
    'the web app’s %s decodes at least as large as the page shows it, and is not one flat colour',
    (file, picture) => {
      const bytes = fs.readFileSync(path.join(webPublicDir(), file));
      const image = decode(bytes, { useTArray: true, maxResolutionInMP: 4 });
      expect([image.width, image.height]).toEqual([picture.width, picture.height]);
      expect(image.width).toBeGreaterThanOrEqual(picture.shown.width);
      expect(image.height).toBeGreaterThanOrEqual(picture.shown.height);
      expect(distinctColours(image)).toBeGreaterThanOrEqual(16);
      expect(bytes.length).toBeLessThan(120 * 1024);
      expect(fs.readFileSync(path.join(webPublicDir(), path.dirname(file), 'README.md'), 'utf8')).toMatch(
        /CC0/,
      );
    },
  );

  it('holds exactly the pictures the seed uses, and says whose work they are', () => {
    const files = fs.readdirSync(seedPicturesDir()).sort();
    const expected = allSeedPictures().map(({ name }) => `${name}.jpg`);
    expect(files).toEqual([...expected, 'README.md'].sort());
    expect(new Set(expected).size).toBe(expected.length);
    expect(fs.readFileSync(path.join(seedPicturesDir(), 'README.md'), 'utf8')).toMatch(/CC0/);
  });
});
