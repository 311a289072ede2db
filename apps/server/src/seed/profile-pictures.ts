import { drawPng } from './note-image';

/** One scene of the profile's demo pictures: a sky, a sun, hills and water in its own colours. */
interface Scene {
  sky: readonly [number, number, number];
  hills: readonly [number, number, number];
  water: readonly [number, number, number];
  /** The sun's place across the picture, 0…1. */
  sun: number;
}

const SCENES: readonly Scene[] = [
  { sky: [135, 190, 235], hills: [70, 130, 80], water: [60, 110, 170], sun: 0.2 },
  { sky: [250, 190, 140], hills: [120, 80, 90], water: [180, 110, 100], sun: 0.75 },
  { sky: [40, 50, 100], hills: [30, 40, 60], water: [50, 70, 120], sun: 0.5 },
  { sky: [200, 225, 240], hills: [150, 160, 170], water: [120, 150, 180], sun: 0.35 },
  { sky: [255, 220, 160], hills: [180, 60, 50], water: [200, 150, 80], sun: 0.6 },
  { sky: [170, 210, 200], hills: [90, 150, 110], water: [70, 140, 150], sun: 0.85 },
  { sky: [220, 200, 240], hills: [110, 90, 140], water: [140, 120, 190], sun: 0.1 },
  { sky: [180, 220, 255], hills: [60, 100, 60], water: [40, 90, 140], sun: 0.45 },
];
export const PROFILE_SCENE_COUNT = SCENES.length;

/** A landscape picture (PNG) of scene `index`, drawn in code so the seed needs no binary file. */
export function profileScene(index: number, width = 320, height = 200): Buffer {
  const scene = SCENES[index % SCENES.length] ?? SCENES[0];
  if (!scene) throw new Error('no scene');
  const sunX = scene.sun * width;
  const sunY = height * 0.28;
  const radius = height * 0.1;
  return drawPng(width, height, (x, y) => {
    const ridge = height * (0.55 + 0.08 * Math.sin((x / width) * Math.PI * 3 + index));
    if (y > height * 0.78) return [...scene.water];
    if (y > ridge) return scene.hills.map((value) => Math.round(value * (1 - (y - ridge) / height)));
    if (Math.hypot(x - sunX, y - sunY) < radius) return [255, 236, 150];
    const light = 1 - (0.25 * y) / height;
    return scene.sky.map((value) => Math.round(value * light));
  });
}
