import type { Browser, Locator, Page } from '@playwright/test';
import { INCIDENTS_MSG, MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, expect, loginAs, openProfileLink, test } from './fixtures';
import { snap } from './screenshot';

/*
 * demo.teacher records an incident for A260006, a classmate of ADU-N3-C, and
 * the two sides answer each other. The seed gives A260006 one incident of its
 * own (Rechazado, by demo.teacher2); this journey's incident is told apart by
 * its note, so it does not depend on that one nor on any other journey.
 */
test.use({ viewport: { width: 360, height: 740 }, allowedConsoleErrors: [/status of 409/] });

const STUDENT = 'A260006';
const NOTE = 'Contestó el teléfono durante el speaking test.';
const REJECTION = 'Era una llamada de emergencia de mi trabajo.';
const REPLY = 'Entendido; la próxima vez avisa antes de salir del salón.';

/** Nothing wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function openGroupIncidents(page: Page) {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Grupos' }).click();
  await page.getByRole('list', { name: 'Grupos' }).getByText('ADU-N3-C').first().click();
  await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  await page.getByRole('navigation', { name: 'Opciones del grupo' }).getByRole('link', { name: 'Incidencias', exact: true }).click();
  await expect(page).toHaveURL(/\/lms\/incidencias\?id=/);
  await expect(page.getByRole('heading', { name: 'Incidencias', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Incidencias del grupo' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function studentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await loginAs(page, STUDENT, /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil/);
  await openProfileLink(page, 'Mis incidencias', /\/lms\/misincidencias$/);
  await expect(page.getByRole('heading', { name: 'Mis incidencias', level: 1 })).toBeVisible();
  return page;
}

const cardOf = (page: Page): Locator => page.getByRole('article').filter({ hasText: NOTE });

test('a teacher records an incident; the student rejects it, the teacher replies, the student accepts, the teacher deletes it', async ({ page, context, browser }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGroupIncidents(page);
  // The seeded incidents of the group: two pages of ten.
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Ir a la página 2' })).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'incidencias');

  // Agregar: a student and a rule are required, the note is optional.
  await page.getByRole('button', { name: 'Agregar' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar incidencia' });
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText(MSG.required)).toHaveCount(2);
  await add.getByRole('combobox', { name: 'Alumno' }).click();
  await page.getByRole('option', { name: new RegExp(STUDENT) }).click();
  await add.getByRole('combobox', { name: 'Regla' }).click();
  await page.getByRole('option').first().click();
  // The menu fades out before the page is checked (a half-transparent option is low contrast):
  // its listbox role goes first, the menu itself once the fade has ended.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await add.getByRole('textbox', { name: 'Nota (opcional)' }).fill(NOTE);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'incidencias-agregar');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(page, 'success', INCIDENTS_MSG.incidentCreated);
  await expect(add).toBeHidden();
  // Newest first: the new incident heads the table, Pendiente.
  await expect(table(page).getByRole('row').nth(1)).toContainText(NOTE);
  await expect(rowOf(page, NOTE)).toContainText('Pendiente');

  // A search keeps its words in the address and finds only the new incident.
  await page.getByRole('searchbox', { name: 'Buscar alumno, regla o nota' }).fill('speaking');
  await expect(page).toHaveURL(/buscar=speaking/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, NOTE)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar alumno, regla o nota' }).fill('');
  await expect(table(page).getByRole('row')).toHaveCount(11);

  // The student rejects it: a reason is required.
  const student = await studentPage(browser);
  const card = cardOf(student);
  await expect(card).toContainText('ADU-N3-C');
  await expect(card).toContainText('Pendiente');
  await expectFitsThePhone(student);
  await expectNoSeriousA11yViolations(student);
  await snap(student, 'mis-incidencias');
  await card.getByRole('button', { name: 'Rechazar' }).click();
  await expect(card.getByText(MSG.required)).toBeVisible();
  await card.getByRole('textbox', { name: 'Tu mensaje' }).fill(REJECTION);
  await card.getByRole('button', { name: 'Rechazar' }).click();
  await acceptFeedback(student, 'success', INCIDENTS_MSG.incidentRejected);
  await expect(card).toContainText('Rechazado');
  await expect(card.getByRole('list', { name: 'Mensajes' })).toContainText(REJECTION);
  // Rejected, the message box stays: the student may write again or accept.
  await expect(card.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();

  // The teacher's reply dialog reads the incident again: Rechazado, with the student's note.
  await rowOf(page, NOTE).getByRole('button', { name: /^Responder incidencia/ }).click();
  const reply = page.getByRole('dialog', { name: /^Incidencia \d+$/ });
  await expect(reply.getByRole('list', { name: 'Historial de rechazos' })).toContainText(REJECTION);
  await expect(reply).toContainText('Rechazado');
  await reply.getByRole('textbox', { name: 'Tu respuesta' }).fill(REPLY);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'incidencias-responder');
  await reply.getByRole('button', { name: 'Enviar respuesta' }).click();
  await acceptFeedback(page, 'success', INCIDENTS_MSG.incidentReplied);
  await expect(reply).toBeHidden();
  await expect(rowOf(page, NOTE)).toContainText('Pendiente');

  // The student reads the reply and accepts, after a confirmation.
  await student.reload();
  await expect(card).toContainText(REPLY);
  await expect(card).toContainText('Pendiente');
  await card.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const confirm = student.getByRole('dialog', { name: '¿Aceptar la incidencia?' });
  await expect(confirm).toContainText(INCIDENTS_MSG.incidentAcceptConfirm);
  await confirm.getByRole('button', { name: 'Aceptar incidencia' }).click();
  await acceptFeedback(student, 'success', INCIDENTS_MSG.incidentAccepted);
  await expect(card).toContainText('Aceptado');
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await snap(student, 'mis-incidencias-aceptada');
  await student.context().close();

  // The teacher's table still shows Pendiente: deleting at that version is refused (409),
  // the error dialog says why and copies it, and the table shows the incident as it is now.
  await rowOf(page, NOTE).getByRole('button', { name: /^Eliminar incidencia/ }).click();
  const remove = page.getByRole('dialog', { name: /^¿Eliminar la incidencia \d+\?$/ });
  await expect(remove).toContainText(INCIDENTS_MSG.incidentDeleteConfirm.split('{alumno}')[1]!);
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  const error = page.locator('[data-feedback="error"]');
  await expect(error).toContainText(INCIDENTS_MSG.incidentChangedElsewhere);
  await error.getByRole('button', { name: 'Copiar' }).click();
  await expect(error.getByRole('status')).toHaveText(INCIDENTS_MSG.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INCIDENTS_MSG.incidentChangedElsewhere);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'incidencias-error');
  await error.getByRole('button', { name: 'Aceptar' }).click();
  await expect(error).toBeHidden();
  await expect(remove).toBeHidden();
  await expect(rowOf(page, NOTE)).toContainText('Aceptado');

  // Deleted at the current version: gone from the table.
  await rowOf(page, NOTE).getByRole('button', { name: /^Eliminar incidencia/ }).click();
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await acceptFeedback(page, 'success', INCIDENTS_MSG.incidentDeleted);
  await expect(rowOf(page, NOTE)).toHaveCount(0);
  await expect(table(page).getByRole('row')).toHaveCount(11);
});

test('the back button returns to the group', async ({ page }) => {
  await openGroupIncidents(page);
  await page.getByRole('button', { name: 'Grupo', exact: true }).click();
  await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
});

test('an administrator reads a group’s incidents and their histories, and changes none', async ({ page, browser }) => {
  // The group's address, as its teacher reaches it.
  await openGroupIncidents(page);
  const groupId = new URL(page.url()).searchParams.get('id')!;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const admin = await context.newPage();
  await loginAs(admin, 'demo.admin', /perfileditor$/);
  await admin.goto(`incidencias?id=${encodeURIComponent(groupId)}`);
  await expect(admin.getByRole('heading', { name: 'Incidencias', level: 1 })).toBeVisible();
  await expect(admin.getByText(INCIDENTS_MSG.incidentsReadOnly)).toBeVisible();
  await expect(table(admin).getByRole('row')).toHaveCount(11);
  await expect(admin.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
  await expect(table(admin).getByRole('button', { name: /^Eliminar incidencia/ })).toHaveCount(0);
  await rowOf(admin, 'Rechazado').first().getByRole('button', { name: /^Mensajes incidencia \d+$/ }).click();
  const dialog = admin.getByRole('dialog', { name: /^Incidencia \d+$/ });
  await expect(dialog.getByRole('list', { name: 'Historial de rechazos' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await context.close();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table shows every column of the spec, with the reply button and the delete icon', async ({ page }) => {
    await openGroupIncidents(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(['ID', 'Alumno', 'Regla', 'Notas', 'Estatus', 'Responder', 'Eliminar']);
    await expect(table(page).getByRole('row')).toHaveCount(11);
    const rejected = table(page).getByRole('row').filter({ hasText: 'Rechazado' }).first();
    await expect(rejected.getByRole('button', { name: /^Responder incidencia \d+$/ })).toBeVisible();
    await expect(rejected.getByRole('button', { name: /^Eliminar incidencia \d+$/ })).toBeVisible();
    // Sorted by a column: the order goes into the address.
    await table(page).getByRole('button', { name: 'Estatus' }).click();
    await expect(page).toHaveURL(/orden=estatus/);
    await expect(table(page).getByRole('row').nth(1)).toContainText('Pendiente');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'incidencias-escritorio');
  });
});
