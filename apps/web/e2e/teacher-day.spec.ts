import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/*
 * The teacher's day (issue 18): today's attendance of demo.teacher's online
 * group (the demo gives it a class on the day it is loaded), why a day is
 * not offered, and 'En riesgo' → Comentarios.
 */
test.use({ viewport: { width: 360, height: 740 } });

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** Today at the school (America/Monterrey), YYYY-MM-DD: the journeys run on the real date. */
const schoolToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Monterrey' }).format(new Date());

async function openGroup(page: Page, name: string) {
  await bottomNav(page).getByRole('link', { name: 'Grupos' }).click();
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: name }).getByRole('button').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function openAttendance(page: Page, name: string) {
  await openGroup(page, name);
  await page.getByRole('link', { name: /Participación/ }).click();
  await expect(page).toHaveURL(/\/lms\/listaasistencia\?id=/);
  await expect(page.getByRole('heading', { name: 'Asistencia', level: 1 })).toBeVisible();
}

test('ADU-N3-C, with class every day, offers today’s attendance and says nothing is missing', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await openAttendance(page, 'ADU-N3-C');
  const [y, m, d] = schoolToday().split('-');
  // Today is the picker's default, the newest of its dates.
  await expect(page.getByRole('combobox', { name: 'Fecha de clase' })).toContainText(`${d}/${m}/${y}`);
  await expect(page.getByRole('status').filter({ hasText: /no hay clase|todavía no/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Alumnos' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'asistencia-hoy');
});

test('a day without class says why and which class is next; a group whose cycle has not started names its first class', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await openAttendance(page, 'ADU-N3-C');
  // A date the address asks for (a link, the back button) that had no class: 3 November fell between two classes.
  const url = new URL(page.url());
  url.searchParams.set('fecha', '2026-11-03');
  await page.goto(url.toString());
  await expect(page.getByRole('status').filter({ hasText: 'El martes 3 de noviembre no hubo clase de este grupo. La siguiente clase fue el viernes 6 de noviembre.' })).toBeVisible();
  // The list still opens on a date that takes attendance.
  await expect(page.getByRole('list', { name: 'Alumnos' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'asistencia-sin-clase');

  // ADU-N4-D (Saturdays, CICLO 47 from 11 January 2027): no class today, nor any date to choose.
  await openAttendance(page, 'ADU-N4-D');
  await expect(
    page.getByRole('status').filter({ hasText: 'El ciclo de este grupo todavía no empieza: empieza el lunes 11 de enero de 2027. La siguiente clase es el sábado 16 de enero de 2027.' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Fecha de clase' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('En riesgo → Ir a Comentarios opens the group’s cycle with those students, and back returns to the group', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await openGroup(page, 'ADU-N3-C');
  const groupUrl = page.url();
  const risk = page.getByRole('region', { name: /En riesgo/ });
  await expect(risk.getByRole('listitem').first()).toBeVisible();
  const names = (await risk.getByRole('listitem').locator('p:first-child').allTextContents()).sort();
  expect(names.length).toBeGreaterThan(0);

  await risk.getByRole('link', { name: 'Ir a Comentarios' }).click();
  await expect(page).toHaveURL(/\/lms\/comentarios\?ciclo=\d+&grupo=[\w-]+&alumnos=\d+(,\d+)*$/);
  await expect(page.getByRole('combobox', { name: 'Ciclo' })).toHaveText('CICLO 46 NOV-DIC 2026');
  const listed = page.getByRole('list', { name: 'Alumnos en riesgo del grupo' }).getByRole('listitem');
  await expect(listed).toHaveCount(names.length);
  expect((await listed.locator('p:first-child').allTextContents()).sort()).toEqual(names);
  await expect(page.getByText(/El comentario se envía si al cerrar el ciclo reprueban el examen extraordinario/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'comentarios-desde-en-riesgo');

  await page.goBack();
  await expect(page).toHaveURL(groupUrl);
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('list', { name: 'Alumnos en riesgo del grupo' }).getByRole('listitem')).toHaveCount(names.length);
});

test('Comentarios opens on the current cycle and lists cycles newest first', async ({ page }) => {
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await bottomNav(page).getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('region', { name: 'Comentarios' }).getByRole('link', { name: 'Abrir Comentarios' }).click();
  await expect(page.getByRole('heading', { name: 'Comentarios', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ciclo' })).toHaveText('CICLO 46 NOV-DIC 2026');
  await expect(page.getByText('Alumnos en riesgo de tus grupos.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ciclo' }).click();
  const options = await page.getByRole('option').allTextContents();
  expect(options.slice(0, 3)).toEqual(['CICLO 47 ENE-FEB 2027', 'CICLO 46 NOV-DIC 2026', 'CICLO 45 SEP-OCT 2026']);
  expect(options.at(-1)).toBe('CICLO 30 MAR-ABR 2024');
  await expect(page.getByRole('option', { name: 'CICLO 46 NOV-DIC 2026' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
});
