/**
 * Draws the demo data's pictures (`apps/server/seed-pictures/*.jpg`): each is an SVG scene composed here
 * from shapes and gradients, rasterised by Chromium (a screenshot, as JPEG). Run after changing a
 * drawing, from the repository root: `npx tsx apps/server/scripts/pictures/draw.ts [name-filter]`.
 * Chromium is /usr/bin/chromium (CHROMIUM_PATH), driven by e2e's Playwright.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  PICTURE_KINDS,
  WEB_PICTURES,
  allSeedPictures,
  seedPicturesDir,
  webPublicDir,
} from '../../src/seed/seed-pictures';
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

/** The SVG drawn at its own size and taken as a JPEG. */
async function rasterise(page: Page, source: string, { width, height }: { width: number; height: number }) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><body style="margin:0">${source}</body>`);
  return page.screenshot({ type: 'jpeg', quality: QUALITY, clip: { x: 0, y: 0, width, height } });
}

async function main() {
  const filter = process.argv[2];
  const wanted = ({ name }: { name: string }) => !filter || name.includes(filter);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  const dir = seedPicturesDir();
  fs.mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const picture of allSeedPictures().filter(wanted)) {
    const size = PICTURE_KINDS[picture.kind];
    const bytes = await rasterise(page, drawing(picture.name, picture.kind), size);
    fs.writeFileSync(path.join(dir, `${picture.name}.jpg`), bytes);
    total += bytes.length;
    console.log(`${picture.name}.jpg ${size.width}×${size.height} ${(bytes.length / 1024).toFixed(1)} kB`);
  }
  console.log(`seed pictures: ${(total / 1024).toFixed(0)} kB`);
  for (const picture of WEB_PICTURES.filter(wanted)) {
    const bytes = await rasterise(page, cityScene(picture.name, picture.width, picture.height), picture);
    const file = path.join(webPublicDir(), picture.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    console.log(
      `web/public/${picture.file} ${picture.width}×${picture.height} ${(bytes.length / 1024).toFixed(1)} kB`,
    );
  }
  await browser.close();
}

await main();
