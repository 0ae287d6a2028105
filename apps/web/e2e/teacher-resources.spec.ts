import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

test.use({ viewport: { width: 360, height: 740 } });

test('a teacher opens a resource of the group, reads its questions and shows the right options', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Grupos' }).click();
  await page.getByRole('list', { name: 'Grupos' }).getByText('ADU-N3-C').first().click();
  await page.getByRole('link', { name: /Recursos asignados/ }).click();
  await expect(page).toHaveURL(/\/lms\/recursogrupo\?id=/);
  await expect(page.getByRole('heading', { name: 'Recursos asignados', level: 1 })).toBeVisible();
  const lessonOne = page.getByRole('list', { name: 'Lección 1', exact: true });
  await expect(lessonOne.getByRole('button')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await lessonOne.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText('Ejercicio 1.1');
  // Numbered as the student's screen numbers them: instructions are not counted, so the first question is 1.
  await expect(dialog.getByText(/^Pregunta \d+$/).first()).toHaveText('Pregunta 1');
  await expect(dialog.getByLabel('Respuesta correcta')).toHaveCount(0);
  await dialog.getByLabel('Ver respuestas').check();
  await expect(dialog.getByLabel('Respuesta correcta').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'recurso-grupo');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});
