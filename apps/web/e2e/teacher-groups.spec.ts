import { GROUPS_MSG, MSG } from '@lms/contract';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

// The narrowest phone the app is made for.
test.use({ viewport: { width: 360, height: 740 } });

/** The options of a teacher's group and the path each opens (spec 3 §2). */
const OPTIONS = [
  ['Lista de alumnos', 'listaalumnos'],
  ['Recursos asignados', 'recursogrupo'],
  ['Participación', 'listaasistencia'],
  ['Calificaciones', 'calificaciongrupo'],
  ['Incidencias', 'incidencias'],
] as const;

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** Mis grupos from the teacher's home, through the bottom navigation. */
async function openMyGroups(page: Page) {
  await bottomNav(page).getByRole('link', { name: 'Grupos' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
  await expect(page.getByRole('heading', { name: 'Mis grupos', level: 1 })).toBeVisible();
  return page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The chips a screen reader hears as the user's own ("Lunes, tu día"), and the others. */
async function expectScheduleDays(chips: Locator, own: string[], others: string[]) {
  await expect(chips).toHaveCount(own.length + others.length);
  for (const day of own) await expect(chips.filter({ hasText: new RegExp(`^${day}, tu día$`) })).toHaveCount(1);
  for (const day of others) await expect(chips.filter({ hasText: new RegExp(`^${day}$`) })).toHaveCount(1);
}

test('a teacher opens their group from Mis grupos, sees their days and the class list', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /\/lms\/gruposteacher$/);
  const groups = await openMyGroups(page);
  const group = groups.filter({ hasText: 'ADU-N3-C' });
  await expect(group).toHaveCount(1);
  // Online and open all day, every day in the demo: CORRIENDO, and demo.teacher is its teacher 1.
  await expect(group.getByText('Teacher 1', { exact: true })).toBeVisible();
  await expect(group.getByText(GROUPS_MSG.running)).toBeVisible();
  await expect(group.getByText('0:00 a 23:59')).toBeVisible();
  await expect(group.getByText(/^\d+ alumnos$/)).toBeVisible();
  await expect(bottomNav(page).getByRole('link', { name: 'Grupos' })).toHaveAttribute('aria-current', 'page');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'teacher-mis-grupos');

  await group.getByRole('button').click();
  await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  const groupId = new URL(page.url()).searchParams.get('id');
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  // Teacher 1 owns Monday to Wednesday; the weekend is everyone's.
  const chips = page.getByRole('list', { name: 'Días de clase' }).getByRole('listitem');
  await expectScheduleDays(chips, ['Lunes', 'Martes', 'Miércoles', 'Sábado', 'Domingo'], ['Jueves', 'Viernes']);
  await expect(page.getByText('Eres teacher 1. Resaltados, tus días: lunes, martes, miércoles, sábado y domingo.')).toBeVisible();

  const options = page.getByRole('navigation', { name: 'Opciones del grupo' });
  await expect(options.getByRole('listitem')).toHaveCount(OPTIONS.length);
  for (const [label, path] of OPTIONS) {
    // Each option opens its screen for this group, or says "Pronto" while its screen is still to come.
    const link = options.getByRole('link', { name: label, exact: true });
    await expect(link.or(options.getByRole('button', { name: `${label} Pronto`, exact: true }))).toBeVisible();
    if ((await link.count()) > 0) await expect(link).toHaveAttribute('href', new RegExp(`/lms/${path}\\?id=${groupId}$`));
  }
  await expect(options.getByRole('link', { name: 'Lista de alumnos' })).toBeVisible();
  await expect(options.getByRole('link', { name: 'Participación' })).toBeVisible();
  const comingSoon = options.getByRole('button', { name: / Pronto$/ });
  if ((await comingSoon.count()) > 0) {
    await comingSoon.first().click();
    await expect(page.getByText(MSG.comingSoonNotice)).toBeVisible();
    await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  }

  await expect(page.getByRole('region', { name: 'Información del curso' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ponderación' }).getByText('Total')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Maestros' }).getByText('Ricardo Villarreal Elizondo')).toBeVisible();
  await expect(bottomNav(page).getByRole('link', { name: 'Grupos' })).toHaveAttribute('aria-current', 'page');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'teacher-detalle-grupo');
  const detailUrl = page.url();

  // The id travels in the URL: a reload shows the same group.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();

  await options.getByRole('link', { name: 'Lista de alumnos' }).click();
  await expect(page).toHaveURL(/\/lms\/listaalumnos\?id=/);
  await expect(page.getByRole('heading', { name: 'Lista de alumnos', level: 1 })).toBeVisible();
  await expect(page.getByText('ADU-N3-C', { exact: true })).toBeVisible();
  const students = page.getByRole('list', { name: 'Alumnos' }).getByRole('listitem');
  const sofia = students.filter({ hasText: 'Sofía Treviño Garza' });
  await expect(sofia).toHaveCount(1);
  await expect(sofia.getByText('Matrícula demo.alumno')).toBeVisible();
  // She has an avatar picture; the others show it or their initials.
  await expect(sofia.locator('img')).toHaveCount(1);
  const count = await students.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(`${count} alumnos`, { exact: true })).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'teacher-lista-alumnos');

  await page.getByRole('button', { name: 'Grupo', exact: true }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mis grupos' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
  await expect(groups.filter({ hasText: 'ADU-N3-C' })).toHaveCount(1);
});

test('teacher 2 sees the same group with Thursday and Friday as theirs', async ({ page }) => {
  await loginAs(page, 'demo.teacher2', /\/lms\/gruposteacher$/);
  const groups = await openMyGroups(page);
  const group = groups.filter({ hasText: 'ADU-N3-C' });
  await expect(group.getByText('Teacher 2', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Actualizar reads the list again.
  const answer = page.waitForResponse((r) => r.url().includes('/api/1/grupos.teachers/') && r.status() === 200);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await answer;
  await expect(group.getByText('Teacher 2', { exact: true })).toBeVisible();

  await group.getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Días de clase' }).getByRole('listitem');
  await expectScheduleDays(chips, ['Jueves', 'Viernes', 'Sábado', 'Domingo'], ['Lunes', 'Martes', 'Miércoles']);
  await expect(page.getByText('Eres teacher 2. Resaltados, tus días: jueves, viernes, sábado y domingo.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'teacher2-detalle-grupo');
});

test.describe('a group that is not theirs', () => {
  // The refused reads are logged by the browser as failed requests.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("a teacher who opens another teacher's group, or an unreadable id, is told and goes back", async ({ page }) => {
    // ADU-N3-G is demo.teacher2's alone.
    await loginAs(page, 'demo.teacher2', /\/lms\/gruposteacher$/);
    const groups = await openMyGroups(page);
    await groups.filter({ hasText: 'ADU-N3-G' }).getByRole('button').click();
    await expect(page.getByRole('heading', { name: 'ADU-N3-G', level: 1 })).toBeVisible();
    const search = new URL(page.url()).search;
    await bottomNav(page).getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/lms\/$/);

    await loginAs(page, 'demo.teacher', /\/lms\/gruposteacher$/);
    await page.goto(`detallegrupoteacher${search}`);
    await acceptFeedback(page, 'error', MSG.forbidden);
    await expect(page.getByRole('heading', { name: 'No pudimos abrir este grupo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`listaalumnos${search}`);
    await acceptFeedback(page, 'error', MSG.forbidden);
    await expect(page.getByRole('heading', { name: 'No pudimos abrir este grupo' })).toBeVisible();
    await page.getByRole('button', { name: 'Mis grupos' }).click();
    await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
    await expect(page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-G' })).toHaveCount(0);

    await page.goto('detallegrupoteacher?id=no-es-un-id');
    await expect(page.getByRole('heading', { name: 'No pudimos abrir este grupo' })).toBeVisible();
    await page.getByRole('button', { name: 'Mis grupos' }).click();
    await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
  });
});
