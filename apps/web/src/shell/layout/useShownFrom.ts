import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the window is `breakpoint` wide or wider. The shell's parts that narrower windows never show are not
 * rendered there at all, rather than rendered and hidden by a media rule: on a phone's cold load each was
 * dozens of MUI components styled for nothing (issue 33 §1). Read at the first render (`noSsr`), so a part is
 * never drawn and then taken away.
 */
export function useShownFrom(breakpoint: Breakpoint): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up(breakpoint), { noSsr: true });
}
