import type { Page } from '@playwright/test';
import { CERTIFICATES_MSG, MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, openProfileLink, openProfilePanel, test } from './fixtures';
import { snap } from './screenshot';

/*
 * School 1's demo.alumno asks for the current cycle's study certificate here
 * (no other journey relies on it not existing); EXCI and TOEFL are only read.
 */

async function openPerfil(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil/);
}

test.describe('study certificates', () => {
  // The second request is a 409 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a student asks for the current cycle’s certificate, opens it, and cannot ask twice', async ({ page, context }) => {
    test.slow();
    await loginAs(page, 'demo.alumno', /gruposalumnos$/);
    await openPerfil(page);
    await openProfileLink(page, 'Solicitar Constancias', /\/lms\/misconstancias$/);
    await expect(page.getByRole('heading', { name: 'Mis constancias', level: 1 })).toBeVisible();

    const cycle = page.getByRole('region', { name: 'Ciclo actual' });
    await expect(cycle).toContainText('CICLO 46 NOV-DIC 2026');
    await expect(cycle).toContainText('2 de noviembre de 2026');
    await expect(cycle).toContainText('ADULTS · 14 niveles');
    // Twelve past certificates: the newest ten, newest first, and a second page.
    const table = page.getByRole('table', { name: 'Constancias emitidas' });
    const issued = table.locator('tbody tr');
    await expect(issued).toHaveCount(10);
    await expect(issued.first()).toContainText('CICLO 44 JUL-AGO 2026');
    await expect(issued.first()).toContainText('20 de julio de 2026');
    await expect(page.getByRole('status').filter({ hasText: '1–10 de 12' })).toBeVisible();
    const request = cycle.getByRole('button', { name: 'Solicitar constancia' });
    await expect(request).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'constancias-before');

    // A second tab opened before the request: it still offers the button.
    const other = await context.newPage();
    await other.goto('misconstancias');
    const otherRequest = other.getByRole('region', { name: 'Ciclo actual' }).getByRole('button', { name: 'Solicitar constancia' });
    await expect(otherRequest).toBeEnabled();

    // The past certificate opens as a PDF in a new tab.
    const pastFile = page.waitForResponse((r) => r.url().includes('/api/1/archivos.constancia.estudios/'));
    const pastTab = page.waitForEvent('popup');
    await issued.first().getByRole('button', { name: 'Abrir constancia del CICLO 44 JUL-AGO 2026' }).click();
    expect((await pastFile).headers()['content-type']).toBe('application/pdf');
    const past = await pastTab;
    await past.waitForLoadState();
    expect(await past.evaluate(() => document.contentType)).toBe('application/pdf');
    await past.close();

    // Asking: the server generates the PDF, which opens.
    const created = page.waitForResponse((r) => r.url().endsWith('/api/1/usuario.add.constancia'));
    const newTab = page.waitForEvent('popup');
    await request.click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { archivo } = (await answer.json()) as { archivo: string };
    const tab = await newTab;
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await snap(tab, 'constancia-pdf', 2000);
    await tab.close();
    const dialog = page.locator('[data-feedback="success"]');
    await expect(dialog).toContainText(CERTIFICATES_MSG.certificateCreated);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    // Now one exists for the cycle: the button is off and says why; the list has it.
    await expect(request).toBeDisabled();
    await expect(cycle).toContainText(CERTIFICATES_MSG.certificateExists);
    await expect(page.getByRole('status').filter({ hasText: '1–10 de 13' })).toBeVisible();
    await expect(issued.first()).toContainText('CICLO 46 NOV-DIC 2026');
    await expect(issued.first().getByRole('button', { name: /Abrir constancia/ })).toBeVisible();
    expect(archivo).toMatch(/^[a-f0-9]{32}\.pdf$/);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'constancias-after');

    // The other tab asks again: the server's 409 message in the red dialog.
    const refused = other.waitForResponse((r) => r.url().endsWith('/api/1/usuario.add.constancia'));
    await otherRequest.click();
    expect((await refused).status()).toBe(409);
    const error = other.locator('[data-feedback="error"]');
    await expect(error).toContainText(CERTIFICATES_MSG.certificateExists);
    await error.getByRole('button', { name: 'Aceptar' }).click();
    await expect(otherRequest).toBeDisabled();
    await other.close();

    // Back to Perfil.
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/lms\/perfil$/);
  });
});

test.describe('the issued certificates', () => {
  // Offline, the browser logs the failed read.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
test('page, search and sort on the server, and keep the page in the address', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('misconstancias');
  const table = page.getByRole('table', { name: 'Constancias emitidas' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);

  // Page 2 holds the oldest (two, or three once the journey above asked for this cycle's); the address keeps it through a reload.
  const pagination = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'Ir a la página 2' }) });
  await expect(pagination.getByRole('button')).toHaveCount(4);
  await pagination.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(rows.last()).toContainText('CICLO 31 MAY-JUN 2024');
  const onPage2 = await rows.count();
  expect([2, 3]).toContain(onPage2);
  await page.reload();
  await expect(rows).toHaveCount(onPage2);
  await expect(page.getByRole('status').filter({ hasText: `11–${10 + onPage2} de ${10 + onPage2}` })).toBeVisible();

  // Ordering by cycle goes back to page 1, oldest first; tapping again reverses it.
  await table.getByRole('button', { name: 'Ciclo', exact: true }).click();
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(rows.first()).toContainText('CICLO 31 MAY-JUN 2024');
  await expect(table.getByRole('columnheader', { name: 'Ciclo', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Ciclo', exact: true }).click();
  await expect(rows.first()).toContainText(/CICLO 4[46]/);

  // A search without accents or capitals finds the cycle; one that matches nothing says so.
  const search = page.getByRole('searchbox', { name: 'Buscar ciclo' });
  await search.fill('jul-ago');
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/buscar=jul-ago/);
  await search.fill('CICLO 99');
  await expect(table).toContainText(MSG.listNoMatches);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'constancias-busqueda');
  await search.fill('');
  await expect(rows).toHaveCount(10);
  await snap(page, 'constancias-tabla');

  // The network lost on the list: the offline notice (spec 1 §8, decision 032) says the list is from the
  // last visit, without covering it; back online the list pages again.
  await page.context().setOffline(true);
  await expect(page.locator('[data-offline-notice]')).toContainText('Sin conexión. Estás viendo la información de tu última visita');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, 'constancias-sin-red');
  await page.context().setOffline(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation').getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(rows.last()).toContainText('CICLO 31 MAY-JUN 2024');

  // The back button leaves the screen instead of stepping through pages and searches.
  await page.goBack();
  await expect(page).not.toHaveURL(/misconstancias/);
});
});

test.describe('a list that cannot load', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });
  test('says so and reads again on Reintentar', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  let fail = true;
  await page.route('**/api/1/usuario.get.constancias/**', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"x"}' }) : route.fallback()));
  await page.goto('misconstancias');
  await expect(page.getByRole('alert').filter({ hasText: MSG.listLoadFailed })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: MSG.listRetry }).click();
  await expect(page.getByRole('table', { name: 'Constancias emitidas' }).locator('tbody tr')).toHaveCount(10);
  });
});

test('EXCI shows the result page in a 600 px frame, TOEFL a satisfactory result', async ({ page }) => {
  // The result site is not reachable from tests: a small page stands in for it.
  await page.route('https://exci.example.mx/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="es"><head><title>EXCI</title></head><body><h1>Resultado EXCI: B2</h1></body></html>',
    }),
  );
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openPerfil(page);

  const exci = await openProfilePanel(page, 'EXCI');
  const frame = exci.locator('iframe[title="Resultado del examen EXCI"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/exci\.example\.mx\/resultados\//);
  await expect(frame).toHaveCSS('height', '600px');
  await expect(page.frameLocator('iframe[title="Resultado del examen EXCI"]').getByRole('heading', { name: 'Resultado EXCI: B2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'exci');

  const toefl = await openProfilePanel(page, 'TOEFL');
  await expect(toefl.getByRole('status')).toHaveText(CERTIFICATES_MSG.toeflPassed);
  await expect(toefl.locator('[data-toefl="passed"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'toefl-passed');
});

test('without an EXCI result and with an unsatisfactory TOEFL, the student reads why', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  await openPerfil(page);
  // demo.reprobado has constancia 0: no Solicitar Constancias.
  await expect(page.getByRole('tab', { name: 'Solicitar Constancias' })).toHaveCount(0);

  const exci = await openProfilePanel(page, 'EXCI');
  await expect(exci.getByRole('status')).toHaveText(CERTIFICATES_MSG.exciPending);
  await expect(exci.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'exci-pending');

  const toefl = await openProfilePanel(page, 'TOEFL');
  const failed = toefl.locator('[data-toefl="failed"]');
  await expect(failed).toContainText(CERTIFICATES_MSG.toeflFailed);
  await expect(failed).toContainText(CERTIFICATES_MSG.toeflRetake);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'toefl-failed');
});
