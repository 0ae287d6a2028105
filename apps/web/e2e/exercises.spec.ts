import type { Page, Request } from '@playwright/test';
import { encodeId, EXERCISES_MSG, formatMessage, type LessonRow, type Question, type SolvedEvaluation } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { answerKey } from './answer-key';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/*
 * The demo data is shared by every journey (one server). This file sends answers only to:
 * - ADU-N3-C (demo.alumno's current group), lesson 6, its second exercise ('Ejercicio 6.2'):
 *   lessons 4 and 5 and lesson 6's first exercise stay unanswered for the other journeys;
 * - ADU-N3-C's quality exam (a finished group's takes no answer any more, decision 030):
 *   the lessons journey only follows its link.
 * Exams are only opened (ADU-N3-C's mid-term, ADU-N1-A's final and mid-term recovery), never sent.
 */

// The narrowest phone we design for.
test.use({ viewport: { width: 360, height: 740 } });

interface StoredSession {
  login: { usuario: { id: number }; grupos: Array<{ id: number; grupo_corto: string }> };
}

async function post<T>(page: Page, path: string, body: object): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/1/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as unknown;
    },
    { path, body },
  ) as Promise<T>;
}

/** demo.alumno's id and a group's id, from the session the login stored. */
async function studentAndGroup(page: Page, grupoCorto: string) {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lms.session')!) as StoredSession);
  const group = session.login.grupos.find((g) => g.grupo_corto === grupoCorto)!;
  return { studentId: session.login.usuario.id, groupId: group.id };
}

/** The evaluations recursos.usuario offers in a lesson of the group, by resource type (1 exercise, 2 exam, 3 recovery exam). */
async function lessonEvaluations(page: Page, grupoCorto: string, leccion: number, tipo: number) {
  const { studentId, groupId } = await studentAndGroup(page, grupoCorto);
  const rows = await post<LessonRow[]>(page, 'recursos.usuario', { id_alumno: studentId, id_grupo: groupId, tipo: 0 });
  const row = rows.find((r) => r.leccion === leccion)!;
  return { studentId, groupId, resources: row.recursos.filter((r) => r.tipo === tipo) };
}

/** What the phone shows at that moment (snap takes the whole page), when E2E_SCREENSHOTS is set. */
async function snapScreen(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}-pantalla.png`) });
}

const isCall = (name: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/${name}`);

/** Picks option a of every question on screen. */
async function answerEveryQuestionWithA(page: Page) {
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check();
}

test.describe('an exercise', () => {
  // Offline on purpose for a moment: the page's reads fail while the device has no network.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

  test('is answered, refused with a question missing, sent, reviewed with its mistakes and sent again', async ({ page, context, request }) => {
    // A long journey on a shared two-core machine.
    test.setTimeout(120_000);
    await loginAs(page, 'demo.alumno', /gruposalumnos$/);
    const { groupId, resources } = await lessonEvaluations(page, 'ADU-N3-C', 6, 1);
    const exercise = resources[1]!;
    const sends: Request[] = [];
    page.on('request', (request) => {
      if (isCall('recurso.contestar')(request)) sends.push(request);
    });

    await page.goto(`ejercicio?grupo=${encodeId(groupId)}&evaluacion=${exercise.id_evaluacion}`);
    await expect(page.getByRole('heading', { level: 1, name: exercise.recurso })).toBeVisible();
    await expect(page.getByText('ADU-N3-C · Lección 6')).toBeVisible();
    // An instruction is shown and not numbered: the first question is #1 after it.
    const questions = page.getByRole('radiogroup');
    await expect(questions.first()).toHaveAccessibleName(/^Pregunta 1 /);
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(8);
    // A question's picture is drawn (served by the school's resources).
    const picture = page.getByRole('img', { name: /^Imagen de la pregunta \d+$/ }).first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'ejercicio-sin-contestar');

    // Two answered, the third missing: the message names it, the focus goes there, nothing is sent.
    await questions.nth(0).getByRole('radio').first().check();
    await questions.nth(1).getByRole('radio').first().check();
    await page.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
    const missing = formatMessage(EXERCISES_MSG.answerMissing, { n: 3 });
    await expect(page.getByRole('alert').filter({ hasText: missing })).toBeVisible();
    await expect(questions.nth(2).getByRole('radio').first()).toBeFocused();
    await expect(questions.nth(2)).toHaveAccessibleDescription(missing);
    await expectNoSeriousA11yViolations(page);
    await snapScreen(page, 'ejercicio-pregunta-faltante');
    expect(sends).toHaveLength(0);

    // Every question answered with a): some are wrong on purpose.
    await answerEveryQuestionWithA(page);
    await expect(page.getByRole('alert').filter({ hasText: missing })).toBeHidden();
    await expect(page.getByText(`Contestadas: ${total} de ${total}`)).toBeVisible();

    // The network drops: the app's offline notice shows above the screen (decision 032), and the answers stay.
    await context.setOffline(true);
    const offline = page.locator('[data-offline-notice]');
    await expect(offline).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(questions.nth(total - 1).getByRole('radio').first()).toBeChecked();

    const grading = page.waitForResponse((r) => isCall('recurso.contestar')(r.request()));
    // The read after the send (going back online read it once already, unsolved).
    const reread = page.waitForResponse(
      async (r) => isCall('recurso.resuelto')(r.request()) && r.status() === 200 && ((await r.json()) as SolvedEvaluation).ejercicioResuelto === 1,
    );
    await page.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
    const answer = (await (await grading).json()) as { calificacion: number };
    const solved = (await (await reread).json()) as SolvedEvaluation;
    // The body names no grade: the server grades.
    expect(sends[0]!.postDataJSON()).not.toHaveProperty('calificacion');
    const wrong = solved.preguntas.filter((q) => q.correcta === 0);
    expect(wrong.length).toBeGreaterThan(0);

    // Reloaded as solved: the green mark, the grade the server computed, the marks and the right options.
    const result = page.getByRole('region', { name: EXERCISES_MSG.exerciseSaved });
    await expect(result).toBeFocused();
    await expect(result).toBeInViewport();
    const grade = answer.calificacion.toLocaleString('es-MX', { maximumFractionDigits: 2 });
    await expect(result).toContainText(`${EXERCISES_MSG.gradeLabel}: ${grade} de 100`);
    await expect(result).toContainText(`Aciertos: ${total - wrong.length} de ${total}`);
    await expect(page.getByRole('button', { name: EXERCISES_MSG.answersSent })).toBeDisabled();
    await expect(page.getByText(EXERCISES_MSG.answerWrong, { exact: true })).toHaveCount(wrong.length);
    await expect(page.getByText(EXERCISES_MSG.answerRight, { exact: true })).toHaveCount(total - wrong.length);
    // While the exercise can be sent again the review names no right option, and says when it will (decision 031).
    await expect(page.getByText(EXERCISES_MSG.answerCorrectOption, { exact: true })).toHaveCount(0);
    expect(solved.preguntas.every((q) => q.opcion_correcta === null)).toBe(true);
    await expect(result).toContainText(EXERCISES_MSG.keyLater);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'ejercicio-resuelto');
    await snapScreen(page, 'ejercicio-resuelto');

    // Repasar mis errores: only the missed questions, each checked by the server at once, nothing sent as an answer.
    const key = (await answerKey(request, groupId)).get(exercise.id_evaluacion!)!;
    const multipleChoice = solved.preguntas.filter((q) => q.idTipoPregunta === 2);
    const numberOf = (q: Question) => multipleChoice.indexOf(q) + 1;
    const rightOf = (q: Question) => {
      const option = key.get(q.num_pregunta)!;
      return `${'abcd'[option - 1]}) ${[q.valor1, q.valor2, q.valor3, q.valor4][option - 1]}`;
    };
    const checks: Request[] = [];
    page.on('request', (r) => {
      if (isCall('recurso.comprobar')(r)) checks.push(r);
    });
    await page.getByRole('button', { name: EXERCISES_MSG.reviewMistakes }).click();
    await expect(page.getByRole('heading', { name: EXERCISES_MSG.reviewMistakes })).toBeFocused();
    const practice = (q: Question) => page.getByRole('group', { name: new RegExp(`^Pregunta ${numberOf(q)} `) });
    await expect(page.getByRole('group', { name: /^Pregunta \d+ / })).toHaveCount(wrong.length);
    // The first one wrong again (a), as before: wrong, and the right option is not named.
    const [first, second] = wrong as [Question, Question | undefined];
    await practice(first).getByRole('button', { name: /^a\) / }).click();
    await expect(page.getByRole('alert').filter({ hasText: EXERCISES_MSG.reviewWrongNoKey })).toBeFocused();
    await expect(page.getByText(EXERCISES_MSG.answerCorrectOption, { exact: true })).toHaveCount(0);
    // The next one right.
    if (second) {
      await practice(second).getByRole('button', { name: rightOf(second), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: EXERCISES_MSG.reviewRight })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await snapScreen(page, 'ejercicio-repaso');
    expect(sends).toHaveLength(1);
    expect(checks.length).toBe(second ? 2 : 1);
    await page.getByRole('button', { name: EXERCISES_MSG.reviewBack }).first().click();
    await expect(result).toContainText(`${EXERCISES_MSG.gradeLabel}: ${grade} de 100`);

    // Sent again: the first missed question changed to its right option, with the result it replaces.
    await page.getByRole('button', { name: EXERCISES_MSG.changeAnswers }).click();
    const firstMissed = questions.nth(numberOf(first) - 1);
    await firstMissed.getByRole('radio', { name: rightOf(first), exact: true }).check();
    // Leaving with the change unsent asks first.
    await page.getByRole('button', { name: 'Lecciones' }).click();
    const leave = page.getByRole('dialog', { name: EXERCISES_MSG.leaveUnsentTitle });
    await expect(leave).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapScreen(page, 'ejercicio-salir-sin-enviar');
    await leave.getByRole('button', { name: EXERCISES_MSG.leaveUnsentStay }).click();
    await expect(leave).toBeHidden();
    await expect(firstMissed.getByRole('radio', { name: rightOf(first), exact: true })).toBeChecked();

    const regraded = page.waitForResponse((r) => isCall('recurso.contestar')(r.request()));
    await page.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
    const again = (await (await regraded).json()) as { calificacion: number };
    expect(sends[1]!.postDataJSON()).toMatchObject({ editable: 1, idResultado: solved.recursoRescuelto!.id });
    expect(again.calificacion).toBeGreaterThan(answer.calificacion);
    await expect(result).toContainText(`Aciertos: ${total - wrong.length + 1} de ${total}`);
    await expect(result).toContainText(again.calificacion.toLocaleString('es-MX', { maximumFractionDigits: 2 }));

    // Back to the group's lessons, and the browser's back button returns to the solved exercise.
    await page.getByRole('button', { name: 'Lecciones' }).click();
    await expect(page).toHaveURL(new RegExp(`/lms/recursosgrupousuario\\?id=${encodeId(groupId)}$`));
    await page.goBack();
    await expect(result).toContainText(`Aciertos: ${total - wrong.length + 1} de ${total}`);
    // A change left unsent holds the browser's history too.
    await page.getByRole('button', { name: EXERCISES_MSG.changeAnswers }).click();
    // A question still answered a): b) is a change.
    const changed = questions.nth(numberOf(first) === 1 ? 1 : 0).getByRole('radio').nth(1);
    await changed.check();
    // As a person would, the browser's forward comes once the change is on screen (the guard is set up with it, a frame later).
    await expect(changed).toBeChecked();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await page.goForward();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: EXERCISES_MSG.leaveUnsentLeave }).click();
    await expect(page).toHaveURL(/\/lms\/recursosgrupousuario\?id=/);
  });
});

test('an exam is titled by its place among the lessons, and a recovery exam wears its tag', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const midterm = await lessonEvaluations(page, 'ADU-N3-C', 5, 2);
  await page.goto(`examen?grupo=${encodeId(midterm.groupId)}&evaluacion=${midterm.resources[0]!.id_evaluacion}`);
  await expect(page.getByRole('heading', { level: 1, name: EXERCISES_MSG.examMidterm })).toBeVisible();
  await expect(page.getByText(EXERCISES_MSG.recoveryTag)).toHaveCount(0);
  await expect(page.getByRole('button', { name: EXERCISES_MSG.sendAnswers })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'examen-medio-termino');

  // An exam is sent once: answered in full, it still asks first; "review" sends nothing.
  const sends: string[] = [];
  page.on('request', (request) => {
    if (isCall('recurso.contestar')(request)) sends.push(request.url());
  });
  await answerEveryQuestionWithA(page);
  await page.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
  const confirm = page.getByRole('dialog', { name: EXERCISES_MSG.examSendTitle });
  await expect(confirm).toContainText(EXERCISES_MSG.examSendBody);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: EXERCISES_MSG.examSendReview }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: EXERCISES_MSG.sendAnswers })).toBeEnabled();
  expect(sends).toEqual([]);

  const final = await lessonEvaluations(page, 'ADU-N1-A', 10, 2);
  await page.goto(`examen?grupo=${encodeId(final.groupId)}&evaluacion=${final.resources[0]!.id_evaluacion}`);
  await expect(page.getByRole('heading', { level: 1, name: EXERCISES_MSG.examFinal })).toBeVisible();

  // ADU-N1-A's mid-term recovery exam, answered with 85: solved, graded, and sent once.
  const recovery = await lessonEvaluations(page, 'ADU-N1-A', 5, 3);
  await page.goto(`examen?grupo=${encodeId(recovery.groupId)}&evaluacion=${recovery.resources[0]!.id_evaluacion}`);
  await expect(page.getByRole('heading', { level: 1, name: EXERCISES_MSG.examMidterm })).toBeVisible();
  await expect(page.getByText(EXERCISES_MSG.recoveryTag, { exact: true })).toBeVisible();
  const result = page.getByRole('region', { name: EXERCISES_MSG.examDone });
  await expect(result).toContainText(`${EXERCISES_MSG.gradeLabel}: 85 de 100`);
  // The demo's older results were stored without the choices: the right options only, no marks.
  await expect(result).toContainText(EXERCISES_MSG.answersNotKept);
  await expect(page.getByText(EXERCISES_MSG.answerWrong, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: EXERCISES_MSG.answersSent })).toBeDisabled();
  await expect(page.getByRole('button', { name: EXERCISES_MSG.changeAnswers })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'examen-recuperacion');
});

test('a listening question has its audio player', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const { studentId, groupId, resources } = await lessonEvaluations(page, 'ADU-N3-C', 5, 1);
  // Only read, never sent: which exercise of lesson 5 has the clip is the question bank's choice.
  let found: { id: number; numero: number } | null = null;
  for (const resource of resources) {
    const solved = await post<SolvedEvaluation>(page, 'recurso.resuelto', { id_evaluacion: resource.id_evaluacion, id_usuario: studentId, id_grupo: groupId });
    const graded = solved.preguntas.filter((q) => q.idTipoPregunta === 2);
    const index = graded.findIndex((q) => q.ruta_audio_pregunta !== null);
    if (index >= 0) found = { id: resource.id_evaluacion!, numero: index + 1 };
  }
  expect(found, 'an exercise of lesson 5 with a listening question').not.toBeNull();
  await page.goto(`ejercicio?grupo=${encodeId(groupId)}&evaluacion=${found!.id}`);
  const audio = page.getByLabel(formatMessage(EXERCISES_MSG.questionAudio, { n: found!.numero }));
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute('controls', '');
});

test('the quality exam is delivered once, thanks the student and says Entregado, without a grade', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const { groupId } = await studentAndGroup(page, 'ADU-N3-C');
  // Without `evaluacion` the screen asks get.evaluacion which exam is the group's.
  await page.goto(`examencalidad?grupo=${encodeId(groupId)}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Examen de calidad/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'examen-calidad');

  await answerEveryQuestionWithA(page);
  await page.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
  const thanks = page.getByRole('dialog', { name: EXERCISES_MSG.qualityDeliveredTitle });
  await expect(thanks).toContainText(EXERCISES_MSG.qualityThanks);
  await expectNoSeriousA11yViolations(page);
  await snapScreen(page, 'examen-calidad-gracias');
  await thanks.getByRole('button', { name: 'Aceptar' }).click();
  await expect(thanks).toBeHidden();

  const result = page.getByRole('region', { name: EXERCISES_MSG.qualityDelivered });
  await expect(result).toBeVisible();
  await expect(page.getByText(EXERCISES_MSG.gradeLabel)).toHaveCount(0);
  await expect(page.getByRole('button', { name: EXERCISES_MSG.changeAnswers })).toHaveCount(0);
  await expect(page.getByRole('button', { name: EXERCISES_MSG.answersSent })).toBeDisabled();
  await snap(page, 'examen-calidad-entregado');

  // Read fresh on the next visit: still delivered.
  await page.reload();
  await expect(page.getByRole('region', { name: EXERCISES_MSG.qualityDelivered })).toBeVisible();
});
