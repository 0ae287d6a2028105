import { ACCESS_MSG, MSG } from '@lms/contract';
import { chooseSchool, expect, signIn, test } from './fixtures';

test('empty fields show Requerido. under each', async ({ page }) => {
  await chooseSchool(page);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(MSG.required)).toHaveCount(2);
  await page.getByLabel('Usuario').fill('demo.alumno');
  await expect(page.getByText(MSG.required)).toHaveCount(1);
});

test.describe('wrong credentials', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password shows the server message in the red dialog', async ({ page }) => {
    await chooseSchool(page);
    await signIn(page, 'demo.teacher', 'no-es-la-clave');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(ACCESS_MSG.loginWrong);
    // The red one: the generic error dialog.
    await expect(dialog).toHaveAttribute('data-feedback', 'error');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/lms\/login$/);
  });
});

test('the privacy notice lists the school contact and the support menu leads to the account screens', async ({ page }) => {
  await chooseSchool(page);
  await page.getByRole('button', { name: 'Aviso de privacidad' }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso de privacidad' });
  await expect(notice).toContainText('Responsable');
  await expect(notice).toContainText('Correo');
  await notice.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Soporte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Recuperar contraseña' })).toHaveAttribute('href', '/lms/recuperarpassword');
  await expect(page.getByRole('menuitem', { name: 'Reenviar correo' })).toHaveAttribute('href', '/lms/reenviarcorreo');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cambiar escuela' }).click();
  await expect(page).toHaveURL(/\/lms\/$/);
  await page.getByRole('button', { name: /Fast English/ }).click();
  await expect(page.getByRole('heading', { name: 'Fast English Monterrey' })).toBeVisible();
});

test('school 2 signs in on its own API root', async ({ page }) => {
  await chooseSchool(page, /Fast English/);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/2/usuario.validar.acceso'));
  await signIn(page, 'demo.alumno');
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});
