import type { Page } from '@playwright/test';
import { EXERCISES_MSG, formatMessage, type LessonRow, LESSONS_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, settled, test } from './fixtures';
import { snap } from './screenshot';

// Reading on a phone (issue 18): the e-book viewer and the listening lesson.
test.use({ viewport: { width: 360, height: 740 } });

/** Mis grupos → the current group (ADU-N3-C) → Recursos; returns the encoded group id. */
async function openCurrentLessons(page: Page): Promise<string> {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Recursos' }).click();
  await expect(page.getByRole('heading', { name: 'Lecciones', level: 1 })).toBeVisible();
  // The cards above the lessons come with their own reads: tap once the screen is still.
  await expect(page.getByRole('link', { name: /Lecciones de certificación/ })).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}

const lesson = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Lección ${n} `) });

/** From the lessons list, lesson 5's PDF; logs how long its first page took to be drawn (a figure, not a check). */
async function openBook(page: Page) {
  if ((await lesson(page, 5).getAttribute('aria-expanded')) !== 'true') await lesson(page, 5).click();
  await settled(page);
  const started = Date.now();
  await page.locator('[data-lesson="5"]').getByRole('link', { name: 'PDF' }).click();
  await expect(page.getByRole('heading', { name: 'Libros de la lección 5', level: 1 })).toBeVisible();
  const viewer = page.getByRole('region', { name: /^Vista previa de Libro, lección 5/ });
  await expect(viewer.locator('canvas[data-rendered="true"]').first()).toBeVisible({ timeout: 15_000 });
  test.info().annotations.push({ type: 'first page drawn (ms)', description: String(Date.now() - started) });
  return viewer;
}

test('a book zooms sharp with Acercar and Alejar, scrolls sideways when zoomed, and reopens at the last page read', async ({ page }) => {
  await openCurrentLessons(page);
  const viewer = await openBook(page);
  // pdf.js parses and draws in its own worker, not on the page's thread.
  expect(page.workers().some((worker) => /pdf\.worker[\w.-]*\.mjs$/.test(worker.url()))).toBe(true);
  const status = page.getByText(/^Página \d+ de \d+$/);
  await expect(status).toHaveText(/^Página 1 de \d+$/);
  const total = Number((await status.textContent())!.split(' de ')[1]);

  // Acercar draws the page again at the larger size (the canvas has more pixels, not a stretched picture).
  const firstPage = viewer.locator('[data-page="1"] canvas[data-rendered="true"]');
  const pixels = () => firstPage.evaluate((canvas: HTMLCanvasElement) => canvas.width);
  const shown = async () => (await firstPage.boundingBox())!.width;
  const [pixelsBefore, shownBefore] = [await pixels(), await shown()];
  await expect(page.getByText('Tamaño 100 %')).toBeVisible();
  await expect(page.getByRole('button', { name: LESSONS_MSG.pdfZoomOut })).toBeDisabled();
  await page.getByRole('button', { name: LESSONS_MSG.pdfZoomIn }).click();
  await page.getByRole('button', { name: LESSONS_MSG.pdfZoomIn }).click();
  await expect(page.getByText('Tamaño 150 %')).toBeVisible();
  await expect.poll(pixels).toBeGreaterThanOrEqual(Math.floor(pixelsBefore * 1.45));
  expect(await shown()).toBeGreaterThan(shownBefore * 1.45);
  // Wider than the viewer: it scrolls sideways.
  expect(await viewer.evaluate((element) => element.scrollWidth > element.clientWidth + 50)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'libro-acercado');
  await page.getByRole('button', { name: LESSONS_MSG.pdfZoomOut }).click();
  await page.getByRole('button', { name: LESSONS_MSG.pdfZoomOut }).click();
  await expect(page.getByText('Tamaño 100 %')).toBeVisible();
  await expect.poll(pixels).toBe(pixelsBefore);

  // Read on to page 7, leave, and come back: the book opens at page 7, drawn.
  await viewer.evaluate((element: HTMLElement) => {
    const seventh = element.querySelector<HTMLElement>('[data-page="7"]')!;
    element.scrollTop = seventh.offsetTop - element.offsetTop;
  });
  await expect(status).toHaveText(`Página 7 de ${total}`);
  await page.goBack();
  await expect(lesson(page, 5)).toBeVisible();
  const again = await openBook(page);
  await expect(status).toHaveText(`Página 7 de ${total}`);
  await expect(page.getByText(formatMessage(LESSONS_MSG.pdfResumed, { n: 7 }))).toBeVisible();
  await expect(again.locator('[data-page="7"] canvas[data-rendered="true"]')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'libro-retomado');
});

test('two fingers apart zoom the book in, drawn again at the new size', async ({ page }) => {
  await openCurrentLessons(page);
  const viewer = await openBook(page);
  const firstPage = viewer.locator('[data-page="1"] canvas[data-rendered="true"]');
  const pixels = () => firstPage.evaluate((canvas: HTMLCanvasElement) => canvas.width);
  const before = await pixels();
  const box = (await viewer.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + 150];
  // A pinch as the phone's screen sends it: two touches moving apart.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: x - spread, y, id: 1 }, { x: x + spread, y, id: 2 }],
    });
  await touch('touchStart', 40);
  for (let spread = 50; spread <= 100; spread += 10) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await expect(page.getByText(/^Tamaño (2[0-9]{2}|1[6-9][0-9]) %$/)).toBeVisible();
  await expect.poll(pixels).toBeGreaterThan(before * 1.5);
});

test('a saved book is named by its title, with its accents', async ({ page }) => {
  await openCurrentLessons(page);
  await openBook(page);
  const link = page.getByRole('link', { name: /^Descargar Libro, lección 5/ });
  const title = (await link.getAttribute('aria-label'))!.replace(/^Descargar /, '');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  // "Libro, lección 5: Review…" → "Libro, lección 5 - Review….pdf" (a colon cannot be in a file name).
  expect(download.suggestedFilename()).toBe(`${title.replaceAll(': ', ' - ')}.pdf`);
  expect(download.suggestedFilename()).toMatch(/^Libro, lección 5 - /);
});

test('the listening lesson plays its recording: a native player, labelled, whose clip answers and has a length', async ({ page }) => {
  const group = await openCurrentLessons(page);
  // Certification lesson 2 ("Listening practice"), opened by its address: by now another journey
  // may have graded the last certification lesson, and the code dialog would open over the list.
  const evaluation = await page.evaluate(async (encoded) => {
    const session = JSON.parse(localStorage.getItem('lms.session')!) as { login: { usuario: { id: number }; grupos: Array<{ id: number; grupo_corto: string }> } };
    const id_grupo = session.login.grupos.find((g) => g.grupo_corto === 'ADU-N3-C')!.id;
    const body = JSON.stringify({ id_alumno: session.login.usuario.id, id_grupo, tipo: 1 });
    const rows = (await (await fetch('/api/1/recursos.usuario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).json()) as LessonRow[];
    return { encoded, id: rows.find((r) => r.leccion === 2)!.recursos.find((r) => r.tipo === 1)!.id_evaluacion! };
  }, group);
  await page.goto(`ejercicio?grupo=${evaluation.encoded}&evaluacion=${evaluation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Listening practice/ })).toBeVisible();
  const instructions = page.getByText(/^Listening practice\. Play the recording/).first();
  await expect(instructions).toBeVisible();
  const audio = page.getByLabel(EXERCISES_MSG.instructionsAudio).first();
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute('controls', '');
  // Its length is known once the player has read the clip's start (preload="metadata").
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration || 0), { timeout: 10_000 }).toBeGreaterThan(5);
  const src = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);
  const clip = await page.request.get(src);
  expect(clip.status()).toBe(200);
  expect(clip.headers()['content-type']).toBe('audio/mpeg');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'escucha');
});
