import { z } from 'zod';

/**
 * Finding a unit (承办单位) by what people type: its full name, a short name (简称: 发改委, 教育局) or the
 * pinyin initials of either (sfzhggwyh, fgw). The server's unit search and the web pickers both use
 * `unitMatches`, so a query finds the same units everywhere. The server computes the initials.
 */
export interface UnitSearchable {
  name: string;
  shortNames: readonly string[];
  initials: readonly string[];
}

/** 简称: up to 8, each 1–20 characters, no duplicates (order kept as entered). */
export const unitShortNamesSchema = z
  .array(z.string().trim().min(1, { error: 'validation.required' }).max(20))
  .max(8)
  .transform((names) => [...new Set(names)]);

/** Lower case without spaces: `发改 委`, `FGW` and `fgw` are the same query. */
export function normalizeUnitQuery(query: string): string {
  return query.replace(/\s+/g, '').toLowerCase();
}

export function unitMatches(unit: UnitSearchable, query: string): boolean {
  const wanted = normalizeUnitQuery(query);
  if (wanted === '') return true;
  return [unit.name, ...unit.shortNames, ...unit.initials].some((text) =>
    normalizeUnitQuery(text).includes(wanted),
  );
}

/** GET /api/units?q=: the picker list, optionally searched. */
export const unitSearchQuerySchema = z.object({ q: z.string().max(60).optional() });
