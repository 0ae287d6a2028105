import { devices, type Browser, type Page } from '@playwright/test';
import { encodeId, EXERCISES_MSG, type LessonRow } from '@lms/contract';
import { acceptFeedback, chooseSchool, expect, signIn, test } from './fixtures';

/*
 * No re-send is lost across devices (decision 018): a re-send from a screen
 * older than the result is refused. Evaluation: ADU-N3-C (demo.alumno's
 * current group: a finished cycle's results no longer change, decision 030)
 * lesson 2's first exercise, answered by the seed without the chosen options,
 * so each phone answers it again. It stays answered, as the other journeys
 * expect of lesson 2; they read its grade only loosely.
 */

// The refused re-send is a 409 on purpose.
test.use({ allowedConsoleErrors: [/status of 409/] });

async function phone(browser: Browser): Promise<Page> {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel7, locale: 'es-MX', timezoneId: 'America/Monterrey', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await chooseSchool(page);
  await signIn(page, 'demo.alumno');
  await expect(page).toHaveURL(/gruposalumnos$/);
  return page;
}

/** The address of ADU-N3-C lesson 2's first exercise, as the lessons list links it. */
async function exerciseUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('lms.session')!) as { login: { usuario: { id: number }; grupos: Array<{ id: number; grupo_corto: string }> } };
    const group = session.login.grupos.find((g) => g.grupo_corto === 'ADU-N3-C')!;
    const response = await fetch('/api/1/recursos.usuario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id_alumno: session.login.usuario.id, id_grupo: group.id, tipo: 0 }),
    });
    const rows = (await response.json()) as LessonRow[];
    const exercise = rows.find((r) => r.leccion === 2)!.recursos.find((r) => r.tipo === 1)!;
    return `ejercicio?grupo=${group.id}&evaluacion=${exercise.id_evaluacion}`;
  }).then((url) => url.replace(/grupo=(\d+)/, (_, id: string) => `grupo=${encodeId(Number(id))}`));
}

/** Picks option a of every question on screen. */
async function answerEveryQuestionWithA(page: Page) {
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check();
}

test('a re-send from a phone that did not see the other phone’s re-send is refused, and the screen reads the result again', async ({ browser }) => {
  const first = await phone(browser);
  const second = await phone(browser);
  const url = await exerciseUrl(first);
  for (const page of [first, second]) {
    await page.goto(url);
    await expect(page.getByText(EXERCISES_MSG.exerciseSaved)).toBeVisible();
    await page.getByRole('button', { name: EXERCISES_MSG.changeAnswers }).click();
    await answerEveryQuestionWithA(page);
  }

  await first.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
  await expect(first.getByRole('button', { name: EXERCISES_MSG.answersSent })).toBeVisible();

  // The second phone still shows the result as it was before the first phone's re-send.
  await second.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
  await acceptFeedback(second, 'error', EXERCISES_MSG.resultMismatch);
  // Read again: the solved view of the current result, which can be changed from there.
  await expect(second.getByRole('button', { name: EXERCISES_MSG.changeAnswers })).toBeVisible();
  await second.getByRole('button', { name: EXERCISES_MSG.changeAnswers }).click();
  await answerEveryQuestionWithA(second);
  await second.getByRole('button', { name: EXERCISES_MSG.sendAnswers }).click();
  await expect(second.getByRole('button', { name: EXERCISES_MSG.answersSent })).toBeVisible();
});
