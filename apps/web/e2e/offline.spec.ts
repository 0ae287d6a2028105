import { MSG } from '@lms/contract';
import { expect, test } from './fixtures';

// Offline, the page's calls fail on purpose.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

test('opened offline, the app shows its Spanish no-internet dialog, and recovers by itself when the network returns', async ({ page, context }) => {
  // A first visit online installs the app shell.
  await page.goto('./');
  await expect(page.getByRole('button', { name: /English Academy/ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // Not the browser's error page: the app, with its own dialog.
  const dialog = page.getByRole('dialog').filter({ hasText: MSG.noInternetTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MSG.noInternetBody);
  await page.screenshot({ path: test.info().outputPath('sin-internet.png') });

  // A client route opened offline is the same shell.
  await page.goto('login');
  await expect(dialog).toBeVisible();

  // Back online: the dialog goes by itself and the app works on, no reload.
  await context.setOffline(false);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /English Academy/ }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});
