import type { Locator, Page } from '@playwright/test';
import { FISCAL_MSG, MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { constanciaPdf, TEST_RFC } from './constancia-pdf';
import { acceptFeedback, expect, loginAs, openProfilePanel, test } from './fixtures';
import { snap } from './screenshot';

/*
 * School 1's demo.reprobado has no fiscal data: this journey creates, edits
 * and finally deletes them (nothing else relies on them). demo.alumno's seeded
 * record is only read.
 */

// The refused upload is a 400 the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

async function openFiscalSection(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  const panel = await openProfilePanel(page, 'Datos Fiscales');
  await expect(page).toHaveURL(/seccion=datos-fiscales/);
  return panel;
}

async function chooseConstancia(page: Page, panel: Locator, buffer: Buffer, name = 'constancia.pdf') {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: /(Subir|Cambiar) constancia/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

test('the fiscal form names what is missing, offers regimes by RFC length and warns about unreadable constancias', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  const panel = await openFiscalSection(page);

  // No record: the empty form, in edit mode.
  await expect(panel.getByRole('heading', { name: 'Datos fiscales' })).toBeVisible();
  await expect(panel.getByLabel('RFC')).toBeEnabled();
  await expect(panel.getByLabel('RFC')).toHaveValue('');
  await expect(panel.getByText('Aún no has subido tu constancia')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'fiscal-empty');

  // A failed submit names every empty field and says so in a dialog.
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(page, 'warning', FISCAL_MSG.fillEmptyFields);
  for (const label of ['RFC', 'Razón social', 'Régimen fiscal', 'Dirección', 'Municipio', 'Código postal', 'Teléfono']) {
    await expect(panel.getByLabel(label)).toHaveAccessibleDescription(FISCAL_MSG.fieldRequired);
  }
  await expect(panel.getByLabel('Correo')).toHaveAccessibleDescription(FISCAL_MSG.mailRequired);
  await expect(panel.getByText(FISCAL_MSG.fieldRequired).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'fiscal-errors');

  // The régimen select offers what fits the RFC's length: 12 moral, 13 física.
  const regimen = panel.getByLabel('Régimen fiscal');
  await panel.getByLabel('RFC').fill('abc010101ab1');
  await expect(panel.getByLabel('RFC')).toHaveCSS('text-transform', 'uppercase');
  await expect(regimen.locator('option[value="601"]')).toHaveCount(1);
  await expect(regimen.locator('option[value="605"]')).toHaveCount(0);
  await panel.getByLabel('RFC').fill('SATL900101AB1');
  await expect(regimen.locator('option[value="605"]')).toHaveCount(1);
  await expect(regimen.locator('option[value="601"]')).toHaveCount(0);
  await panel.getByLabel('RFC').fill('');

  // A file that is not a PDF by content: the server's message.
  await chooseConstancia(page, panel, Buffer.from('esto no es un PDF'), 'nota.pdf');
  await acceptFeedback(page, 'error', MSG.onlyPdf);
  await expect(panel.getByText('Aún no has subido tu constancia')).toBeVisible();

  // A PDF without a QR: the spec's message, and the form stays editable.
  await chooseConstancia(page, panel, await constanciaPdf({ qr: false, lines: ['Sin datos legibles'] }), 'sin-qr.pdf');
  await acceptFeedback(page, 'warning', FISCAL_MSG.qrUnreadable);
  await expect(panel.getByLabel('RFC')).toBeEnabled();
  await expect(panel.getByLabel('RFC')).toHaveValue('');
  await expect(panel.getByText('Constancia de situación fiscal cargada')).toBeVisible();
  // Nothing was saved: the uploaded file waits for Guardar.
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Datos Fiscales' }).getByText('Aún no has subido tu constancia')).toBeVisible();
});

test('a student registers fiscal data from a constancia with a SAT QR, edits, opens and deletes them', async ({ page }) => {
  // A long journey on a phone viewport: create, reload, edit, open the PDF, delete.
  test.slow();
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  const panel = await openFiscalSection(page);
  const regimen = panel.getByLabel('Régimen fiscal');

  // The constancia with the SAT QR fills RFC, régimen 605 and San Nicolás.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/1/guardar.constancia'));
  await chooseConstancia(page, panel, await constanciaPdf({ qr: true }));
  expect((await uploaded).status()).toBe(200);
  await expect(panel.getByLabel('RFC')).toHaveValue(TEST_RFC);
  await expect(regimen).toHaveValue('605');
  await expect(panel.getByLabel('Municipio')).toHaveValue('19046');
  await expect(panel.getByLabel('Municipio').locator('option:checked')).toHaveText('San Nicolás de los Garza');
  await expect(page.locator('[data-feedback]')).toHaveCount(0);
  await snap(page, 'fiscal-filled-from-qr');

  await panel.getByLabel('Razón social').fill('Diego Salinas Flores');
  await panel.getByLabel('Dirección').fill('Av. Universidad 1500, Anáhuac');
  await panel.getByLabel('Código postal').fill('66450');
  await panel.getByLabel('Teléfono').fill('8183334444');
  await panel.getByLabel('Correo').fill('diego.salinas@correo');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(page, 'warning', FISCAL_MSG.fillEmptyFields);
  await expect(panel.getByLabel('Correo')).toHaveAccessibleDescription(FISCAL_MSG.mailInvalid);
  await panel.getByLabel('Correo').fill('diego.salinas@correo.example.mx');

  const created = page.waitForRequest((r) => r.url().endsWith('/api/1/datos.fiscales.add'));
  await panel.getByRole('button', { name: 'Guardar' }).click();
  expect((await created).postDataJSON()).toMatchObject({ rfc: TEST_RFC, regimen_fiscal: 605, idmunicipios: 19046, cp: '66450' });
  await acceptFeedback(page, 'success', FISCAL_MSG.fiscalSaved);
  await expect(panel.getByLabel('RFC')).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'fiscal-saved');

  // A reload reads the record from the server.
  await page.reload();
  const again = page.getByRole('tabpanel', { name: 'Datos Fiscales' });
  await expect(again.getByLabel('RFC')).toHaveValue(TEST_RFC);
  await expect(again.getByLabel('RFC')).toBeDisabled();
  await expect(again.getByLabel('Razón social')).toHaveValue('Diego Salinas Flores');
  await expect(again.getByLabel('Régimen fiscal')).toHaveValue('605');
  await expect(again.getByLabel('Municipio')).toHaveValue('19046');
  await expect(again.getByLabel('Correo')).toHaveValue('diego.salinas@correo.example.mx');

  // Editing updates the same record.
  await again.getByRole('button', { name: 'Editar' }).click();
  await again.getByLabel('Teléfono').fill('8185556666');
  const updated = page.waitForRequest((r) => r.url().includes('/api/1/datos.fiscales.update/'));
  await again.getByRole('button', { name: 'Guardar' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ deleted: 0, telefono: '8185556666' });
  await acceptFeedback(page, 'success', FISCAL_MSG.fiscalSaved);
  await expect(again.getByLabel('Teléfono')).toHaveValue('8185556666');

  // The constancia on file opens as a PDF.
  const file = page.waitForResponse((r) => r.url().includes('/api/1/archivos.constancia.fiscal/'));
  const opened = page.waitForEvent('popup');
  await again.getByRole('button', { name: 'Ver constancia' }).click();
  const answer = await file;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  await snap(tab, 'fiscal-constancia-open', 2000);
  await tab.close();

  // Delete asks first; Cancelar keeps the data.
  await again.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar tus datos fiscales?' });
  await expect(confirm).toContainText(TEST_RFC);
  // axe reads colours: the dialog's fade-in must be over.
  await confirm.evaluate((el) => Promise.allSettled(el.ownerDocument.getAnimations().map((a) => a.finished)));
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'fiscal-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(again.getByLabel('RFC')).toHaveValue(TEST_RFC);

  const deleted = page.waitForRequest((r) => r.url().includes('/api/1/datos.fiscales.update/'));
  await again.getByRole('button', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  expect((await deleted).postDataJSON()).toEqual({ id_alumno: expect.any(Number), version: expect.any(Number), deleted: 1 });
  await acceptFeedback(page, 'success', FISCAL_MSG.fiscalDeleted);
  await expect(again.getByLabel('RFC')).toHaveValue('');
  await expect(again.getByLabel('RFC')).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Datos Fiscales' }).getByLabel('RFC')).toHaveValue('');
});

test('a student with fiscal data sees them in view mode', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const panel = await openFiscalSection(page);
  await expect(panel.getByLabel('RFC')).toHaveValue('TEGS980515AB3');
  await expect(panel.getByLabel('RFC')).toBeDisabled();
  await expect(panel.getByLabel('Municipio').locator('option:checked')).toHaveText('Monterrey');
  await expect(panel.getByText('Constancia de situación fiscal cargada')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Subir constancia' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Ver constancia' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'fiscal-view');
});
