import type { Page } from '@playwright/test';
import { chooseSchool, expect, loginAs, settled, test } from './fixtures';
import { snap } from './screenshot';

/*
 * Tap targets (issue 18): every visible link and button of the key phone
 * screens is at least 44 px tall (WCAG 2.5.5, Apple's and Material's
 * guidance), measured from the laid-out page: a layout test, not a timing one.
 */
test.use({ viewport: { width: 360, height: 740 } });

const MIN = 44;

/** The visible links and buttons shorter than MIN, each described by its role, name and height. */
async function smallTargets(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate((min) => {
    const selector = 'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.height)} px`);
      }
    }
    return out;
  }, MIN);
}

test('login: every link and button is at least 44 px tall', async ({ page }) => {
  await chooseSchool(page);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-login');
});

test('a teacher’s Mis grupos, a group and Perfil: every link and button is at least 44 px tall', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-mis-grupos');

  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /En riesgo/ })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-grupo');

  await nav.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('region', { name: 'Comentarios' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-perfil-teacher');
});

test('a student’s groups and Perfil: every link and button is at least 44 px tall', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await expect(page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-grupos-alumno');

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'tap-perfil-alumno');
});
