import type { Locator, Page } from '@playwright/test';
import { RULES_MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, openProfileLink, test } from './fixtures';
import { snap } from './screenshot';

/* School 1's demo.reprobado signs the rules here (no other journey relies on it); demo.alumno signed in the seed. */

async function openReglamento(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await openProfileLink(page, 'Reglamento', /\/lms\/reglamento$/);
  await expect(page.getByRole('heading', { name: 'Reglamento', level: 1 })).toBeVisible();
}

/** A signature-like stroke across the pad, with the mouse. */
async function drawOn(page: Page, pad: Locator) {
  // In the middle of the screen, clear of the bottom navigation.
  await pad.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 30 + i * ((box.width - 60) / 12), y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  }
  await page.mouse.up();
}

test('a student reads the rules of their course and signs them with a guardian name', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  await openReglamento(page);

  // Only the ADULTOS rules: demo.reprobado's groups are all of that course type.
  const rules = page.getByRole('list', { name: 'Reglas de ADULTOS' });
  await expect(rules.getByRole('listitem')).toHaveCount(7);
  await expect(rules).toContainText('Llega puntual');
  await expect(page.getByRole('list', { name: 'Reglas de TEENS' })).toHaveCount(0);

  const firma = page.getByRole('region', { name: 'Firma' });
  const pad = firma.getByRole('img', { name: 'Recuadro para tu firma' });
  const sign = firma.getByRole('button', { name: 'Firmar' });
  await expect(pad).toBeVisible();
  await expect(sign).toBeDisabled();
  await expect(firma.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'reglamento-unsigned');

  // Limpiar empties the pad, and Firmar turns off again.
  await drawOn(page, pad);
  await expect(sign).toBeEnabled();
  await firma.getByRole('button', { name: 'Limpiar' }).click();
  await expect(sign).toBeDisabled();

  await drawOn(page, pad);
  await firma.getByLabel('Nombre del tutor (opcional)').fill('María Flores Garza');
  await snap(page, 'reglamento-drawn');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/1/firma.add_archivo'));
  const recorded = page.waitForRequest((r) => r.url().endsWith('/api/1/add.firma'));
  await sign.click();
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const { nombre } = (await upload.json()) as { nombre: string };
  expect((await recorded).postDataJSON()).toMatchObject({ nombre_tutor: 'María Flores Garza', firma_tutor: nombre });

  const dialog = page.locator('[data-feedback="success"]');
  await expect(dialog).toContainText(RULES_MSG.signatureSaved);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();

  // Signed: the pad and Firmar are gone, the date and the guardian show.
  await expect(sign).toHaveCount(0);
  await expect(pad).toHaveCount(0);
  const signed = firma.getByTestId('rules-signed');
  await expect(signed).toContainText('Ya firmaste el reglamento');
  await expect(signed).toContainText('Tutor: María Flores Garza');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'reglamento-signed');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Firma' }).getByTestId('rules-signed')).toContainText('Tutor: María Flores Garza');
  await expect(page.getByRole('button', { name: 'Firmar' })).toHaveCount(0);

  // Back to Perfil.
  await page.getByRole('button', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil/);
});

test('a student who already signed sees no pad', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openReglamento(page);
  const firma = page.getByRole('region', { name: 'Firma' });
  await expect(firma.getByTestId('rules-signed')).toContainText('Ya firmaste el reglamento');
  await expect(firma.getByTestId('rules-signed')).toContainText('7 de septiembre de 2026');
  await expect(firma.getByRole('button', { name: 'Firmar' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: /^Reglas de / }).first()).toBeVisible();
});

test('a teacher reads the rules grouped by course, each rule once', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /\/lms\/gruposteacher$/);
  await page.goto('reglamento');
  await expect(page.getByRole('heading', { name: 'Reglamento', level: 1 })).toBeVisible();
  for (const curso of ['ADULTOS', 'TEENS', 'KIDS']) {
    await expect(page.getByRole('heading', { name: curso, level: 3 })).toBeVisible();
    const list = page.getByRole('list', { name: `Reglas de ${curso}` });
    const texts = await list.getByRole('listitem').allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts).size).toBe(texts.length);
  }
  await expect(page.getByRole('region', { name: 'Firma' })).toHaveCount(0);
});
