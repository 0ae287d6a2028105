import { MSG, NOTIFICATIONS_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';
import { deliverPush, fakePushService, shownNotifications, subscriptionEndpoint } from './push';

/* Device pages and notifications. Signs in as school 1's demo.alumno and changes nothing on the server but its push token. */

const MACROPLAZA = { latitude: 25.669431, longitude: -100.309714 };
const FUNDIDORA = { latitude: 25.678578, longitude: -100.285043 };

test.describe('geolocation test page', () => {
  test('marks two positions and shows their distance and the device identifier', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...MACROPLAZA, accuracy: 8 });
    await page.goto('test');
    await expect(page.getByRole('heading', { name: 'Prueba de ubicación' })).toBeVisible();
    await expect(page.getByText('Distancia: —')).toBeVisible();

    await page.getByRole('button', { name: 'Marcar posición 1' }).click();
    await expect(page.getByTestId('posicion-1')).toHaveText('25.66943, -100.30971 (± 8 m)');
    await context.setGeolocation({ ...FUNDIDORA, accuracy: 12 });
    await page.getByRole('button', { name: 'Marcar posición 2' }).click();
    await expect(page.getByTestId('posicion-2')).toHaveText('25.67858, -100.28504 (± 12 m)');
    // Haversine on a 6371000 m sphere between the two marks.
    await expect(page.getByText('Distancia: 2673.49 m')).toBeVisible();
    await snap(page, 'geolocation');

    const id = await page.getByTestId('dispositivo').textContent();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByTestId('dispositivo')).toHaveText(id!);
  });

  test('says so when the user does not allow the location', async ({ page }) => {
    await page.goto('test');
    await page.getByRole('button', { name: 'Marcar posición 1' }).click();
    await expect(page.getByText(MSG.geoDenied)).toBeVisible();
    await expect(page.getByTestId('posicion-1')).toHaveText('Sin marcar');
  });
});

test('the app can be installed: its manifest names it, its start page and icons that load', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/lms/', scope: '/lms/', display: 'standalone', lang: 'es-MX' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toContain(icon.type);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).status()).toBe(200);
  // Chromium's own verdict, the one behind its install prompt; a test context is
  // incognito, the one reason that is not the app's.
  const cdp = await page.context().newCDPSession(page);
  const errors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
  await expect.poll(errors).toEqual(['in-incognito']);
});

test.describe('push notifications', () => {
  test.beforeEach(async ({ context }) => {
    await fakePushService(context);
  });

  test('the test page registers the signed-in device and shows its token', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await loginAs(page, 'demo.alumno', /\/lms\/gruposalumnos$/);
    // Every token the phone registers, with the server's answer: the app also
    // refreshes a granted device's token by itself on opening, so the page's
    // own registration may not be the only one.
    const registered: Array<{ token: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/usuario.token.notificacion') && r.request().method() === 'POST') {
        registered.push({ token: (JSON.parse(r.request().postData() ?? '{}') as { token: string }).token, status: r.status() });
      }
    });
    await page.goto('pruebanoti');
    await page.getByRole('button', { name: 'Iniciar' }).click();
    const token = page.getByLabel('Token del dispositivo');
    await expect(token).toHaveValue(/"endpoint":"https:\/\/push\.example\.net\/send\/e2e-/);
    // The token shown is the one the server took for this user.
    const shown = await token.inputValue();
    await expect.poll(() => registered.find((r) => r.token === shown)?.status).toBe(200);
    await expect(page.getByText('Token registrado para demo.alumno.')).toBeVisible();
    await expect(page.getByText(NOTIFICATIONS_MSG.pushEnabled)).toBeVisible();
    await snap(page, 'pruebanoti');
    await expectNoSeriousA11yViolations(page);
  });

  test('a student turns a topic off on the device and only the other pushes show; logout ends the subscription', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // Notifications were already allowed: login registers the token without asking.
    const registered = page.waitForResponse((r) => r.url().endsWith('/usuario.token.notificacion'));
    await loginAs(page, 'demo.alumno', /\/lms\/gruposalumnos$/);
    expect((await registered).status()).toBe(200);
    expect(await subscriptionEndpoint(page)).toMatch(/^https:\/\/push\.example\.net\//);

    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(dialog.getByText(NOTIFICATIONS_MSG.pushEnabled)).toBeVisible();
    const wordOfDay = dialog.getByRole('switch', { name: 'Palabra del día' });
    await expect(wordOfDay).toBeChecked();
    await wordOfDay.click();
    await expect(wordOfDay).not.toBeChecked();
    await snap(page, 'notification-settings');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await deliverPush(page, { tipo: 'palabra_dia', titulo: 'Palabra del día', mensaje: 'Serendipity' });
    await deliverPush(page, { tipo: 'aviso_pago', titulo: 'Aviso de pago', mensaje: 'Tu pago vence el viernes.', ruta: '/perfil' });
    await expect.poll(() => shownNotifications(page)).toEqual(['Aviso de pago | Tu pago vence el viernes.']);

    // Kept on the device: still off after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(page.getByRole('switch', { name: 'Palabra del día' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Aviso de pago' })).toBeChecked();
    await page.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/lms\/$/);
    expect(await subscriptionEndpoint(page)).toBeNull();
  });

  test('a student who refuses the browser prompt is told how to allow it later', async ({ page }) => {
    await loginAs(page, 'demo.alumno', /\/lms\/gruposalumnos$/);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
    await snap(page, 'perfil-header');
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    // Headless Chromium answers the permission prompt with "denied", as a user tapping "Bloquear".
    await dialog.getByRole('button', { name: 'Activar notificaciones' }).click();
    await expect(dialog.getByText(NOTIFICATIONS_MSG.pushDenied)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Activar notificaciones' })).toHaveCount(0);
    expect(await subscriptionEndpoint(page)).toBeNull();
  });
});
