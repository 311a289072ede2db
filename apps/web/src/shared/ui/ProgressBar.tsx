import { darken, lighten, useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/**
 * An indeterminate progress bar drawn by index.html's stylesheet (`.app-progress`, like the splash's bar),
 * in the area's secondary colour as MUI's LinearProgress draws it. The loaders every first load shows used MUI's LinearProgress: 14 emotion
 * rules and its keyframes to compile and insert while the page was still under the splash (issue 33 §1).
 */
export function ProgressBar({
  label,
  hidden = false,
  style,
  testId,
}: {
  /** The spoken name. */
  label?: string;
  /** Hidden from assistive technology: a bar beside a named one (the route's top bar). */
  hidden?: boolean;
  style?: CSSProperties;
  testId?: string;
}) {
  const { palette } = useTheme();
  const color = palette.secondary.main;
  // LinearProgress's track: the colour lightened on a light theme, darkened on a dark one.
  const track = palette.mode === 'light' ? lighten(color, 0.62) : darken(color, 0.5);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-hidden={hidden || undefined}
      className="app-progress"
      data-testid={testId}
      style={{ '--progress-color': color, '--progress-track': track, ...style } as CSSProperties}
    />
  );
}
