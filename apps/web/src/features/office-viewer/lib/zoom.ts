/** Zoom levels the buttons step through (1 = real size). "Fit width" may land between them. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

const EPSILON = 0.001;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + EPSILON) ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - EPSILON) ?? MIN_ZOOM;
}

/** The zoom at which a page `pageWidth` px wide (at zoom 1) fills `available` px, within the limits. */
export function fitWidthZoom(available: number, pageWidth: number): number {
  if (available <= 0 || pageWidth <= 0) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.floor((available / pageWidth) * 100) / 100));
}

/** The zoom a document opens at: real size, or smaller when the screen is narrower than the page. */
export function initialZoom(available: number, pageWidth: number): number {
  return Math.min(1, fitWidthZoom(available, pageWidth));
}

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
