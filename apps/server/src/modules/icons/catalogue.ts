import { ICON_PREVIEW_SIZE, type IconEntry } from '@cppcc/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The icon gallery's list, built from two pinned packages read where npm put them (never copied into the
 * repository): `material-icons` — the font the web page draws with — gives each ligature and its codepoint
 * (its Sass codepoint map, the one table the package ships); `@iconify-json/ic` gives Google's category of
 * each icon. Built once per process: the packages do not change while it runs.
 */
const resolvePackageFile = createRequire(import.meta.url).resolve;

/** `  "name": hex,` — one line of the package's `$material-icons-codepoints` map. */
const CODEPOINT_LINE = /^\s+"([a-z0-9_]+)": ([0-9a-f]+),?$/gm;
/** Iconify names the baseline (filled) style `baseline-<name with dashes>`. */
const BASELINE_PREFIX = 'baseline-';

interface IconifyMetadata {
  categories?: Record<string, string[]>;
}

export function parseCodepoints(scss: string): { name: string; code: number }[] {
  return [...scss.matchAll(CODEPOINT_LINE)].map(([, name, hex]) => ({
    name: name ?? '',
    code: Number.parseInt(hex ?? '', 16),
  }));
}

/** Ligature (underscores) → its categories, lower case. */
export function categoriesByName(metadata: IconifyMetadata): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const [category, icons] of Object.entries(metadata.categories ?? {}))
    for (const icon of icons) {
      if (!icon.startsWith(BASELINE_PREFIX)) continue;
      const name = icon.slice(BASELINE_PREFIX.length).replaceAll('-', '_');
      byName.set(name, [...(byName.get(name) ?? []), category.toLowerCase()]);
    }
  return byName;
}

/** The entries in the font's order; tags are the categories plus the glyph's other names. */
export function buildIcons(
  codepoints: readonly { name: string; code: number }[],
  categories: ReadonlyMap<string, string[]>,
): IconEntry[] {
  const namesByCode = new Map<number, string[]>();
  for (const { name, code } of codepoints) namesByCode.set(code, [...(namesByCode.get(code) ?? []), name]);
  return codepoints.map(({ name, code }, order) => ({
    order,
    id: order,
    name,
    prevSize: ICON_PREVIEW_SIZE,
    code,
    ligatures: name,
    tags: [
      ...new Set([
        ...(categories.get(name) ?? []),
        ...(namesByCode.get(code) ?? []).filter((other) => other !== name),
      ]),
    ],
  }));
}

let cached: IconEntry[] | undefined;

export function iconCatalogue(): IconEntry[] {
  if (cached) return cached;
  const scss = readFileSync(resolvePackageFile('material-icons/css/_codepoints.scss'), 'utf8');
  const metadata = JSON.parse(
    readFileSync(resolvePackageFile('@iconify-json/ic/metadata.json'), 'utf8'),
  ) as IconifyMetadata;
  cached = buildIcons(parseCodepoints(scss), categoriesByName(metadata));
  return cached;
}
