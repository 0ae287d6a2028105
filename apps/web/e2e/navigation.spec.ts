import { expect, loginAs, test } from './fixtures';

// A short phone, so Home scrolls.
test.use({ viewport: { width: 390, height: 480 } });

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new screen opens at its top, and Back returns to where the user was', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  const homeScroll = await scrollY(page);

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
  await expect(page.getByText('Usuario: demo.alumno')).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/gruposalumnos$/);
  await expect.poll(() => scrollY(page)).toBe(homeScroll);
});
