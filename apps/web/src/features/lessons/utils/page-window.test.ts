import { describe, expect, it } from 'vitest';
import { currentPage, MAX_PAGE_PIXELS, MAX_PIXEL_RATIO, pageRender, pagesToDraw } from './page-window';

describe('pagesToDraw: only the pages near the view are drawn', () => {
  it.each([
    ['nothing measured yet: the first page and the next', [], 40, 1, [1, 2]],
    ['page 1 in view', [1], 40, 1, [1, 2]],
    ['pages 10 and 11 in view', [11, 10], 40, 1, [9, 10, 11, 12]],
    ['the last page', [40], 40, 1, [39, 40]],
    ['a wider margin', [20], 40, 2, [18, 19, 20, 21, 22]],
    ['a one-page book', [], 1, 1, [1]],
    ['an empty book', [], 0, 1, []],
    ['numbers outside the book are ignored', [0, 41, 5], 40, 1, [4, 5, 6]],
  ] as const)('%s', (_, visible, total, margin, pages) => expect(pagesToDraw(visible, total, margin)).toEqual(pages));

  it('never keeps more than the view and its margins of a 40-page book', () => {
    for (let page = 1; page <= 40; page++) expect(pagesToDraw([page], 40, 1).length).toBeLessThanOrEqual(3);
  });
});

describe('currentPage', () => {
  it.each([
    ['the page taking most of the view', [[3, 0.2], [4, 0.8]], 4],
    ['the first of equals', [[5, 0.5], [4, 0.5]], 4],
    ['none in view', [[2, 0]], null],
    ['nothing measured', [], null],
  ] as const)('%s', (_, shares, page) => expect(currentPage(new Map(shares))).toBe(page));
});

describe('pageRender: the viewer width × the pixel ratio', () => {
  it('draws a letter page (612 × 792 pt) 328 px wide on a 3× phone at 984 pixels', () => {
    const render = pageRender(612, 792, 328, 3);
    expect(render.width).toBe(984);
    expect(render.height).toBe(Math.floor(792 * (984 / 612)));
  });
  it(`caps the pixel ratio at ${MAX_PIXEL_RATIO} and never draws below 1×`, () => {
    expect(pageRender(600, 800, 300, 4).width).toBe(900);
    expect(pageRender(600, 800, 300, 0.5).width).toBe(300);
  });
  it('keeps a page zoomed to 300 % on a 3× phone under the canvas limit, still wider than on screen', () => {
    const render = pageRender(612, 792, 328 * 3, 3);
    expect(render.width * render.height).toBeLessThanOrEqual(MAX_PAGE_PIXELS);
    expect(render.width).toBeGreaterThan(328 * 3 * 2);
  });
});
