import fs from 'node:fs';
import path from 'node:path';
import { serverPackage } from '../paths';

/**
 * The demo data's pictures: JPEG files drawn for the product's own subjects (city scenes, committee
 * meetings, documents, the shop's goods, illustrated portraits) by `apps/server/scripts/pictures/draw.ts`
 * and committed in `apps/server/seed-pictures/` (our own work, CC0: see the README there). Each kind says
 * the size it is drawn at and the largest size a page shows it at (`seed-pictures.test.ts` holds both).
 */
export interface PictureKind {
  width: number;
  height: number;
  /** The largest box a page shows it in, in CSS pixels (the picture must be at least as large). */
  shown: { width: number; height: number };
}

export const PICTURE_KINDS = {
  /** Profile posts and albums (a post's picture spans the timeline column, 240 px high), notes, boards. */
  scene: { width: 800, height: 450, shown: { width: 720, height: 240 } },
  /** A clue's on-the-spot photo: 96 px thumbnails, opened in a dialog. */
  photo: { width: 800, height: 600, shown: { width: 600, height: 450 } },
  /** A product: 40 px in lists, 112 × 84 in the editor. */
  product: { width: 480, height: 480, shown: { width: 112, height: 112 } },
  /** Avatars: 24–48 px in lists, 128 px on the profile's header. */
  portrait: { width: 256, height: 256, shown: { width: 128, height: 128 } },
  /** A scanned A4 page (the file manager's preview). */
  document: { width: 620, height: 877, shown: { width: 560, height: 792 } },
  /** A phone's screenshot attached to a mail. */
  screenshot: { width: 540, height: 1080, shown: { width: 270, height: 540 } },
} as const satisfies Record<string, PictureKind>;
export type PictureKindName = keyof typeof PICTURE_KINDS;

/** City scenes and meetings: the file name (without `.jpg`) says the subject. */
export const SCENES = [
  'old-town-renewal',
  'day-care-centre',
  'lake-morning',
  'hill-path',
  'city-sunset',
  'plenary-session',
  'group-discussion',
  'consultation-meeting',
  'group-photo',
  'community-meal-point',
  'residents-meeting',
  'river-clean-up',
  'renewed-park',
  'old-residential-blocks',
  'community-visit',
  'elderly-care-station',
] as const;
export type SceneName = (typeof SCENES)[number];

/** The clues' on-the-spot photos. */
export const PHOTOS = ['broken-manhole-1', 'broken-manhole-2', 'bus-stop-1', 'bus-stop-2'] as const;
export type PhotoName = (typeof PHOTOS)[number];

/** The shop's products, by the handle of their English name (shop-data.ts). */
export const PRODUCTS = [
  'blue-and-white-teacup',
  'yixing-clay-teapot',
  'longjing-tea-gift-box',
  'pu-erh-tea-cake',
  'xuan-paper-notebook',
  'huzhou-brush-set',
  'huizhou-ink-stick',
  'duan-inkstone',
  'suzhou-embroidered-scarf',
  'indigo-print-tote-bag',
  'committee-emblem-pin',
  'city-view-postcards',
  'paper-cut-picture',
  'cloisonn-vase',
  'woven-bamboo-bowl',
  'ceramic-incense-burner',
  'carved-wooden-bookmark',
  'local-gazetteer-hardback',
  'proposal-work-handbook',
  'calligraphy-copybook',
  'vacuum-flask',
  'canvas-backpack',
  'lacquer-jewellery-box',
  'silk-round-fan',
] as const;
export type ProductName = (typeof PRODUCTS)[number];

/** Illustrated portraits (not photos of anyone): `f`/`m` is how the person is drawn, then a number. */
export const PORTRAIT_COUNT = { f: 25, m: 31 } as const;
export type PortraitName = `portrait-${'f' | 'm'}-${string}`;
export const portraitName = (look: 'f' | 'm', index: number): PortraitName =>
  `portrait-${look}-${String(index + 1).padStart(2, '0')}`;

export const DOCUMENTS = ['proposal-scan'] as const;
export const SCREENSHOTS = ['phone-attachment-preview'] as const;
export type ScreenshotName = (typeof SCREENSHOTS)[number];

/** Every picture file the seed reads, with its kind. */
export function allSeedPictures(): { name: string; kind: PictureKindName }[] {
  const portraits = (['f', 'm'] as const).flatMap((look) =>
    Array.from({ length: PORTRAIT_COUNT[look] }, (_, index) => portraitName(look, index)),
  );
  return [
    ...SCENES.map((name) => ({ name, kind: 'scene' as const })),
    ...PHOTOS.map((name) => ({ name, kind: 'photo' as const })),
    ...PRODUCTS.map((name) => ({ name, kind: 'product' as const })),
    ...portraits.map((name) => ({ name, kind: 'portrait' as const })),
    ...DOCUMENTS.map((name) => ({ name, kind: 'document' as const })),
    ...SCREENSHOTS.map((name) => ({ name, kind: 'screenshot' as const })),
  ];
}

export const seedPicturesDir = () => path.join(serverPackage().root, 'seed-pictures');

/**
 * Pictures of the web app itself (apps/web/public, served as they are), drawn by the same generator:
 * the profile page's cover band (120–180 px high across the page, up to ~1500 px wide).
 */
export const WEB_PICTURES = [
  {
    name: 'profile-cover',
    file: 'images/profile-cover.jpg',
    width: 1600,
    height: 320,
    shown: { width: 1500, height: 180 },
  },
] as const;
export const webPublicDir = () => path.resolve(serverPackage().root, '../web/public');

const cache = new Map<string, Buffer>();
/** The picture's JPEG bytes (read once per process). */
export function seedPicture(name: string): Buffer {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(seedPicturesDir(), `${name}.jpg`));
    cache.set(name, bytes);
  }
  return bytes;
}
