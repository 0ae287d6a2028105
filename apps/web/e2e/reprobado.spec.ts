import { encodeId, MSG } from '@lms/contract';
import { expect, loginAs, test } from './fixtures';

test('a failed and an extraordinario group show their own warnings', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
  const dialog = page.getByRole('dialog');

  await groups.filter({ hasText: 'Reprobado' }).getByRole('button').click();
  await expect(dialog).toContainText(MSG.groupFailed);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();

  await groups.filter({ hasText: 'Extraordinario' }).getByRole('button').click();
  await expect(dialog).toContainText(MSG.groupExtraordinario);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test('a student without access sees ¡Sin acceso! count down and is logged out', async ({ page }) => {
  await loginAs(page, 'demo.reprobado', /gruposalumnos$/);
  // Taps never open these groups; a typed detail URL still asks usuario.acceso.
  const groupId = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { login?: { grupos?: Array<{ id: number }> } };
    return stored.login?.grupos?.[0]?.id ?? 0;
  });
  await page.goto(`detallegrupo?id=${encodeId(groupId)}`);
  const dialog = page.getByRole('dialog', { name: MSG.noAccessTitle });
  await expect(dialog).toContainText(MSG.noAccessBody);
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '30', { timeout: 5_000 });
  await expect(page).toHaveURL(/\/lms\/$/, { timeout: 12_000 });
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();
});
