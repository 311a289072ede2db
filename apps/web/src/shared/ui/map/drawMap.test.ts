import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import world from 'world-atlas/land-110m.json';
import region from 'world-atlas/land-50m.json';
import { drawAround, drawWorld, markerRadius } from './drawMap';

const outline = (atlas: unknown) => {
  const topology = atlas as Parameters<typeof feature>[0];
  return feature(topology, topology.objects.land!);
};

describe('the world map', () => {
  it('places each marker inside the box, east of west and north of south', () => {
    const markers = [
      { id: 'beijing', lat: 39.9, lng: 116.4 },
      { id: 'new-york', lat: 40.71, lng: -74 },
      { id: 'sydney', lat: -33.87, lng: 151.21 },
    ];
    const { path, placed } = drawWorld(outline(world), markers, 640, 320);
    expect(path.startsWith('M')).toBe(true);
    expect(placed.map((point) => point.id)).toEqual(['beijing', 'new-york', 'sydney']);
    for (const point of placed) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(640);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(320);
    }
    const [beijing, newYork, sydney] = placed;
    expect(beijing!.x).toBeGreaterThan(newYork!.x);
    expect(sydney!.y).toBeGreaterThan(beijing!.y);
  });

  it('sizes markers by area between 4 and 14 px', () => {
    expect(markerRadius(0, 100)).toBe(4);
    expect(markerRadius(100, 100)).toBe(14);
    expect(markerRadius(25, 100)).toBe(9);
    expect(markerRadius(5, 0)).toBe(4);
  });
});

describe('the map around a place', () => {
  const hangzhou = { id: 'hangzhou', lat: 30.27, lng: 120.14 };
  const ningbo = { id: 'ningbo', lat: 29.87, lng: 121.54 };
  const beijing = { id: 'beijing', lat: 39.9, lng: 116.4 };

  it('puts the place in the middle and its neighbours where they lie', () => {
    const { placed } = drawAround(outline(region), hangzhou, [hangzhou, ningbo], 400, 240);
    const [centre, east] = placed;
    expect(centre!.x).toBeCloseTo(200, 6);
    expect(centre!.y).toBeCloseTo(120, 6);
    // Ningbo, 1.4° east and a little south, lies right of and below Hangzhou, well inside the box.
    expect(east!.x).toBeGreaterThan(centre!.x + 20);
    expect(east!.x).toBeLessThan(400);
    expect(east!.y).toBeGreaterThan(centre!.y);
  });

  it('zooms so that the reach around the place fills the height, far places falling outside', () => {
    const near = drawAround(outline(region), hangzhou, [hangzhou, beijing], 400, 240, 4);
    const far = drawAround(outline(region), hangzhou, [hangzhou, beijing], 400, 240, 12);
    // Beijing, about 9.7° away, is off a 4° map's box and on a 12° one.
    expect(near.placed[1]!.y).toBeLessThan(0);
    expect(far.placed[1]!.y).toBeGreaterThan(0);
    expect(far.placed[1]!.y).toBeLessThan(120);
    // The coast is drawn, and only what lies in the box.
    expect(near.path.length).toBeGreaterThan(100);
    const coordinates = [...near.path.matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));
    expect(Math.min(...coordinates)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...coordinates)).toBeLessThanOrEqual(400);
  });

  it('keeps the reach between a city and a large country', () => {
    const tiny = drawAround(outline(world), hangzhou, [ningbo], 400, 240, 0);
    const oneDegree = drawAround(outline(world), hangzhou, [ningbo], 400, 240, 1);
    expect(tiny.placed[0]!.x).toBeCloseTo(oneDegree.placed[0]!.x, 6);
    const huge = drawAround(outline(world), hangzhou, [ningbo], 400, 240, 90);
    const thirty = drawAround(outline(world), hangzhou, [ningbo], 400, 240, 30);
    expect(huge.placed[0]!.x).toBeCloseTo(thirty.placed[0]!.x, 6);
  });
});
