/** The viewer's zoom over the page drawn at the viewer's width: 100 % to 300 %. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
const STEPS = [1, 1.25, 1.5, 2, 2.5, 3];

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));

/** Acercar: the next step above (a pinch may have left the zoom between steps). */
export function zoomIn(zoom: number): number {
  return STEPS.find((step) => step > zoom + 0.01) ?? MAX_ZOOM;
}

/** Alejar: the next step below. */
export function zoomOut(zoom: number): number {
  return [...STEPS].reverse().find((step) => step < zoom - 0.01) ?? MIN_ZOOM;
}
