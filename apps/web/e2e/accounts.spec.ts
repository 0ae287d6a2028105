import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ACCESS_MSG, ACCOUNT_MSG, MSG, PROFILE_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, chooseSchool, expect, PASSWORD, signIn, test } from './fixtures';
import { linkIn, mailbox } from './mail';

/*
 * Accounts over real SMTP (the capture server of e2e/mail-capture.ts).
 * Only these accounts: school 1's demo.registro (registers and activates) and
 * demo.olvido (changes its password), school 2's demo.pendiente (activates).
 * The recovery and resend calls are throttled at 3 per account from one
 * address (decision 016): each account asks once per run (the database is
 * new on every run).
 */

const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

// Failed calls the journeys provoke on purpose: wrong password, not activated, used link.
test.use({ allowedConsoleErrors: [/status of 40[013]/] });

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/screens');

/** Phone screenshots for a look by eye: E2E_SCREENSHOTS=1 writes them to .tmp/screens. */
async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENS_DIR, `accounts-${name}.png`), fullPage: true });
}

async function expectStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function openSupport(page: Page, entry: 'Recuperar contraseña' | 'Reenviar correo') {
  await page.getByRole('button', { name: 'Soporte' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test('a student registers in four steps, activates the account from the mail and signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const email = 'iker.garza.registro@correo.example.mx';
  await chooseSchool(page);
  await signIn(page, 'demo.registro');
  await expect(page).toHaveURL(/\/lms\/registrardatos$/);
  await expectStep(page, 'Paso 1 de 4: Datos personales');
  await expect(page.getByRole('button', { name: 'Regresar' })).toBeDisabled();
  await snap(page, '1-personal');
  await expectNoSeriousA11yViolations(page);

  // Step 1 greets by the name the school registered, with the fields already filled, and says the name criteria.
  await expect(page.getByLabel('Nombre')).toHaveValue('Iker');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Garza');
  await expect(page.getByLabel('Apellido materno')).toHaveValue('Salinas');
  await expect(page.getByText(ACCOUNT_MSG.nameCriteriaRules)).toBeVisible();
  // Nothing moves on until the form is valid.
  for (const label of ['Nombre', 'Apellido paterno', 'Apellido materno']) await page.getByLabel(label).fill('');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(8);
  await expect(page.getByLabel('Nombre')).toBeFocused();
  await snap(page, '1-personal-required');
  await page.getByLabel('Nombre').fill('JUan');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(ACCOUNT_MSG.nameCriteria)).toBeVisible();
  await page.getByLabel('Nombre').fill('  Iker ');
  await page.getByLabel('Apellido paterno').fill('Garza');
  await page.getByLabel('Apellido materno').fill('Salinas');
  await page.getByLabel('Edad').fill('abc');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // A word in Edad is not a valid age, not a missing one.
  await expect(page.getByText(PROFILE_MSG.ageInvalid)).toBeVisible();
  await page.getByLabel('Edad').fill('19');
  await page.getByLabel('Sexo').selectOption({ label: 'Hombre' });
  await page.getByLabel('Correo electrónico').fill('iker.garza@');
  await page.getByLabel('Teléfono').fill('8181112233');
  await page.getByLabel('WhatsApp (celular)').fill('8184445566');
  await page.getByLabel('Contacto de emergencia').fill('Rosa Salinas 8187778899');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(ACCOUNT_MSG.emailMustBeValid)).toBeVisible();
  await expect(page.getByText(ACCOUNT_MSG.nameCriteria)).toBeHidden();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2, and back: step 1 keeps what was typed.
  await expectStep(page, 'Paso 2 de 4: Dirección');
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expectStep(page, 'Paso 1 de 4: Datos personales');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Garza');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectStep(page, 'Paso 2 de 4: Dirección');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(5);
  await snap(page, '2-address-required');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Calle').fill('Av. Morelos');
  await page.getByLabel('Número').fill('120-B');
  await page.getByLabel('Colonia').fill('Centro');
  await page.getByLabel('Municipio').fill('Monterrey');
  await page.getByLabel('Estado').selectOption({ label: 'Nuevo León' });
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: Registrar with an empty survey asks to check the data.
  await expectStep(page, 'Paso 3 de 4: Encuesta');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await acceptFeedback(page, 'error', ACCOUNT_MSG.checkAllData);
  await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('¿Cómo te enteraste de nosotros?').selectOption({ label: 'Facebook' });
  await page.getByLabel('Ocupación').selectOption({ label: 'Estudiante' });
  await page.getByLabel('Estado civil').selectOption({ label: 'Soltero' });
  await page.getByLabel('Hijos').selectOption({ label: '0' });
  await page.getByLabel('Transporte').selectOption({ label: 'Camión' });
  await page.getByLabel('Motivo de estudio').selectOption({ label: 'Escuela' });
  await snap(page, '3-survey');

  const inbox = mailbox(email);
  await page.getByRole('button', { name: 'Registrar' }).click();

  // Step 4 says so in place, over no dialog: the instructions stay readable while the bar fills, then logout.
  await expectStep(page, 'Correo de activación enviado');
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MSG.registrationMailSent })).toBeVisible();
  await expect(page.locator('[data-feedback]')).toHaveCount(0);
  await expect(page.getByText(email)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: /Cerraremos tu sesión/ });
  await expect(bar).toHaveAttribute('aria-valuenow', /^(?!0$)\d+$/, { timeout: 4_000 });
  await snap(page, '4-sent');
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/lms\/$/, { timeout: 25_000 });
  // The school chooser is free to use: nothing of the registration stays over it.
  await expect(page.locator('[data-feedback]')).toHaveCount(0);

  const mail = await inbox.next();
  expect(mail.subject).toContain('Activa tu cuenta');
  const link = linkIn(mail);
  expect(link.pathname).toBe('/lms/activarcuenta');
  expect(link.searchParams.get('escuela')).toBe('1');

  // Not activated yet: sign-in is refused.
  await page.getByRole('button', { name: /English Academy/ }).click();
  await signIn(page, 'demo.registro');
  await acceptFeedback(page, 'error', ACCOUNT_MSG.accountNotActivated);
  await expect(page).toHaveURL(/\/lms\/login$/);

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: '¡Cuenta activada!' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MSG.accountActivated)).toBeVisible();
  await snap(page, '5-activated');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await signIn(page, 'demo.registro');
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
  await expect(page.getByText('Aún no tienes grupos asignados')).toBeVisible();
  await snap(page, '6-no-groups');
  await expectNoSeriousA11yViolations(page);
});

test('a student recovers the password from the support menu; the link works once', async ({ page }) => {
  test.setTimeout(60_000);
  const newPassword = 'Camila#2026';
  await chooseSchool(page);
  await openSupport(page, 'Recuperar contraseña');
  await expect(page).toHaveURL(/\/lms\/recuperarpassword$/);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByText('English Academy Monterrey')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByText(MSG.required, { exact: true })).toBeVisible();
  await snap(page, 'recover-required');

  const inbox = mailbox('demo.olvido1@correo.example.mx');
  await page.getByLabel('Matrícula').fill('demo.olvido');
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await acceptFeedback(page, 'success', ACCOUNT_MSG.recoverySent);
  await expect(page.getByLabel('Matrícula')).toHaveValue('');

  const mail = await inbox.next();
  expect(mail.subject).toContain('Recupera tu contraseña');
  const link = linkIn(mail);
  expect(link.pathname).toBe('/lms/restablecerpassword');

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Elige tu nueva contraseña' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const save = page.getByRole('button', { name: 'Guardar contraseña' });
  await save.click();
  await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('corta');
  await page.getByRole('textbox', { name: 'Confirma la contraseña' }).fill('corta');
  await save.click();
  await expect(page.getByText(ACCOUNT_MSG.passwordTooShort)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirma la contraseña' }).fill(`${newPassword}x`);
  await save.click();
  await expect(page.getByText(PASSWORDS_DIFFER)).toBeVisible();
  await snap(page, 'reset-form');
  await page.getByRole('textbox', { name: 'Confirma la contraseña' }).fill(` ${newPassword} `);
  await save.click();
  await expect(page.getByRole('heading', { name: '¡Contraseña actualizada!' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MSG.passwordReset)).toBeVisible();
  await snap(page, 'reset-done');
  await expectNoSeriousA11yViolations(page);

  // The link is single use.
  await page.goto(link.href);
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('OtraClave2026');
  await page.getByRole('textbox', { name: 'Confirma la contraseña' }).fill('OtraClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MSG.linkInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recuperar contraseña' })).toHaveAttribute('href', '/lms/recuperarpassword');
  await snap(page, 'reset-used-link');
  await expectNoSeriousA11yViolations(page);

  // The old password is refused, the new one signs in.
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await signIn(page, 'demo.olvido', PASSWORD);
  await acceptFeedback(page, 'error', ACCESS_MSG.loginWrong);
  await signIn(page, 'demo.olvido', newPassword);
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test('Reenviar correo sends a new activation link that activates a pending account', async ({ page }) => {
  test.setTimeout(60_000);
  await chooseSchool(page, /Fast English/);
  await signIn(page, 'demo.pendiente');
  await acceptFeedback(page, 'error', ACCOUNT_MSG.accountNotActivated);

  await openSupport(page, 'Reenviar correo');
  await expect(page).toHaveURL(/\/lms\/reenviarcorreo$/);
  await expect(page.getByText('Fast English Monterrey')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(2);
  await snap(page, 'resend-required');

  const inbox = mailbox('demo.pendiente2@correo.example.mx');
  await page.getByLabel('Matrícula').fill('demo.pendiente');
  await page.getByLabel('Correo').fill('demo.pendiente2@correo.example.mx');
  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await acceptFeedback(page, 'success', ACCOUNT_MSG.resendSent);
  await expect(page.getByLabel('Matrícula')).toHaveValue('');
  await expect(page.getByLabel('Correo')).toHaveValue('');

  const link = linkIn(await inbox.next());
  expect(link.searchParams.get('escuela')).toBe('2');
  const activation = page.waitForResponse((r) => r.url().endsWith('/api/2/usuario.activar.cuenta'));
  await page.goto(link.href);
  expect((await activation).status()).toBe(200);
  await expect(page.getByRole('heading', { name: '¡Cuenta activada!' })).toBeVisible();
  await expect(page.getByText('Fast English Monterrey')).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Fast English Monterrey' })).toBeVisible();
  await signIn(page, 'demo.pendiente');
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test('account pages reached without a school or with a bad link', async ({ page }) => {
  // No school chosen yet: the recovery and resend pages offer the picker first.
  await page.goto('recuperarpassword');
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'recover-no-school');
  await page.getByRole('button', { name: /Fast English/ }).click();
  await expect(page.getByText('Fast English Monterrey')).toBeVisible();
  await expect(page.getByLabel('Matrícula')).toBeVisible();
  await snap(page, 'recover');
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await expect(page.getByRole('heading', { name: 'Fast English Monterrey' })).toBeVisible();

  await page.goto('reenviarcorreo');
  await page.getByRole('button', { name: '¿No es tu escuela? Cambiar escuela' }).click();
  await page.getByRole('button', { name: /English Academy/ }).click();
  await expect(page.getByText('English Academy Monterrey')).toBeVisible();
  await snap(page, 'resend');
  await expectNoSeriousA11yViolations(page);

  // A link without its token, one with a token the server does not know.
  await page.goto('activarcuenta?escuela=1');
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reenviar correo' })).toHaveAttribute('href', '/lms/reenviarcorreo');
  await expectNoSeriousA11yViolations(page);
  await page.goto(`activarcuenta?escuela=2&token=${'x'.repeat(43)}`);
  await expect(page.getByText(ACCOUNT_MSG.linkInvalid)).toBeVisible();
  await snap(page, 'activation-invalid');
  await page.getByRole('link', { name: 'Reenviar correo' }).click();
  await expect(page).toHaveURL(/\/lms\/reenviarcorreo$/);
  await expect(page.getByText('Fast English Monterrey')).toBeVisible();

  await page.goto('restablecerpassword?escuela=1&token=corto');
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recuperar contraseña' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
