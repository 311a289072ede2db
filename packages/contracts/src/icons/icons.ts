import { z } from 'zod';

/**
 * The icon gallery (seed 001 §3, §7, §9; issue 18): `GET /api/icons` answers every Material icon of the
 * font the product ships, one entry per ligature, in the template's shape (order, id, name, prevSize, code,
 * ligatures, tags). Decisions where the seed says nothing: the list comes from the pinned `material-icons`
 * package (its codepoint table), so it is the set the font can draw; `id` is the entry's position, the same
 * as `order`; `code` is the glyph's codepoint; `tags` are the icon's Material categories (e.g. "alert") and
 * the other names the font gives the same glyph (e.g. "copy" for content_copy), so a search by a word the
 * name lacks still finds it.
 *
 * The count (issue 31 §1): the seed counts about 2,700 entries, the template's own icon table; this list
 * has as many entries as the pinned font has ligatures (2,276 in material-icons 1.13.14). Each one listed
 * is one the page can draw: entries the font cannot draw are not shown as empty boxes, and no name is
 * invented to reach the seed's figure. `ICON_COUNT_REASON` says so in the API's documentation; the page
 * says it under its title.
 */
export const ICON_COUNT_REASON =
  'One entry per ligature of the pinned Material Icons font the page draws with (2,276 in material-icons ' +
  '1.13.14); the seed counts about 2,700, the template’s own table, which lists icons this font cannot draw.';
export const ICON_PREVIEW_SIZE = 32;

export const iconSchema = z.object({
  order: z.number().int().nonnegative(),
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  prevSize: z.literal(ICON_PREVIEW_SIZE),
  code: z.number().int().positive(),
  ligatures: z.string().min(1),
  tags: z.array(z.string()),
});
export type IconEntry = z.infer<typeof iconSchema>;

export const iconListSchema = z.array(iconSchema);
