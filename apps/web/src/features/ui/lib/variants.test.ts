import { describe, expect, it } from 'vitest';
import { CARDED_VARIANTS, SIMPLE_VARIANTS, cardedPath, simplePath } from '../paths';
import { cardedOptions, cardedVariantOf, simpleOptions, simpleVariantOf } from './variants';

describe('page layout variants', () => {
  it('reads every carded variant’s sidebars, tabs and scrolling from its name', () => {
    expect(CARDED_VARIANTS).toHaveLength(12);
    expect(cardedOptions('full-width')).toEqual({
      left: false,
      right: false,
      tabs: false,
      innerScroll: false,
      sidebarsInside: false,
    });
    expect(cardedOptions('left-sidebar-2-tabbed')).toMatchObject({
      left: true,
      right: false,
      tabs: true,
      innerScroll: true,
    });
    expect(cardedOptions('right-sidebar-tabbed')).toMatchObject({
      left: false,
      right: true,
      tabs: true,
      innerScroll: false,
    });
    expect(cardedOptions('full-width-2')).toMatchObject({ tabs: false, innerScroll: true });
    // Each variant is a different frame.
    const frames = CARDED_VARIANTS.map((variant) => JSON.stringify(cardedOptions(variant)));
    expect(new Set(frames).size).toBe(12);
  });
  it('reads every simple variant, -2 and -3 putting the sidebars below the header', () => {
    expect(SIMPLE_VARIANTS).toHaveLength(8);
    expect(simpleOptions('left-sidebar')).toMatchObject({
      left: true,
      sidebarsInside: false,
      innerScroll: false,
    });
    expect(simpleOptions('right-sidebar-2')).toMatchObject({
      right: true,
      sidebarsInside: true,
      innerScroll: false,
    });
    expect(simpleOptions('left-sidebar-3')).toMatchObject({
      left: true,
      sidebarsInside: true,
      innerScroll: true,
    });
    expect(simpleOptions('tabbed')).toMatchObject({ tabs: true, left: false, right: false });
    const frames = SIMPLE_VARIANTS.map((variant) => JSON.stringify(simpleOptions(variant)));
    expect(new Set(frames).size).toBe(8);
  });
  it('finds the variant from its path', () => {
    for (const variant of CARDED_VARIANTS) expect(cardedVariantOf(cardedPath(variant))).toBe(variant);
    for (const variant of SIMPLE_VARIANTS) expect(simpleVariantOf(simplePath(variant))).toBe(variant);
  });
});
