import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

// The narrowest phone we design for.
test.use({ viewport: { width: 360, height: 740 } });

const FIRST_CYCLE_CLOSED = 'El ciclo anterior esta cerrado, favor de abrir el ciclo anterior';
const PASSES = 'El alumno demostró en clase el dominio del nivel; se recomienda aprobarlo para que continúe al siguiente nivel.';

async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/lms\/$/);
}

/** Perfil → Comentarios, as a teacher finds it. */
/** Perfil → 'Comentarios' (decision 028): a teacher lands on Grupos, Perfil is a tap away. */
async function openComments(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('region', { name: 'Comentarios' }).getByRole('link', { name: 'Abrir Comentarios' }).click();
  await expect(page).toHaveURL(/\/lms\/comentarios/);
  await expect(page.getByRole('heading', { name: 'Comentarios', level: 1 })).toBeVisible();
}

async function chooseCycle(page: Page, ciclo: string) {
  await page.getByRole('combobox', { name: 'Ciclo' }).click();
  await page.getByRole('option', { name: ciclo }).click();
  await expect(page.getByRole('combobox', { name: 'Ciclo' })).toHaveText(ciclo);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a teacher sends a canned comment to a student at risk; the coordinator accepts it and the student is approved by comment', async ({ page }) => {
  // Three people sign in one after the other.
  test.slow();
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await openComments(page);

  // The list's first cycle shows the spec's message, not students.
  await chooseCycle(page, 'CICLO 30 MAR-ABR 2024');
  await expect(page.getByText(FIRST_CYCLE_CLOSED)).toBeVisible();
  await chooseCycle(page, 'CICLO 45 SEP-OCT 2026');
  await expect(page.getByText(FIRST_CYCLE_CLOSED)).toBeHidden();
  await expect(page.getByText('Alumnos en riesgo de tus grupos.')).toBeVisible();

  const valeria = page.locator('[data-student="A250101"]');
  await expect(valeria).toContainText('Valeria Ramírez Cantú');
  await expect(valeria).toContainText('ADULTOS NIVEL 1 PRESENCIAL GRUPO P');
  await expect(valeria).toContainText('Sin comentario');
  await expect(valeria.getByRole('link', { name: /^81\d{8}$/ }).first()).toBeVisible();
  // A teacher who coordinates no branch accepts nothing.
  await expect(page.getByRole('button', { name: /^Aceptar el comentario/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'comentarios-teacher');

  await valeria.getByRole('button', { name: /Enviar Comentario/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar Comentario' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await dialog.getByRole('radio', { name: PASSES }).check();
  // The chosen comment, as it will be sent, read only.
  const chosen = dialog.getByRole('textbox', { name: 'Comentario' });
  await expect(chosen).toHaveValue(PASSES);
  await expect(chosen).toHaveAttribute('readonly', '');
  await expect(dialog).toContainText('Aprobado por comentario');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'comentarios-enviar');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await acceptFeedback(page, 'success', 'Comentario enviado: queda En Revisión hasta que la coordinación lo revise.');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Con comentario/ }).click();
  await expect(page).toHaveURL(/vista=con/);
  await expect(valeria).toContainText('En Revisión');
  await expect(valeria).toContainText(PASSES);
  await logout(page);

  // The coordinator of the branch sees it waiting and accepts it.
  await loginAs(page, 'demo.teacher2', /gruposteacher$/);
  await openComments(page);
  await chooseCycle(page, 'CICLO 45 SEP-OCT 2026');
  await expect(page.getByText('Alumnos en riesgo de tus grupos y de los grupos de Anáhuac, que coordinas.')).toBeVisible();
  await page.getByRole('button', { name: /^Con comentario/ }).click();
  await expect(valeria).toContainText('En Revisión');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'comentarios-coordinador');
  await valeria.getByRole('button', { name: 'Aceptar el comentario de Valeria Ramírez Cantú' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Aceptar el comentario?' });
  await expect(confirm).toContainText('quedará aprobado con 70');
  await confirm.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await acceptFeedback(page, 'success', 'Comentario aceptado: el alumno queda aprobado por comentario, con 70.');
  await expect(valeria).toContainText('Aceptado');
  await expect(valeria.getByRole('button', { name: /Aceptar el comentario/ })).toHaveCount(0);
  await expect(valeria).toContainText('2ª oportunidad70');
  await snap(page, 'comentarios-aceptado');
  await logout(page);

  // The student now opens her group and sees 'Aprobado por comentario'.
  await loginAs(page, 'A250101', /gruposalumnos$/);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N1-P' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Calificaciones' }).click();
  await expect(page.getByRole('region', { name: 'Aprobado por comentario', exact: true })).toContainText('de 100');
  await expect(page.getByRole('region', { name: 'Comentarios de tus maestros', exact: true })).toContainText(PASSES);
  await snap(page, 'calificaciones-aprobado-por-comentario');
});

test('a student on /comentarios is told where the comments show', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('comentarios');
  await expect(page.getByRole('heading', { name: 'Comentarios de tus maestros', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ver mi Kardex' }).click();
  await expect(page).toHaveURL(/\/lms\/kardex$/);
});
