import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, loginAs, openProfileLink, test } from './fixtures';
import { snap } from './screenshot';

// The narrowest phone we design for.
test.use({ viewport: { width: 360, height: 740 } });

/** Nothing on the screen is wider than the phone: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function openGroup(page: Page, grupo: string) {
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: grupo }).getByRole('button').click();
  await expect(page).toHaveURL(/\/lms\/detallegrupo\?id=/);
  await expect(page.getByRole('heading', { name: grupo, level: 1 })).toBeVisible();
}

test('a student opens Calificaciones from a group, sees how the grade is computed and goes back', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openGroup(page, 'ADU-N3-C');
  const detailUrl = page.url();

  await page.getByRole('link', { name: 'Calificaciones' }).click();
  await expect(page).toHaveURL(/\/lms\/calificaciones\?id=/);
  await expect(page.getByRole('heading', { name: 'Calificaciones', level: 1 })).toBeVisible();
  await expect(page.getByText('Grupo ADU-N3-C')).toBeVisible();
  // The radial cards: each part out of its weight, the total out of 100 with the group's status.
  await expect(page.getByRole('region', { name: 'Participación', exact: true })).toContainText('de 20');
  await expect(page.getByRole('region', { name: 'Ejercicios', exact: true })).toContainText('de 40');
  await expect(page.getByRole('region', { name: 'Exámenes', exact: true })).toContainText('de 40');
  const total = page.getByRole('region', { name: 'Total', exact: true });
  await expect(total).toContainText('de 100');
  await expect(total).toContainText('En curso');
  // Her teacher's accepted comment on this group.
  await expect(page.getByRole('region', { name: 'Comentarios de tus maestros', exact: true })).toContainText('Ricardo Villarreal Elizondo');

  // The breakdown: attendance first, then exercises with the ones still missing.
  await expect(page.getByRole('table', { name: 'Desglose de participación' })).toContainText('Asistencia');
  await page.getByRole('tab', { name: 'Ejercicios' }).click();
  await expect(page.getByRole('table', { name: 'Desglose de ejercicios' })).toContainText('Ejercicio faltante');

  // "¿Cómo se calcula?": the formulas with her numbers and what she still needs.
  const how = page.getByRole('button', { name: '¿Cómo se calcula?' });
  await expect(how).toHaveAttribute('aria-expanded', 'false');
  await how.click();
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  // The card's word (Participación) and the teacher's (asistencia) in one line.
  await expect(page.getByText(/^Participación \(asistencia\): \(\d+ asistencias? \+ ½ × \d+ retardos?\) ÷ \d+ clases del curso × 20 = [\d.]+ de 20 puntos$/)).toBeVisible();
  await expect(page.getByText(/^Ejercicios: \(promedio [\d.]+ × \d+ ejercicios? con calificación\) ÷ \(20 ejercicios del curso × 100\) × 40 = [\d.]+ de 40 puntos$/)).toBeVisible();
  await expect(page.getByText(/^Calificación: [\d.]+ \+ [\d.]+ \+ [\d.]+ = [\d.]+ de 100 puntos$/)).toBeVisible();
  await expect(page.getByText(/^Para aprobar necesitas /)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'calificaciones');

  await page.getByRole('button', { name: 'Grupo', exact: true }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
});

test("a finished group's Calificaciones says it is passed and that 70 is reached", async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await openGroup(page, 'ADU-N1-A');
  await page.getByRole('link', { name: 'Calificaciones' }).click();
  const total = page.getByRole('region', { name: 'Total', exact: true });
  await expect(total).toContainText('84.4');
  await expect(total).toContainText('Aprobado');
  await page.getByRole('button', { name: '¿Cómo se calcula?' }).click();
  await expect(page.getByText('Ya alcanzaste la calificación aprobatoria (70): llevas 84.4.')).toBeVisible();
  // The recovery exam replaced the mid-term: the explanation says so.
  await expect(page.getByText('En 1 examen cuenta tu examen de recuperación, porque en él obtuviste más que en el examen.')).toBeVisible();
  await page.getByRole('tab', { name: 'Exámenes' }).click();
  await expect(page.getByRole('table', { name: 'Desglose de exámenes' })).toContainText('Examen de recuperación');
  await expectNoSidewaysScroll(page);
});

test('a student opens the Kardex from Perfil, sees the levels and the average, and goes back', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
  await openProfileLink(page, 'Kardex', /\/lms\/kardex$/);
  await expect(page.getByRole('heading', { name: 'Kardex', level: 1 })).toBeVisible();

  // (92 + 85) / 2: the levels under way do not count.
  await expect(page.getByRole('region', { name: 'Promedio', exact: true })).toContainText('88.5');
  const levels = page.getByRole('table', { name: 'Calificaciones por nivel' });
  await expect(levels.getByRole('columnheader')).toHaveText(['Nivel', 'Ordinario', 'Extraordinario']);
  await expect(levels.getByRole('row', { name: /Nivel 1/ })).toContainText('92');
  await expect(levels.getByRole('row', { name: /Nivel 2/ })).toContainText('85');
  await expect(levels.getByRole('row')).toHaveCount(5);
  const comments = page.getByRole('table', { name: 'Comentarios de tus maestros' });
  await expect(comments).toContainText('Muy buen nivel, sigue así.');
  await expect(comments).toContainText('Laura Méndez Cantú');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'kardex');

  await page.getByRole('button', { name: 'Perfil', exact: true }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
});
