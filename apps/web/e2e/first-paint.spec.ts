import type { Page } from '@playwright/test';
import { MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/*
 * The first screens paint from the HTML, before the app's JavaScript
 * (decision 007, "The first paint"): the service sends each one drawn at build
 * time, and public/first-paint.js shows only the one that will follow.
 */
test.use({ viewport: { width: 360, height: 740 }, allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

/** The app's own code never arrives: what the phone shows is the HTML alone. */
async function withoutTheApp(page: Page) {
  await page.route(/\/lms\/assets\/.*\.js$/, (route) => route.abort());
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a first visit to Login paints the school choice from the HTML, its buttons waiting for the app", async ({ page }) => {
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: MSG.chooseSchool })).toBeVisible();
    for (const name of ['Escuela 1', 'Escuela 2']) await expect(page.getByRole('button', { name })).toBeDisabled();
    await snap(page, 'first-paint-login');
  });
});

test('the app replaces the painted school choice with the working one', async ({ page }) => {
  await page.goto('login');
  const english = page.getByRole('button', { name: /English Academy/ });
  await expect(english).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await english.click();
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
});

test("a signed-in student's home paints the shell in the school's colour, and no login is painted for them", async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const brand = await page.locator('header').evaluate((bar) => getComputedStyle(bar).backgroundColor);
  await withoutTheApp(page);

  await page.goto('gruposalumnos');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(page.locator('header')).toHaveCSS('background-color', brand);
  await snap(page, 'first-paint-student-home');

  // Signed in, Login leads home: its school choice is not painted on the way.
  await page.goto('login');
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeHidden();
});
