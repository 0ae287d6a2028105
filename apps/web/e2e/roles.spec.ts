import { MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

test('a teacher lands on Mis grupos (their day starts there), with the teacher navigation and Perfil a tap away', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /\/lms\/gruposteacher$/);
  await expect(page.getByRole('heading', { name: 'Mis grupos', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Grupos' })).toHaveAttribute('href', '/lms/gruposteacher');
  await nav.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Ricardo Villarreal Elizondo' })).toBeVisible();
  // Its support screen arrives with the tickets area: the entry says so instead of being a grey dead end.
  await nav.getByRole('button', { name: 'Soporte Pronto' }).click();
  await expect(page.getByText(MSG.comingSoonNotice)).toBeVisible();
  await expect(page).toHaveURL(/\/lms\/perfilteacher$/);
  await expect(nav.getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Salir' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('an editor lands on PerfilEditor and the drawer lists the back-office screens', async ({ page }) => {
  await loginAs(page, 'demo.editor', /\/lms\/perfileditor$/);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  const entries = menu.getByRole('listitem');
  await expect(entries).toHaveCount(6);
  for (const label of ['NI Vendedora', 'Tickets', 'KPI General', 'KPI Montos', 'Reporte semanal de ventas', 'Requisiciones']) {
    await expect(menu.getByRole('button', { name: `${label} Pronto` })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Requisiciones Pronto' }).click();
  await expect(page.getByText(MSG.comingSoonNotice)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the administrator lands on PerfilEditor', async ({ page }) => {
  await loginAs(page, 'demo.admin', /\/lms\/perfileditor$/);
  await expect(page.getByText('Administrador', { exact: true }).first()).toBeVisible();
});

test('the restricted editor sees only ActividadesDiariasTodos in the drawer', async ({ page }) => {
  await loginAs(page, 'demo.restringido', /\/lms\/perfileditor$/);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu.getByRole('listitem')).toHaveCount(1);
  await expect(menu.getByRole('button', { name: 'Actividades diarias' })).toBeVisible();
});

test('a student typing a teacher route is not let in', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('gruposteacher');
  await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
  await expect(page.getByRole('heading', { name: 'No tienes acceso a esta sección' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi inicio' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);

  // In-app navigation back to the teacher route is simply stopped where it stands.
  await page.evaluate(() => window.history.back());
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
  await expect(page.getByRole('heading', { name: 'Mis grupos' })).toBeVisible();
});
