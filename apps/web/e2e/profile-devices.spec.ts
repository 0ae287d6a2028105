import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { PROFILE_MSG } from '@lms/contract';
import { acceptFeedback, chooseSchool, expect, openProfilePanel, signIn, test } from './fixtures';

/*
 * No edit is lost across devices (decision 018). Account: school 2's
 * demo.olvido, which no other journey signs in with (accounts.spec uses
 * school 1's).
 */

// The refused save is a 409 on purpose.
test.use({ allowedConsoleErrors: [/status of 409/] });

async function device(browser: Browser): Promise<Page> {
  // A second phone: the project's device, language and address, its own cookies and storage.
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel7, locale: 'es-MX', timezoneId: 'America/Monterrey', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await chooseSchool(page, /Fast English/);
  await signIn(page, 'demo.olvido');
  await expect(page).toHaveURL(/gruposalumnos$/);
  return page;
}

async function openSection(page: Page, name: 'Mi cuenta' | 'Dirección'): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  return openProfilePanel(page, name);
}

test('two devices: a save over newer data is refused and shows it; a later save keeps the other device’s change', async ({ browser }) => {
  // Two browser contexts sign in and walk Perfil twice: about 25 s on the two shared cores.
  test.slow();
  const phone = await device(browser);
  const tablet = await device(browser);

  // The tablet opens Dirección first; then the phone changes the phone number.
  const tabletAddress = await openSection(tablet, 'Dirección');
  await expect(tabletAddress.getByLabel('Calle y número')).not.toHaveValue('');
  const cuenta = await openSection(phone, 'Mi cuenta');
  await cuenta.getByRole('button', { name: 'Editar' }).click();
  await cuenta.getByLabel('Teléfono').fill('8115550101');
  await cuenta.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(phone, 'success', PROFILE_MSG.dataUpdated);

  // The tablet still shows what it read: its save is refused, it is told, and it shows the record again.
  await tabletAddress.getByRole('button', { name: 'Editar' }).click();
  await tabletAddress.getByLabel('Calle y número').fill('Calle Zaragoza 300');
  const refused = tablet.waitForResponse((r) => r.url().endsWith('/api/2/usuario.update.datos'));
  await tabletAddress.getByRole('button', { name: 'Guardar' }).click();
  expect((await refused).status()).toBe(409);
  await acceptFeedback(tablet, 'error', PROFILE_MSG.dataChangedElsewhere);
  await expect(tabletAddress.getByLabel('Calle y número')).toBeDisabled();

  // Saved again over the fresh record: the address changes and the phone's number stays.
  await tabletAddress.getByRole('button', { name: 'Editar' }).click();
  await tabletAddress.getByLabel('Calle y número').fill('Calle Zaragoza 300');
  const saved = tablet.waitForResponse((r) => r.url().endsWith('/api/2/usuario.update.datos'));
  await tabletAddress.getByRole('button', { name: 'Guardar' }).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['calle', 'id', 'version']);
  await acceptFeedback(tablet, 'success', PROFILE_MSG.dataUpdated);

  // A device signed in earlier reads the record when Perfil opens: both changes are there.
  const tabletCuenta = await openSection(tablet, 'Mi cuenta');
  await expect(tabletCuenta.getByLabel('Teléfono')).toHaveValue('8115550101');
  await phone.reload();
  const phoneAddress = await openSection(phone, 'Dirección');
  await expect(phoneAddress.getByLabel('Calle y número')).toHaveValue('Calle Zaragoza 300');
  await phone.screenshot({ path: test.info().outputPath('telefono-direccion.png') });
  await tablet.context().close();
  await phone.context().close();
});
