import type { Locator, Page } from '@playwright/test';
import { ACCESS_MSG, ACCOUNT_MSG, MSG, PROFILE_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, chooseSchool, expect, loginAs, openProfilePanel, PASSWORD, signIn, test } from './fixtures';

/*
 * Accounts: school 1 demo.alumno keeps its name and password (other files sign
 * in with them); its avatar may change. School 2's demo.alumno has its
 * personal data edited, and school 2's demo.reprobado and demo.teacher change
 * their passwords: no other journey signs in with them.
 */

const FAST_ENGLISH = /Fast English/;

async function openPerfil(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil(\?.*)?$/);
}

async function signInSchool2(page: Page, usuario: string, password = PASSWORD) {
  await chooseSchool(page, FAST_ENGLISH);
  await signIn(page, usuario, password);
}

function panel(page: Page, name: string): Locator {
  return page.getByRole('tabpanel', { name });
}

async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/lms\/$/);
}

test('Perfil lists the built sections, swipes and answers the keyboard', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openPerfil(page);
  const menu = page.getByRole('tablist', { name: 'Secciones del perfil' });
  await expect(menu.getByRole('tab')).toHaveText([
    'Mi cuenta',
    'Contraseña',
    'Dirección',
    'Reglamento',
    'Kardex',
    'Datos Fiscales',
    'EXCI',
    'TOEFL',
    'Mis incidencias',
    'Solicitar Constancias',
  ]);
  await expect(menu.getByRole('tab', { name: 'Mi cuenta' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Mi QR' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('tab', { name: 'Mi cuenta' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(menu.getByRole('tab', { name: 'Contraseña' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page, 'Contraseña')).toBeVisible();
  await expect(panel(page, 'Mi cuenta')).toBeHidden();
  await expect(page).toHaveURL(/seccion=contrasena/);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('tab', { name: 'Dirección' }).click();
  await expect(panel(page, 'Dirección')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The open section is in the URL: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Dirección' })).toHaveAttribute('aria-selected', 'true');
});

test('a student edits Mi cuenta and Dirección, and the changes stay', async ({ page }) => {
  await signInSchool2(page, 'demo.alumno');
  await expect(page).toHaveURL(/gruposalumnos$/);
  await openPerfil(page);

  // Mi cuenta: view mode first.
  const cuenta = panel(page, 'Mi cuenta');
  await expect(cuenta.getByLabel('Nombre')).toBeDisabled();
  await expect(cuenta.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await cuenta.getByRole('button', { name: 'Editar' }).click();
  await expect(cuenta.getByLabel('Nombre')).toBeEnabled();
  await expect(cuenta.getByLabel('Nombre')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await cuenta.getByLabel('Nombre').fill('Ana Sofía');
  await cuenta.getByLabel('Apellido materno').fill('');
  await cuenta.getByLabel('Edad').fill('31');
  await cuenta.getByLabel('Teléfono').fill('8110001111');
  await cuenta.getByLabel('Celular').fill('8122223333');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/2/usuario.update.datos'));
  await cuenta.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);
  await acceptFeedback(page, 'success', PROFILE_MSG.dataUpdated);

  await expect(cuenta.getByLabel('Nombre')).toBeDisabled();
  await expect(cuenta.getByLabel('Nombre')).toHaveValue('Ana Sofía');
  await expect(cuenta.getByLabel('Apellido materno')).toHaveValue('');
  await expect(cuenta.getByLabel('Edad')).toHaveValue('31');
  await expect(cuenta.getByRole('button', { name: 'Editar' })).toBeVisible();
  // The header follows the stored login answer.
  await expect(page.getByRole('heading', { name: 'Ana Sofía Treviño', exact: true })).toBeVisible();

  // Dirección: the same record, the personal data just saved must survive.
  await openProfilePanel(page, 'Dirección');
  const direccion = panel(page, 'Dirección');
  await expect(direccion.getByLabel('Calle y número')).toBeDisabled();
  await direccion.getByRole('button', { name: 'Editar' }).click();
  await direccion.getByLabel('Calle y número').fill('Av. Paseo de los Leones 1500');
  await direccion.getByLabel('Código postal').fill('64610');
  await direccion.getByLabel('Colonia').fill('Cumbres 3er Sector');
  await direccion.getByLabel('Municipio').fill('Monterrey');
  await direccion.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(page, 'success', PROFILE_MSG.dataUpdated);
  await expect(direccion.getByLabel('Calle y número')).toBeDisabled();
  await expect(direccion.getByLabel('Código postal')).toHaveValue('64610');

  // A reload reads the stored answer.
  await page.reload();
  await openProfilePanel(page, 'Mi cuenta');
  await expect(panel(page, 'Mi cuenta').getByLabel('Nombre')).toHaveValue('Ana Sofía');

  // A new sign-in reads the server.
  await logout(page);
  await signInSchool2(page, 'demo.alumno');
  await expect(page).toHaveURL(/gruposalumnos$/);
  await openPerfil(page);
  await expect(page.getByRole('heading', { name: 'Ana Sofía Treviño', exact: true })).toBeVisible();
  await expect(panel(page, 'Mi cuenta').getByLabel('Edad')).toHaveValue('31');
  await expect(panel(page, 'Mi cuenta').getByLabel('Celular')).toHaveValue('8122223333');
  await openProfilePanel(page, 'Dirección');
  await expect(panel(page, 'Dirección').getByLabel('Calle y número')).toHaveValue('Av. Paseo de los Leones 1500');
  await expect(panel(page, 'Dirección').getByLabel('Colonia')).toHaveValue('Cumbres 3er Sector');
  await expect(panel(page, 'Dirección').getByLabel('Municipio')).toHaveValue('Monterrey');
});

test('the profile forms name their required fields and send nothing until they pass', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openPerfil(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('usuario.update.')) calls.push(r.url());
  });

  const cuenta = panel(page, 'Mi cuenta');
  await cuenta.getByRole('button', { name: 'Editar' }).click();
  for (const label of ['Nombre', 'Apellido paterno', 'Apellido materno', 'Edad', 'Teléfono', 'Celular']) {
    await cuenta.getByLabel(label).fill('');
  }
  await cuenta.getByRole('button', { name: 'Guardar' }).click();
  for (const label of ['Nombre', 'Apellido paterno', 'Edad', 'Teléfono', 'Celular']) {
    await expect(cuenta.getByLabel(label)).toHaveAccessibleDescription(MSG.required);
  }
  // apellido_materno is optional.
  await expect(cuenta.getByLabel('Apellido materno')).toHaveAccessibleDescription('Opcional');
  await expectNoSeriousA11yViolations(page);
  // Cancelar brings the stored values back, in view mode.
  await cuenta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(cuenta.getByLabel('Nombre')).toBeDisabled();
  await expect(cuenta.getByLabel('Nombre')).toHaveValue('Sofía');

  await openProfilePanel(page, 'Dirección');
  const direccion = panel(page, 'Dirección');
  await direccion.getByRole('button', { name: 'Editar' }).click();
  for (const label of ['Calle y número', 'Código postal', 'Colonia', 'Municipio']) await direccion.getByLabel(label).fill('');
  await direccion.getByRole('button', { name: 'Guardar' }).click();
  for (const label of ['Calle y número', 'Código postal', 'Municipio']) {
    await expect(direccion.getByLabel(label)).toHaveAccessibleDescription(MSG.required);
  }
  await expect(direccion.getByLabel('Colonia')).toHaveAccessibleDescription('Opcional');
  await direccion.getByRole('button', { name: 'Cancelar' }).click();

  await openProfilePanel(page, 'Contraseña');
  const password = panel(page, 'Contraseña');
  await expect(password.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toBeDisabled();
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await password.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('abc');
  await password.getByRole('button', { name: 'Guardar' }).click();
  await expect(password.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toHaveAccessibleDescription(PROFILE_MSG.requiredNoDot);
  await expect(password.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveAccessibleDescription(ACCOUNT_MSG.passwordTooShort);
  await password.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('abcdef');
  await password.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('abcdefg');
  await password.getByRole('button', { name: 'Guardar' }).click();
  await expect(password.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toHaveAccessibleDescription(ACCOUNT_MSG.passwordTooShort);
  await expect(password.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).not.toHaveAccessibleDescription(ACCOUNT_MSG.passwordTooShort);
  await expectNoSeriousA11yViolations(page);
  await password.getByRole('button', { name: 'Cancelar' }).click();

  expect(calls).toEqual([]);
});

test.describe('changing the password', () => {
  // A wrong current password is a 400, and the old password a refused login: the browser logs both.
  // One pattern only: Playwright reads a two-item array given to test.use as [value, fixture options].
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('a student changes the password, other sessions end, and only the new one signs in', async ({ page, browser }) => {
    const NEW_PASSWORD = 'nueva-clave-2026';
    // A second device with the same account.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInSchool2(otherPage, 'demo.reprobado');
    await expect(otherPage).toHaveURL(/gruposalumnos$/);

    await signInSchool2(page, 'demo.reprobado');
    await expect(page).toHaveURL(/gruposalumnos$/);
    await openPerfil(page);
    await openProfilePanel(page, 'Contraseña');
    const form = panel(page, 'Contraseña');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toBeFocused();

    // A wrong current password: the server's message in the red dialog, still in edit mode.
    await form.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('no-es-la-clave');
    await form.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await acceptFeedback(page, 'error', PROFILE_MSG.passwordCurrentWrong);
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeVisible();

    // Both passwords travel hashed.
    await form.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(`  ${PASSWORD} `);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/2/usuario.update.password'));
    await form.getByRole('button', { name: 'Guardar' }).click();
    const body = (await request).postDataJSON() as { password: string; newpassword: string };
    expect(body.password).toMatch(/^[0-9a-f]{64}$/);
    expect(body.newpassword).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    await acceptFeedback(page, 'success', PROFILE_MSG.passwordUpdated);
    await expect(form.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toHaveValue('');

    // This session goes on; the other device's is over.
    await openProfilePanel(page, 'Mi cuenta');
    await expect(panel(page, 'Mi cuenta').getByLabel('Nombre')).toBeVisible();
    await otherPage.getByRole('button', { name: 'Actualizar' }).click();
    await expect(otherPage).toHaveURL(/\/lms\/login$/);
    await other.close();

    await logout(page);
    await chooseSchool(page, FAST_ENGLISH);
    await signIn(page, 'demo.reprobado', PASSWORD);
    await acceptFeedback(page, 'error', ACCESS_MSG.loginWrong);
    await signIn(page, 'demo.reprobado', NEW_PASSWORD);
    await expect(page).toHaveURL(/gruposalumnos$/);
  });

  test('a teacher changes the password inside Mi cuenta', async ({ page }) => {
    const NEW_PASSWORD = 'teacher-2026-nueva';
    await signInSchool2(page, 'demo.teacher');
    // A teacher's day starts on their groups; Perfil is a tap away.
    await expect(page).toHaveURL(/gruposteacher$/);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/perfilteacher$/);
    const cuenta = page.getByRole('region', { name: 'Mi cuenta' });
    await expect(cuenta.getByText('demo.teacher', { exact: true })).toBeVisible();
    await expect(cuenta.getByText('Maestro', { exact: true })).toBeVisible();
    // Staff have no section menu and no avatar editor.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Editar avatar' })).toHaveCount(0);

    const password = cuenta.getByRole('region', { name: 'Contraseña' });
    await expect(password.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await password.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(PASSWORD);
    await password.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await password.getByRole('button', { name: 'Guardar' }).click();
    await acceptFeedback(page, 'success', PROFILE_MSG.passwordUpdated);
    await expect(password.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toBeDisabled();

    await logout(page);
    await chooseSchool(page, FAST_ENGLISH);
    await signIn(page, 'demo.teacher', NEW_PASSWORD);
    await expect(page).toHaveURL(/gruposteacher$/);
  });
});

test('the editor profile shows Mi cuenta with the password form', async ({ page }) => {
  await loginAs(page, 'demo.editor', /perfileditor$/);
  const cuenta = page.getByRole('region', { name: 'Mi cuenta' });
  await expect(cuenta.getByText('Editor', { exact: true })).toBeVisible();
  await expect(cuenta.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
});

test('a student edits the avatar: Cancelar keeps it, Guardar changes it everywhere', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openPerfil(page);
  const avatar = page.getByRole('img', { name: 'Tu avatar' });
  const before = await avatar.getAttribute('src');
  expect(before).toMatch(/^data:image\/svg\+xml;utf8,/);

  await page.getByRole('button', { name: 'Editar avatar' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar avatar' });
  const preview = editor.getByRole('img', { name: 'Vista previa del avatar' });
  await expect(preview).toHaveAttribute('src', before!);
  await expect(editor.getByRole('combobox')).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);

  const choose = async (part: string, option: string) => {
    await editor.getByRole('combobox', { name: part, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(editor.getByRole('combobox', { name: part, exact: true })).toHaveText(option);
  };

  await choose('Piel', 'Oscura');
  await expect(preview).not.toHaveAttribute('src', before!);
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editor).toBeHidden();
  await expect(avatar).toHaveAttribute('src', before!);

  await page.getByRole('button', { name: 'Editar avatar' }).click();
  // The editor starts again from the stored avatar.
  await expect(editor.getByRole('combobox', { name: 'Piel', exact: true })).toHaveText('Clara');
  await choose('Cabello', 'Gorro de invierno 2');
  await choose('Color de sombrero', 'Rojo');
  await choose('Piel', 'Morena oscura');
  const chosen = await preview.getAttribute('src');
  expect(chosen).not.toBe(before);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/1/usuario.update.avatar'));
  await editor.getByRole('button', { name: 'Guardar' }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ topType: 'WinterHat2', topColor: 'Red', skinColor: 'DarkBrown', isCircle: true });
  await acceptFeedback(page, 'success', PROFILE_MSG.avatarUpdated);
  await expect(editor).toBeHidden();
  await expect(avatar).toHaveAttribute('src', chosen!);

  // Stored with the login answer, and on the server.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Tu avatar' })).toHaveAttribute('src', chosen!);
  await logout(page);
  await chooseSchool(page);
  await signIn(page, 'demo.alumno');
  await expect(page).toHaveURL(/gruposalumnos$/);
  await openPerfil(page);
  await expect(page.getByRole('img', { name: 'Tu avatar' })).toHaveAttribute('src', chosen!);
});

test('Mi QR shows the student’s code and the ready message, and goes back to Perfil', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openPerfil(page);
  await page.getByRole('button', { name: 'Mi QR' }).click();
  await expect(page).toHaveURL(/\/lms\/mi-qr$/);
  const qr = page.getByRole('img', { name: 'Código QR de Sofía Treviño Garza' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '240');
  await expect(qr).toHaveAttribute('height', '240');
  await expect(page.getByText(PROFILE_MSG.qrReady)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
});

test('the teachers of a group wear the same avatar picture as their profile', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  const own = await page.getByRole('img', { name: 'Tu avatar' }).getAttribute('src');
  expect(own).toMatch(/^data:image\/svg\+xml;utf8,/);
  await logout(page);
  await chooseSchool(page);
  await signIn(page, 'demo.alumno');
  await page.getByRole('listitem').filter({ hasText: 'ADU-N1-A' }).getByRole('button').click();
  const teachers = page.getByRole('region', { name: 'Maestros' });
  await expect(teachers.locator('img').first()).toHaveAttribute('src', own!);
});
