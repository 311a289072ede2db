import { CARDED_VARIANTS, SIMPLE_VARIANTS, type CardedVariant, type SimpleVariant } from '../paths';

/** What a variant's name asks of the frame. */
export interface FrameOptions {
  left: boolean;
  right: boolean;
  tabs: boolean;
  innerScroll: boolean;
  /** Simple frame only: sidebars below the header rather than at full height. */
  sidebarsInside: boolean;
}

/**
 * Carded: `left-`/`right-` add that sidebar, `-tabbed` a tab bar, `-2` scrolls the content inside the
 * card (header and tabs stay in view).
 */
export function cardedOptions(variant: CardedVariant): FrameOptions {
  return {
    left: variant.startsWith('left-'),
    right: variant.startsWith('right-'),
    tabs: variant.endsWith('-tabbed'),
    innerScroll: /-2(-|$)/.test(variant),
    sidebarsInside: false,
  };
}

/**
 * Simple: `-sidebar` runs at full height, `-sidebar-2` sits below the header, `-sidebar-3` sits below the
 * header with the content scrolling inside; `tabbed` is the full-width page with a tab bar.
 */
export function simpleOptions(variant: SimpleVariant): FrameOptions {
  return {
    left: variant.startsWith('left-'),
    right: variant.startsWith('right-'),
    tabs: variant === 'tabbed',
    innerScroll: variant.endsWith('-3'),
    sidebarsInside: variant.endsWith('-2') || variant.endsWith('-3'),
  };
}

/** The variant named by the path's last segment (the routes list each one), or the first. */
export function cardedVariantOf(pathname: string): CardedVariant {
  return CARDED_VARIANTS.find((variant) => pathname.endsWith(`/${variant}`)) ?? CARDED_VARIANTS[0];
}
export function simpleVariantOf(pathname: string): SimpleVariant {
  return SIMPLE_VARIANTS.find((variant) => pathname.endsWith(`/${variant}`)) ?? SIMPLE_VARIANTS[0];
}
