/**
 * Draws the demo data's pictures (`apps/server/seed-pictures/*.jpg`): each is an SVG scene composed here
 * from shapes and gradients, rasterised by Chromium (a screenshot, as JPEG). Run after changing a
 * drawing, from the repository root: `npx tsx apps/server/scripts/pictures/draw.ts [name-filter]`.
 * Chromium is /usr/bin/chromium (CHROMIUM_PATH), driven by e2e's Playwright.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PICTURE_KINDS, allSeedPictures, seedPicturesDir } from '../../src/seed/seed-pictures';
import { cityScene } from './city';
import { photo } from './photos';
import { documentPage, meetingScene, phoneScreenshot } from './meetings';
import { portrait } from './portraits';
import { product } from './products';

/** JPEG quality: the pictures are drawn, so 82 keeps edges clean at a few dozen kB. */
const QUALITY = 82;

function drawing(name: string, kind: keyof typeof PICTURE_KINDS): string {
  const { width, height } = PICTURE_KINDS[kind];
  switch (kind) {
    case 'scene':
      return meetingScene(name, width, height) ?? cityScene(name, width, height);
    case 'photo':
      return photo(name, width, height);
    case 'product':
      return product(name, width, height);
    case 'portrait':
      return portrait(name, width, height);
    case 'document':
      return documentPage(name, width, height);
    case 'screenshot':
      return phoneScreenshot(name, width, height);
  }
}

async function main() {
  const filter = process.argv[2];
  const pictures = allSeedPictures().filter((picture) => !filter || picture.name.includes(filter));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  const dir = seedPicturesDir();
  fs.mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const picture of pictures) {
    const { width, height } = PICTURE_KINDS[picture.kind];
    const source = drawing(picture.name, picture.kind);
    await page.setViewportSize({ width, height });
    await page.setContent(`<!doctype html><body style="margin:0">${source}</body>`);
    const bytes = await page.screenshot({
      type: 'jpeg',
      quality: QUALITY,
      clip: { x: 0, y: 0, width, height },
    });
    fs.writeFileSync(path.join(dir, `${picture.name}.jpg`), bytes);
    total += bytes.length;
    console.log(`${picture.name}.jpg ${width}×${height} ${(bytes.length / 1024).toFixed(1)} kB`);
  }
  await browser.close();
  console.log(`${pictures.length} pictures, ${(total / 1024).toFixed(0)} kB`);
}

await main();
