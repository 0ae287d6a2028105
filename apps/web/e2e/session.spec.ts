import { devices } from '@playwright/test';
import { ACCESS_MSG, MSG } from '@lms/contract';
import { expect, loginAs, test } from './fixtures';

test('logout returns to the landing and a protected URL then goes to Login', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/lms\/$/);
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();

  await page.goto('gruposalumnos');
  await expect(page).toHaveURL(/\/lms\/login$/);
});

test('a signed-in student opening the landing goes to Perfil', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('./');
  await expect(page).toHaveURL(/\/lms\/perfil$/);
});

test.describe('an expired session', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a lost session sends the next call to Login', async ({ page, context }) => {
    await loginAs(page, 'demo.alumno', /gruposalumnos$/);
    await context.clearCookies();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page).toHaveURL(/\/lms\/login$/);
  });
});

test('going offline shows the no-internet notice above the screen until the connection returns', async ({ page, context }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();
  await context.setOffline(true);
  // A band the user can read past (decision 032), not a dialog over the screen.
  const notice = page.getByRole('status').filter({ hasText: MSG.noInternetTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(MSG.noInternetBody);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /English Academy/ })).toBeEnabled();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test.describe('on a desktop', () => {
  const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
  test.use(desktop);

  test('the landing asks to install the app and lets staff reach Login', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { name: ACCESS_MSG.installApp })).toBeVisible();
    await page.getByRole('button', { name: /English Academy/ }).click();
    await expect(page).toHaveURL(/\/lms\/login$/);
  });
});
