import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('office staff export the audit trail of a period as a spreadsheet', async ({ page }) => {
  await loginAs(page, 'demo.editor', /perfileditor$/);
  const card = page.getByRole('region', { name: 'Auditoría de cambios' });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A period backwards is said before anything is asked.
  await card.getByLabel('Desde').fill('2026-11-30');
  await card.getByLabel('Hasta').fill('2026-11-01');
  await expect(card.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  await card.getByLabel('Desde').fill('2026-10-01');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('auditoria-2026-10-01-a-2026-11-01.xlsx');
  // An xlsx is a zip: it starts with PK.
  const stream = await file.createReadStream();
  const first = await new Promise<Buffer>((resolve) => stream.once('data', (chunk) => resolve(Buffer.from(chunk))));
  expect(first.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a teacher does not see the export', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Ricardo Villarreal Elizondo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auditoría de cambios' })).toHaveCount(0);
});
