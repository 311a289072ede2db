/**
 * Layout settings (seed 000 §3 "Settings", defaults and sizes of §9): the one place the shell, the route
 * table and the settings panel agree on. A route carries a `SettingsPatch`; the shell shows
 * `mergeSettings(defaults, patch)` on every path change (§2.2).
 */
export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

export const THEME_NAMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export type BarStyle = 'fixed' | 'static';
export type BarPosition = 'above' | 'below';

export interface LayoutConfig {
  mode: 'fullwidth' | 'boxed';
  scroll: 'body' | 'content';
  navbar: { display: boolean; folded: boolean };
  toolbar: { display: boolean; style: BarStyle; position: BarPosition };
  footer: { display: boolean; style: BarStyle; position: BarPosition };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
}

export interface QuickSettings {
  notifications: boolean;
  cloudSync: boolean;
  retroThrusters: boolean;
}

export interface Settings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  theme: { main: ThemeName; navbar: ThemeName; toolbar: ThemeName; footer: ThemeName };
  customScrollbars: boolean;
  /** The quick panel's toggles (seed 000 §2.4), remembered with the rest of the user's settings. */
  quickSettings: QuickSettings;
}

export const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;
export type ThemeArea = (typeof THEME_AREAS)[number];

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type SettingsPatch = DeepPartial<Settings>;

/** Sizes in px (§9). */
export const LAYOUT_SIZES = {
  navbarWidth: 240,
  navbarFoldedWidth: 64,
  mobileNavbarWidth: 280,
  toolbarHeight: 64,
  settingsPanelWidth: 380,
  quickPanelWidth: 280,
  chatPanelWidth: 360,
  chatContactsWidth: 70,
  /** The strip at the content's right edge that holds the theme settings button (md and up). */
  settingsStripWidth: 32,
  boxedMaxWidth: { layout1: 1280, layout2: 1280, layout3: 1120 },
} as const satisfies Record<string, number | Record<LayoutStyle, number>>;

const bars = { display: true, style: 'fixed', position: 'below' } as const;
const panels = { leftSidePanel: { display: true }, rightSidePanel: { display: true } } as const;

/** Each style's own defaults; changing the style starts from these (§4: the config is reset). */
export const LAYOUT_CONFIG_DEFAULTS: Record<LayoutStyle, LayoutConfig> = {
  layout1: {
    mode: 'fullwidth',
    scroll: 'content',
    navbar: { display: true, folded: false },
    toolbar: bars,
    footer: bars,
    ...panels,
  },
  layout2: {
    mode: 'boxed',
    scroll: 'content',
    navbar: { display: true, folded: false },
    toolbar: bars,
    footer: bars,
    ...panels,
  },
  layout3: {
    mode: 'boxed',
    scroll: 'content',
    navbar: { display: true, folded: false },
    // Layout3 draws its toolbar (with the logo) above the navigation.
    toolbar: { ...bars, position: 'above' },
    footer: bars,
    ...panels,
  },
};

export const DEFAULT_SETTINGS: Settings = {
  layout: { style: 'layout1', config: LAYOUT_CONFIG_DEFAULTS.layout1 },
  theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
  customScrollbars: true,
  quickSettings: { notifications: true, cloudSync: false, retroThrusters: false },
};

/** Hides every part of the shell: sign-in pages, error pages (§2.1). */
export const BARE_PAGE_SETTINGS: SettingsPatch = {
  layout: {
    config: {
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: false },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : (patch as T);
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) result[key] = deepMerge(result[key], value);
  }
  return result as T;
}

/** `base` with `patch` laid over it; a patch that switches the layout style starts from that style's defaults. */
export function mergeSettings(base: Settings, patch: SettingsPatch | undefined): Settings {
  if (!patch) return base;
  const style = patch.layout?.style ?? base.layout.style;
  const start: Settings =
    style === base.layout.style
      ? base
      : { ...base, layout: { style, config: LAYOUT_CONFIG_DEFAULTS[style] } };
  return deepMerge(start, patch);
}
