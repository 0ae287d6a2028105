/**
 * Which pages of a book the viewer keeps drawn (Books, issue 9: "a 40-page
 * book must open on a phone without freezing it"): the pages in view and
 * `margin` pages either side, so the next one is ready before it scrolls in.
 * Every other page is a sized placeholder whose canvas has been released.
 */
export function pagesToDraw(visible: Iterable<number>, total: number, margin = 1): number[] {
  let first = Infinity;
  let last = -Infinity;
  for (const page of visible) {
    if (page < 1 || page > total) continue;
    first = Math.min(first, page);
    last = Math.max(last, page);
  }
  // Nothing measured yet: the first page (and the margin after it).
  if (first === Infinity) {
    if (total < 1) return [];
    first = 1;
    last = 1;
  }
  const pages: number[] = [];
  for (let page = Math.max(1, first - margin); page <= Math.min(total, last + margin); page++) pages.push(page);
  return pages;
}

/** The page 'Página n de N' names: the one taking most of the viewer, the first of equals; null when none shows. */
export function currentPage(visibleShare: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  let bestShare = 0;
  for (const [page, share] of [...visibleShare].sort(([a], [b]) => a - b)) {
    if (share > bestShare) {
      best = page;
      bestShare = share;
    }
  }
  return best;
}

/** Sharper than this costs memory a phone does not have for a page that looks the same. */
export const MAX_PIXEL_RATIO = 3;

/**
 * At most this many pixels a page's canvas (about 2,300 × 3,000): a page zoomed
 * to 300 % on a 3× phone would otherwise take 40 MB, and phones refuse canvases
 * past 16.7 million pixels. Past it the page is drawn a little less sharp.
 */
export const MAX_PAGE_PIXELS = 7_000_000;

/**
 * A page drawn at the viewer's width (× the zoom) × the screen's pixel ratio: the scale to
 * give pdf.js for a page `pageWidth` points wide, and the canvas size in pixels.
 */
export function pageRender(pageWidth: number, pageHeight: number, containerWidth: number, pixelRatio: number) {
  const ratio = Math.min(Math.max(pixelRatio, 1), MAX_PIXEL_RATIO);
  const wanted = (containerWidth * ratio) / pageWidth;
  const scale = Math.min(wanted, Math.sqrt(MAX_PAGE_PIXELS / (pageWidth * pageHeight)));
  return { scale, width: Math.floor(pageWidth * scale), height: Math.floor(pageHeight * scale) };
}
