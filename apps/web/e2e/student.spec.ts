import { GROUPS_MSG, MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { chooseSchool, expect, loginAs, signIn, test } from './fixtures';
import { snap } from './screenshot';

test('a student goes from the landing to an enabled group and its detail', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: MSG.chooseSchool })).toBeVisible();
  await expect(page.getByRole('button', { name: /Fast English/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /English Academy/ }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await expect(page.getByRole('heading', { name: 'English Academy Monterrey' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'login');

  await signIn(page, 'demo.alumno');
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
  await expect(page.getByRole('heading', { name: 'Mis grupos' })).toBeVisible();
  const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
  await expect(groups).toHaveCount(4);
  // The online demo group runs every day, all day.
  await expect(groups.filter({ hasText: 'ADU-N3-C' }).getByText(GROUPS_MSG.running)).toBeVisible();
  await snap(page, 'mis-grupos');
  await expect(groups.filter({ hasText: 'ADU-N4-D' }).getByText('Bloqueado')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await groups.filter({ hasText: 'ADU-N1-A' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/lms\/detallegrupo\?id=/);
  await expect(page.getByRole('heading', { name: 'ADU-N1-A', level: 1 })).toBeVisible();
  const teachers = page.getByRole('region', { name: 'Maestros' });
  await expect(teachers.getByText('Ricardo Villarreal Elizondo')).toBeVisible();
  await expect(teachers.getByText('Laura Méndez Cantú')).toBeVisible();
  const weighting = page.getByRole('region', { name: 'Ponderación' });
  await expect(weighting.getByText('Exámenes')).toBeVisible();
  await expect(weighting.getByText('Total')).toBeVisible();
  // Both open their screens (lessons.spec.ts and grades.spec.ts walk them), with no "Pronto" tag.
  await expect(page.getByRole('link', { name: 'Calificaciones' }).or(page.getByRole('button', { name: 'Calificaciones' }))).toBeVisible();
  await expect(page.getByText('Pronto', { exact: true }).filter({ visible: true })).toHaveCount(1); // the bottom bar's Soporte only
  await expectNoSeriousA11yViolations(page);

  // The id travels in the URL: a reload shows the same group.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ADU-N1-A', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Mis grupos' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test('the running online group shows its meeting link in a new tab', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  const link = page.getByRole('link', { name: 'Entrar a la videollamada' });
  await expect(link).toHaveAttribute('href', /^https:\/\/zoom\.us\/j\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText(GROUPS_MSG.running)).toBeVisible();
});

test('tapping a blocked group shows its warning and stays on the list', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('listitem').filter({ hasText: 'ADU-N4-D' }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MSG.groupBlocked);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});

test("Mis grupos shows the login's groups without reading them again, and after a reload reads them behind the stored list", async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/1/grupos.alumno/')) reads.push(request.url());
  });
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
  await expect(groups).toHaveCount(4);
  expect(reads).toHaveLength(0);

  const answer = page.waitForResponse((r) => r.url().includes('/api/1/grupos.alumno/'));
  await page.reload();
  await expect(groups).toHaveCount(4);
  expect((await answer).status()).toBe(200);
  expect(reads).toHaveLength(1);
});

test('the refresh button reloads the groups', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  const answer = page.waitForResponse((r) => r.url().includes('/api/1/grupos.alumno/') && r.status() === 200);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await answer;
  await expect(page.getByRole('list', { name: 'Grupos' }).getByRole('listitem')).toHaveCount(4);
});

test('the student profile shows the avatar, name and user id', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Sofía Treviño Garza' })).toBeVisible();
  await expect(page.getByText('Usuario: demo.alumno')).toBeVisible();
  const soporte = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Soporte Pronto' });
  await soporte.click();
  await expect(page.getByText(MSG.comingSoonNotice)).toBeVisible();
  await expect(page).toHaveURL(/\/lms\/perfil$/);
  await expectNoSeriousA11yViolations(page);
});

test('a student without personal data lands on RegistrarDatos and can leave', async ({ page }) => {
  await chooseSchool(page);
  await signIn(page, 'demo.nuevo');
  await expect(page).toHaveURL(/\/lms\/registrardatos$/);
  await expect(page.getByRole('heading', { name: 'Paso 1 de 4: Datos personales' })).toBeVisible();
  // The bottom bar and a typed URL do not go around it.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/lms\/registrardatos$/);
  await page.goto('gruposalumnos');
  await expect(page).toHaveURL(/\/lms\/registrardatos$/);
  await expect(page.getByRole('heading', { name: 'Paso 1 de 4: Datos personales' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/lms\/$/);
});

test('a registered student who opens RegistrarDatos goes home, not to a message about activating', async ({ page }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.goto('registrardatos');
  await expect(page).toHaveURL(/\/lms\/gruposalumnos$/);
});
