import type { Page } from '@playwright/test';
import { EXERCISES_MSG, formatMessage, LESSONS_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, settled, test } from './fixtures';
import { snap } from './screenshot';

// The phone the lessons screens are drawn for first.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Mis grupos → the current group (level 3, running online) → Recursos.
 * `whileLoading` runs while the lessons are still being read. Returns the encoded group id.
 */
async function openCurrentLessons(page: Page, whileLoading?: () => Promise<void>): Promise<string> {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (whileLoading) await page.route('**/api/1/recursos.usuario', async (route) => held.then(() => route.continue()));
  await page.getByRole('link', { name: 'Recursos' }).click();
  await expect(page).toHaveURL(/\/lms\/recursosgrupousuario\?id=/);
  if (whileLoading) {
    await whileLoading();
    // From now on every read goes straight through.
    release();
  }
  await expect(page.getByRole('heading', { name: 'Lecciones', level: 1 })).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}

/** A lesson's panel header (a button inside its h2): 'Lección n', its status and its attendance. */
const lesson = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Lección ${n} `) });

test('the lessons list says what is done, missing and not yet, with attendance, and each lesson opens its resources', async ({ page }) => {
  const group = await openCurrentLessons(page, async () => {
    await expect(page.getByRole('status', { name: 'Cargando lecciones' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // Mid-cycle (demo data): the first lessons answered, lesson 4 pending, the last ones still to come.
  await expect(lesson(page, 1)).toContainText(LESSONS_MSG.exerciseDone);
  await expect(lesson(page, 1)).toContainText('Asistencia');
  await expect(lesson(page, 3)).toContainText('Retardo');
  await expect(lesson(page, 4)).toContainText(LESSONS_MSG.exerciseMissing);
  await expect(lesson(page, 4)).toContainText('Falta');
  await expect(lesson(page, 10)).toContainText(/Disponible a partir del: \d{1,2} de [a-z]+ de \d{4}/);
  await expect(lesson(page, 10)).toContainText('Sin registro');
  await expect(page.getByRole('link', { name: /Examen de calidad/ })).toHaveAttribute('href', new RegExp(`/lms/examencalidad\\?grupo=${group}&evaluacion=\\d+$`));
  await expect(page.getByRole('link', { name: /Lecciones de certificación/ })).toHaveAttribute('href', `/lms/recursosgrupocerti?id=${group}`);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'lecciones');

  // A future lesson lists what it holds, and no buttons yet.
  await lesson(page, 10).click();
  await expect(lesson(page, 10)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-lesson="10"]').getByText('Contenido: 2 ejercicios · 2 exámenes · 1 PDF')).toBeVisible();
  await expect(page.locator('[data-lesson="10"]').getByRole('link')).toHaveCount(0);

  // The mid-term lesson: every kind of resource, each opening its screen with the group and evaluation.
  await lesson(page, 5).click();
  await expect(lesson(page, 5)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('[data-lesson="5"]');
  await expect(panel.getByRole('link', { name: 'Ejercicio 1' })).toHaveAttribute('href', new RegExp(`/lms/ejercicio\\?grupo=${group}&evaluacion=\\d+$`));
  await expect(panel.getByRole('link', { name: 'Ejercicio 2' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Examen', exact: true })).toHaveAttribute('href', new RegExp(`/lms/examen\\?grupo=${group}&evaluacion=\\d+$`));
  await expect(panel.getByRole('link', { name: 'Examen rec.' })).toHaveAttribute('href', new RegExp(`/lms/examen\\?grupo=${group}&evaluacion=\\d+$`));
  await expect(panel.getByRole('link', { name: 'Video' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'lecciones-abierta');
});

test('a lesson is done only when every exercise of it was sent', async ({ page }) => {
  const group = await openCurrentLessons(page);
  // Lesson 6's second exercise sent (the exercises journey sends it; sent here when this runs alone), its first one not.
  await page.evaluate(async (encoded) => {
    const session = JSON.parse(localStorage.getItem('lms.session')!) as { login: { usuario: { id: number } } };
    const post = async (call: string, body: unknown) =>
      (await fetch(`/api/1/${call}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
    const id_alumno = session.login.usuario.id;
    const id_grupo = Number(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')));
    const rows = (await post('recursos.usuario', { id_alumno, id_grupo, tipo: 0 })) as unknown as Array<{ leccion: number; recursos: Array<{ tipo: number; id_evaluacion: number }> }>;
    const second = rows.find((r) => r.leccion === 6)!.recursos.filter((r) => r.tipo === 1)[1]!;
    const solved = (await post('recurso.resuelto', { id_usuario: id_alumno, id_grupo, id_evaluacion: second.id_evaluacion })) as { ejercicioResuelto: number; preguntas: Array<{ num_pregunta: number; idTipoPregunta: number }> };
    if (solved.ejercicioResuelto === 1) return;
    const preguntas = solved.preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 2 ? 1 : null }));
    await post('recurso.contestar', { id_alumno, id_grupo, id_evaluacion: second.id_evaluacion, preguntas });
  }, group);
  await page.reload();
  await expect(lesson(page, 6)).toContainText(LESSONS_MSG.exerciseMissing);
  await lesson(page, 6).click();
  await expect(page.locator('[data-lesson="6"]')).toContainText(formatMessage(LESSONS_MSG.exercisesDoneOf, { n: 1, total: 2 }));
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'leccion-a-medias');
  await expect(lesson(page, 1)).toContainText(LESSONS_MSG.exerciseDone);
});

test('a 40-page book opens page by page, a video plays, and Back lands where the student was', async ({ page }) => {
  const group = await openCurrentLessons(page);
  // The student taps once the screen is whole and still: its cards above the lessons come with their own reads.
  await expect(page.getByRole('link', { name: /Examen de calidad/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lecciones de certificación/ })).toBeVisible();
  await lesson(page, 10).click();
  await lesson(page, 5).click();
  await settled(page);
  const panel = page.locator('[data-lesson="5"]');
  await panel.getByRole('link', { name: 'PDF' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // Where the student sees the PDF button: content that arrives above it later may move scrollY
  // (the browser's scroll anchoring keeps the view), but not what is on the screen.
  const seenAt = (await panel.getByRole('link', { name: 'PDF' }).boundingBox())!.y;
  await panel.getByRole('link', { name: 'PDF' }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/books\\?grupo=${group}&leccion=5$`));
  await expect(page.getByRole('heading', { name: 'Libros de la lección 5', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Descargar Libro, lección 5/ })).toHaveAttribute('href', /^\/api\/1\/recursos\.archivo\/\d+\/\d+$/);
  const viewer = page.getByRole('region', { name: /^Vista previa de Libro, lección 5/ });
  await expect(viewer.locator('canvas[data-rendered="true"]').first()).toBeVisible({ timeout: 15_000 });
  const status = page.getByText(/^Página \d+ de \d+$/);
  await expect(status).toHaveText(/^Página 1 de \d+$/);
  const total = Number((await status.textContent())!.split(' de ')[1]);
  expect(total).toBeGreaterThanOrEqual(40);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'libro');

  // To the end of a 40-page book: the last page is drawn, and only the pages near the view hold a canvas.
  await viewer.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(status).toHaveText(`Página ${total} de ${total}`);
  await expect(viewer.locator(`[data-page="${total}"] canvas[data-rendered="true"]`)).toBeVisible({ timeout: 15_000 });
  expect(await viewer.locator('canvas').count()).toBeLessThanOrEqual(4);

  // Browser back: the list with the same panels open, at the same place.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/lms/recursosgrupousuario\\?id=${group}$`));
  await expect(lesson(page, 5)).toHaveAttribute('aria-expanded', 'true');
  await expect(lesson(page, 10)).toHaveAttribute('aria-expanded', 'true');
  const pdf = page.locator('[data-lesson="5"]').getByRole('link', { name: 'PDF' });
  await expect.poll(async () => Math.abs((await pdf.boundingBox())!.y - seenAt)).toBeLessThanOrEqual(8);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // Videos: a player per video, reading only its length until played.
  await page.locator('[data-lesson="5"]').getByRole('link', { name: 'Video' }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/videos\\?grupo=${group}&leccion=5$`));
  await expect(page.getByRole('heading', { name: 'Videos de la lección 5', level: 1 })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(video).toHaveAttribute('src', /^\/api\/1\/recursos\.archivo\/\d+\/\d+$/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'videos');

  // The screen's own back button also returns to the list as it was.
  await page.getByRole('button', { name: 'Lecciones' }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/recursosgrupousuario\\?id=${group}$`));
  await expect(lesson(page, 5)).toHaveAttribute('aria-expanded', 'true');
});

test('the certification lessons say why a lesson is locked and what unlocks it', async ({ page }) => {
  const group = await openCurrentLessons(page);
  await page.getByRole('link', { name: /Lecciones de certificación/ }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/recursosgrupocerti\\?id=${group}$`));
  await expect(page.getByRole('heading', { name: 'Certificación', level: 1 })).toBeVisible();

  // Half done: the first answered, the second open, the rest locked in sequence, the last with its requirements.
  await expect(lesson(page, 1)).toContainText(LESSONS_MSG.exerciseDone);
  await expect(lesson(page, 2)).toContainText(LESSONS_MSG.exerciseMissing);
  await expect(lesson(page, 3)).toContainText(LESSONS_MSG.certificationPrevious);
  await expect(lesson(page, 5)).toContainText('Para presentar el examen final necesitas: contestar la lección anterior y obtener en ella una calificación de 75 o más.');
  await expect(page.getByRole('region', { name: 'Código de certificación' })).toHaveCount(0);

  await lesson(page, 3).click();
  await expect(page.getByText('Se habilita cuando contestes la lección 2.')).toBeVisible();
  await expect(page.locator('[data-lesson="3"]').getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'certificacion');

  // A locked lesson's book says why too, not a bare lock.
  await page.goto(`books?grupo=${group}&leccion=3&tipo=1`);
  await expect(page.getByRole('heading', { name: 'Libros de la lección 3', level: 1 })).toBeVisible();
  await expect(page.getByText(LESSONS_MSG.certificationPrevious)).toBeVisible();
  await expect(page.getByText('Se habilita cuando contestes la lección 2.')).toBeVisible();
});

interface CertificationRow {
  leccion: number;
  calificacion: number | null;
  recursos: Array<{ tipo: number; id_evaluacion: number | null }>;
}
interface SolvedQuestion {
  num_pregunta: number;
  idTipoPregunta: number;
  correcta: number | null;
  valor1: string;
  valor2: string;
  valor3: string;
  valor4: string;
}

/**
 * Answers the certification lessons still without a grade, in order, through
 * the exercises calls from the page (the session cookie), as a student
 * without the key would: an exercise is sent with option a, then each wrong
 * answer is tried again through "Repasar mis errores"' check
 * (recurso.comprobar, right or wrong) until right, and sent again (75 or more
 * opens the last lesson); the last lesson's exam is sent once with option a,
 * which the demo's bank grades under 70. The exercise screens are another
 * journey's.
 */
async function answerRemainingCertificationLessons(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('lms.session') ?? 'null') as { escuela: number; login: { usuario: { id: number } } };
    const post = async <T,>(call: string, body: unknown): Promise<T> => {
      const response = await fetch(`/api/${session.escuela}/${call}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const id_alumno = session.login.usuario.id;
    const encoded = new URLSearchParams(location.search).get('id')!;
    const id_grupo = Number(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')));
    const rowsNow = () => post<CertificationRow[]>('recursos.usuario', { id_alumno, id_grupo, tipo: 1 });
    const read = (id_evaluacion: number) => post<{ preguntas: SolvedQuestion[] }>('recurso.resuelto', { id_evaluacion, id_usuario: id_alumno, id_grupo });
    const answers = (questions: SolvedQuestion[], pick: (q: SolvedQuestion) => number | null) =>
      questions.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 6 ? null : pick(q) }));
    /** The right option of a sent evaluation's question, found by trying each shown one. */
    const findRight = async (id_evaluacion: number, q: SolvedQuestion): Promise<number> => {
      const shown = [q.valor1, q.valor2, q.valor3, q.valor4].flatMap((text, i) => (text === '-' ? [] : [i + 1]));
      for (const eleccion of shown) {
        const { correcta } = await post<{ correcta: number }>('recurso.comprobar', { id_usuario: id_alumno, id_grupo, id_evaluacion, num_pregunta: q.num_pregunta, eleccion });
        if (correcta === 1) return eleccion;
      }
      throw new Error(`sin opción correcta: ${id_evaluacion}/${q.num_pregunta}`);
    };
    const done: number[] = [];
    const count = (await rowsNow()).length;
    for (let i = 0; i < count; i++) {
      const row = (await rowsNow())[i]!;
      if (row.calificacion !== null) continue;
      const graded = row.recursos.find((r) => r.tipo <= 3 && r.id_evaluacion !== null);
      if (!graded) throw new Error(`la lección ${row.leccion} no está abierta`);
      const id_evaluacion = graded.id_evaluacion!;
      const first = await read(id_evaluacion);
      const sent = await post<{ idResultado: number }>('recurso.contestar', { id_alumno, id_grupo, id_evaluacion, preguntas: answers(first.preguntas, () => 1) });
      if (graded.tipo === 1) {
        const review = await read(id_evaluacion);
        const right = new Map<number, number>();
        for (const q of review.preguntas) if (q.idTipoPregunta === 2) right.set(q.num_pregunta, q.correcta === 1 ? 1 : await findRight(id_evaluacion, q));
        await post('recurso.contestar', { id_alumno, id_grupo, id_evaluacion, preguntas: answers(review.preguntas, (q) => right.get(q.num_pregunta) ?? null), editable: 1, idResultado: sent.idResultado });
      }
      done.push(row.leccion);
    }
    return done;
  });
}

test('the CODIGO card appears once the last certification lesson has a grade; its dialog does not congratulate a failed exam', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const group = await openCurrentLessons(page);
  await page.goto(`recursosgrupocerti?id=${group}`);
  await expect(lesson(page, 1)).toContainText(LESSONS_MSG.exerciseDone);
  expect(await answerRemainingCertificationLessons(page)).toEqual([2, 3, 4, 5]);

  await page.reload();
  // The last lesson holds only the final exam.
  await expect(lesson(page, 5)).toContainText(EXERCISES_MSG.examDone);
  // The first time the code shows, the dialog opens by itself; the spec's '¡Excelente!' is for a passed exam.
  const dialog = page.getByRole('dialog', { name: LESSONS_MSG.certificationCodeTitlePlain });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: LESSONS_MSG.certificationCodeTitle })).toHaveCount(0);
  await expect(dialog).not.toContainText(LESSONS_MSG.certificationCodeCongrats);
  await expect(dialog).toContainText(/En la última obtuviste [\d.]+, menos de 70: repásalas antes de presentar el examen/);
  const code = (await dialog.getByText(/^N3-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent())!;
  const exam = dialog.getByRole('link', { name: 'Presentar examen' });
  await expect(exam).toHaveAttribute('target', '_blank');
  await expect(exam).toHaveAttribute('rel', /noopener/);
  await expect(exam).toHaveAttribute('href', /^https?:\/\//);
  const manual = dialog.getByRole('link', { name: /^Descargar/ });
  await expect(manual).toHaveAttribute('href', `/api/1/codigo.certificacion.manual/${group}`);
  const pdf = await page.request.get(`/api/1/codigo.certificacion.manual/${group}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'codigo-dialogo');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Código de certificación' });
  await expect(card.getByText(code, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Copiar código' }).click();
  await expect(card.getByRole('status')).toHaveText(LESSONS_MSG.certificationCodeCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'codigo');

  await card.getByRole('button', { name: 'Ver instrucciones' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // Seen once: it stays shut on the next visit, and the code is the same.
  await page.reload();
  await expect(card.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
