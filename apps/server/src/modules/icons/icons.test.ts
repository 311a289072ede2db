import { ICON_COUNT_REASON, ICON_PREVIEW_SIZE, iconListSchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { buildIcons, categoriesByName, parseCodepoints } from './catalogue';

/** How many ligatures the pinned material-icons 1.13.14 maps (its codepoint table); a new version moves it. */
const ICON_COUNT = 2276;

describe('GET /api/icons', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    member = bearer(await tokenFor(ctx, await createUser(ctx, ['members'])));
  });
  afterAll(() => ctx.close());

  it('answers every icon of the font in the template’s shape, in order, names and ids unique', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/icons', headers: member });
    expect(response.statusCode).toBe(200);
    const icons = iconListSchema.parse(response.json());
    expect(icons).toHaveLength(ICON_COUNT);
    expect(icons.map((icon) => icon.order)).toEqual(icons.map((_icon, index) => index));
    expect(new Set(icons.map((icon) => icon.name)).size).toBe(ICON_COUNT);
    expect(new Set(icons.map((icon) => icon.id)).size).toBe(ICON_COUNT);
    for (const icon of icons) {
      expect(icon.prevSize).toBe(ICON_PREVIEW_SIZE);
      expect(icon.ligatures).toBe(icon.name);
      // The font's glyphs live in the private-use areas.
      expect(icon.code >= 0xe000 && icon.code <= 0x10ffff, icon.name).toBe(true);
    }
    const home = icons.find((icon) => icon.name === 'home');
    expect(home?.code).toBe(0xe88a);
    expect(home?.tags).toContain('action');
  });

  it('tags an icon with its categories and the other names of its glyph', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/icons', headers: member });
    const icons = iconListSchema.parse(response.json());
    const byName = new Map(icons.map((icon) => [icon.name, icon]));
    expect(byName.get('warning')?.tags).toContain('alert');
    const copy = byName.get('content_copy');
    expect(copy?.tags).toContain('content');
    for (const other of copy?.tags.filter((tag) => byName.has(tag)) ?? [])
      expect(byName.get(other)?.code).toBe(copy?.code);
    // Most icons carry a category: the two packages name the same icons.
    const tagged = icons.filter((icon) => icon.tags.length > 0).length;
    expect(tagged / icons.length).toBeGreaterThan(0.9);
  });

  it('says in the API documentation why the count is the font’s, with the count it answers', async () => {
    await ctx.app.ready();
    const document = ctx.app.swagger() as { paths: Record<string, { get?: { description?: string } }> };
    expect(document.paths['/api/icons']?.get?.description).toBe(ICON_COUNT_REASON);
    // The reason names the figure the call answers, so a new font version cannot leave it stale.
    expect(ICON_COUNT_REASON).toContain(ICON_COUNT.toLocaleString('en'));
    expect(ICON_COUNT_REASON).toContain('2,700');
  });

  it('is for signed-in users only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/icons' })).statusCode).toBe(401);
  });
});

describe('the catalogue built from the packages’ tables', () => {
  it('reads the Sass codepoint map and joins categories by the baseline name', () => {
    const codepoints = parseCodepoints(
      '$material-icons-codepoints: map-merge((\n  "3d_rotation": e84d,\n  "add_alert": e003,\n  "alarm_add": e856,\n  "add_alarm": e856\n), $x);',
    );
    expect(codepoints).toEqual([
      { name: '3d_rotation', code: 0xe84d },
      { name: 'add_alert', code: 0xe003 },
      { name: 'alarm_add', code: 0xe856 },
      { name: 'add_alarm', code: 0xe856 },
    ]);
    const categories = categoriesByName({
      categories: {
        Action: ['baseline-3d-rotation', 'outline-3d-rotation', 'baseline-alarm-add'],
        Alert: ['baseline-add-alert'],
      },
    });
    const icons = buildIcons(codepoints, categories);
    expect(icons.map((icon) => [icon.name, icon.tags])).toEqual([
      ['3d_rotation', ['action']],
      ['add_alert', ['alert']],
      ['alarm_add', ['action', 'add_alarm']],
      ['add_alarm', ['alarm_add']],
    ]);
    expect(icons[3]).toMatchObject({ order: 3, id: 3, prevSize: 32, code: 0xe856, ligatures: 'add_alarm' });
  });
});
