import type { Page } from '@playwright/test';
import { ACCESS_MSG, encodeId, EXERCISES_MSG, GROUP_NEXT_MSG, MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/*
 * Dead ends (decision 033): a passed level opens, a warning says what to do
 * next and whom to call (the group's branch), the extraordinary exam is one
 * tap away, and the generic error dialog no longer sends to tickets that do
 * not exist. demo.reprobado: Nivel 1 passed (ADU-N1-E), Nivel 2 under 70 with
 * its extraordinary exam to take (ADU-N2-F), Nivel 3 waiting for it
 * (ADU-N3-G), all at the Miguel Alemán branch (81 8100 1022).
 * Nothing here sends the exam: the later journeys keep demo.reprobado as seeded.
 */
test.use({ viewport: { width: 360, height: 740 } });

const BRANCH_PHONE = '81 8100 1022';

const groupButton = (page: Page, grupo: string) =>
  page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: grupo }).getByRole('button');

test('demo.reprobado opens the level it passed, with no word of a block', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  await groupButton(page, 'ADU-N1-E').click();
  await expect(page).toHaveURL(/\/lms\/detallegrupo\?id=/);
  await expect(page.getByRole('heading', { name: 'ADU-N1-E', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(MSG.groupBlocked)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the extraordinary warning says whom to call and leads to the extraordinary exam; the next level says it waits for it', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  const warning = page.locator('[data-feedback="warning"]');

  // Nivel 3 waits for Nivel 2's extraordinary exam, and offers it.
  await groupButton(page, 'ADU-N3-G').click();
  await expect(warning).toContainText(MSG.groupBlocked);
  await expect(warning).toContainText('Primero presenta el examen extraordinario de Nivel 2');
  await expect(warning.getByRole('link', { name: `Llamar al ${BRANCH_PHONE}` })).toHaveAttribute('href', 'tel:8181001022');
  await expect(warning).toContainText('Tu sucursal Miguel Alemán');
  await warning.getByRole('button', { name: 'Aceptar' }).click();
  await expect(warning).toBeHidden();

  await groupButton(page, 'ADU-N2-F').click();
  await expect(warning).toContainText(MSG.groupExtraordinario);
  await expect(warning).toContainText(GROUP_NEXT_MSG.groupExtraordinarioNext);
  await expect(warning.getByRole('link', { name: `Llamar al ${BRANCH_PHONE}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'aviso-extraordinario');

  await warning.getByRole('button', { name: GROUP_NEXT_MSG.takeExtraordinary }).click();
  await expect(page).toHaveURL(/\/lms\/examen\?grupo=[^&]+&extraordinario=1$/);
  await expect(page.getByRole('heading', { name: EXERCISES_MSG.extraordinaryTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar respuestas' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'examen-extraordinario');

  // Back lands on Mis grupos, where it came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test.describe('a typed address', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('the passed level has no extraordinary exam to take', async ({ page }) => {
    await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
    const groupId = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { login?: { grupos?: Array<{ id: number; grupo_corto: string }> } };
      return stored.login?.grupos?.find((g) => g.grupo_corto === 'ADU-N1-E')?.id ?? 0;
    });
    await page.goto(`examen?grupo=${encodeId(groupId)}&extraordinario=1`);
    await expect(page.getByText(EXERCISES_MSG.extraordinaryNotOpen)).toBeVisible();
  });
});

test.describe('the generic error dialog', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('sends to the branch with its phone instead of a ticket', async ({ page }) => {
    await loginAs(page, 'demo.alumno', /gruposalumnos$/);
    // The list is read again and the server answers 404 (an address that moved, a deployment half-way).
    await page.route('**/api/1/grupos.alumno/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"x"}' }));
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const dialog = page.locator('[data-feedback="error"]');
    await expect(dialog).toContainText(MSG.routeNotFound);
    await expect(dialog).not.toContainText('ticket');
    // demo.alumno's newest group is at the Anáhuac branch.
    await expect(dialog).toContainText('Tu sucursal Anáhuac');
    await expect(dialog.getByRole('link', { name: 'Llamar al 81 8100 1011' })).toHaveAttribute('href', 'tel:8181001011');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'error-contacto');
  });
});

test('Kardex is on Perfil at a glance and opens', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
  const kardex = page.getByRole('button', { name: 'Kardex', exact: true });
  // On the first screen of a phone, without swiping the section row.
  await expect(kardex).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'perfil-kardex');
  await kardex.click();
  await expect(page).toHaveURL(/\/lms\/kardex$/);
  await expect(page.getByRole('heading', { name: 'Kardex', level: 1 })).toBeVisible();
});

test('a level failed at both chances says the branch relocates, with its phone', async ({ page }) => {
  await loginAs(page, 'demo.reubicacion', /gruposalumnos$/);
  const warning = page.locator('[data-feedback="warning"]');
  await groupButton(page, 'Reprobado').click();
  await expect(warning).toContainText(MSG.groupFailed);
  await expect(warning).toContainText(GROUP_NEXT_MSG.groupFailedNext);
  await expect(warning.getByRole('link', { name: `Llamar al ${BRANCH_PHONE}` })).toBeVisible();
  await warning.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test('a student without access sees ¡Sin acceso! with the branch phone, count down and is logged out', async ({ page }) => {
  await loginAs(page, 'demo.reubicacion', /gruposalumnos$/);
  // Taps never open this group; a typed detail URL still asks usuario.acceso.
  const groupId = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { login?: { grupos?: Array<{ id: number }> } };
    return stored.login?.grupos?.[0]?.id ?? 0;
  });
  await page.goto(`detallegrupo?id=${encodeId(groupId)}`);
  const dialog = page.getByRole('dialog', { name: ACCESS_MSG.noAccessTitle });
  await expect(dialog).toContainText(ACCESS_MSG.noAccessBody);
  await expect(dialog.getByRole('link', { name: `Llamar al ${BRANCH_PHONE}` })).toBeVisible();
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '30', { timeout: 5_000 });
  await expect(page).toHaveURL(/\/lms\/$/, { timeout: 12_000 });
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();
});
