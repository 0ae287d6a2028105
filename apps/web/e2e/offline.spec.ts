import type { Page } from '@playwright/test';
import { MSG } from '@lms/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/*
 * Offline with Chromium's offline mode (decision 017: the app shell; decision
 * 032: the answers kept on the phone). demo.teacher marks A260009, a classmate
 * of ADU-N3-C that no other journey marks, on the group's second newest class
 * date (attendance.spec.ts marks the newest).
 */
test.use({ viewport: { width: 360, height: 740 }, allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

const STUDENT = 'A260009';
const LAST_VISIT = /Sin conexión\. Estás viendo la información de tu última visita \(\d{2}\/\d{2} \d{2}:\d{2}\)\./;

const notice = (page: Page) => page.locator('[data-offline-notice]');

/** The page runs under the service worker, which keeps the app shell for offline visits. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until answers are kept on the phone (IndexedDB, saved a moment after they arrive): each of
 * `parts` is part of a kept query's key (the call's name, and its params as JSON).
 */
async function kept(page: Page, parts: string[]) {
  const keptKeys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('lms-consultas');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('consultas')) return resolve([]);
            const all = db.transaction('consultas').objectStore('consultas').getAll();
            all.onsuccess = () =>
              resolve(
                (all.result as string[]).flatMap((value) =>
                  (JSON.parse(value) as { clientState: { queries: Array<{ queryKey: unknown }> } }).clientState.queries.map((q) => JSON.stringify(q.queryKey)),
                ),
              );
            all.onerror = () => resolve([]);
          };
          open.onerror = () => resolve([]);
        }),
    );
  for (const part of parts) await expect.poll(async () => (await keptKeys()).some((key) => key.includes(part)), { message: `${part} kept` }).toBe(true);
}

test('opened offline, the app shows the spec’s notice as a band, and recovers by itself when the network returns', async ({ page, context }) => {
  // A first visit online installs the app shell.
  await page.goto('./');
  await expect(page.getByRole('button', { name: /English Academy/ })).toBeVisible();
  await underServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  // Not the browser's error page, and no dialog over the app: the app, with its notice above the screen.
  await expect(notice(page)).toContainText(MSG.noInternetTitle);
  await expect(notice(page)).toContainText(MSG.noInternetBody);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /English Academy/ })).toBeVisible();
  await snap(page, 'sin-internet');

  // A client route opened offline is the same shell.
  await page.goto('login');
  await expect(notice(page)).toBeVisible();

  // Back online: the notice goes by itself and the app works on, no reload.
  await context.setOffline(false);
  await expect(notice(page)).toBeHidden();
  await page.getByRole('button', { name: /English Academy/ }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

async function openTeacherAttendance(page: Page) {
  await page.getByRole('list', { name: 'Grupos' }).getByText('ADU-N3-C').first().click();
  await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  await page.getByRole('link', { name: /Participación/ }).click();
  await expect(page).toHaveURL(/\/lms\/listaasistencia\?id=/);
  await expect(page.getByRole('heading', { name: 'Asistencia', level: 1 })).toBeVisible();
}

/** Picks the second newest class date and answers its label. */
async function secondNewestDate(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Fecha de clase' }).click();
  const option = page.getByRole('option').nth(1);
  const label = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/fecha=\d{4}-\d{2}-\d{2}/);
  return label;
}

const rowOf = (page: Page) => page.locator(`li[data-student="${STUDENT}"]`);

test('a teacher opens Mis grupos, the group and its attendance offline from the last visit, takes attendance, and it arrives when the network returns', async ({ page, context }) => {
  test.slow();
  await loginAs(page, 'demo.teacher', /gruposteacher$/);
  await underServiceWorker(page);
  await openTeacherAttendance(page);
  const fecha = await secondNewestDate(page);
  await expect(rowOf(page)).toBeVisible();
  // The mark it does not have yet, so the save changes something.
  const present = rowOf(page).getByRole('button', { name: '1 · Asistencia' });
  const mark = (await present.getAttribute('aria-pressed')) === 'true' ? '2 · Falta' : '1 · Asistencia';
  const day = new URL(page.url()).searchParams.get('fecha')!;
  await kept(page, ['"grupos.teachers"', '"grupos.informacion"', '"grupos.fechas.habiles"', `"fecha":"${day}"`]);

  // Offline, a reload opens the same list from the phone, said to be from the last visit.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Asistencia', level: 1 })).toBeVisible();
  await expect(notice(page)).toContainText(LAST_VISIT);
  await expect(page.getByRole('combobox', { name: 'Fecha de clase' })).toHaveText(fecha);
  await expect(rowOf(page)).toBeVisible();

  // Back to Mis grupos and in again, all from the phone.
  await page.getByRole('button', { name: 'Grupo', exact: true }).click();
  await expect(page).toHaveURL(/\/lms\/detallegrupoteacher\?id=/);
  await expect(page.getByRole('heading', { name: 'ADU-N3-C', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mis grupos' }).click();
  await expect(page).toHaveURL(/\/lms\/gruposteacher$/);
  await expect(notice(page)).toContainText(LAST_VISIT);
  await openTeacherAttendance(page);
  expect(await secondNewestDate(page)).toBe(fecha);

  // Attendance taken offline waits on the phone.
  await rowOf(page).getByRole('button', { name: mark }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await acceptFeedback(page, 'warning', 'Sin conexión');
  await expect(rowOf(page)).toContainText('Pendiente de enviar');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'asistencia-desde-el-telefono');

  // The network returns: it is sent, and the server has it.
  await context.setOffline(false);
  await expect(rowOf(page)).not.toContainText('Pendiente de enviar', { timeout: 15_000 });
  await page.reload();
  await expect(notice(page)).toBeHidden();
  await expect(rowOf(page).getByRole('button', { name: mark })).toHaveAttribute('aria-pressed', 'true');
});

test('a student sees their lessons and grades offline after a reload, marked as from the last visit, and can close the notice', async ({ page, context }) => {
  test.slow();
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await underServiceWorker(page);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').filter({ hasText: 'ADU-N3-C' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/lms\/detallegrupo\?id=/);
  await page.getByRole('link', { name: 'Recursos' }).click();
  await expect(page.getByRole('heading', { name: 'Lecciones', level: 1 })).toBeVisible();
  const lessonsUrl = page.url();
  await expect(page.getByRole('button', { name: /^Lección 1 / })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Calificaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Calificaciones', level: 1 })).toBeVisible();
  const total = page.getByRole('region', { name: 'Total', exact: true });
  await expect(total).toContainText('de 100');
  const grade = (await total.textContent())!;
  await kept(page, ['"grupos.alumno"', '"recursos.usuario"', '"calificacion.grupo"']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Calificaciones', level: 1 })).toBeVisible();
  await expect(total).toHaveText(grade);
  await expect(notice(page)).toContainText(LAST_VISIT);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'calificaciones-sin-conexion');

  await page.goto(lessonsUrl);
  await expect(page.getByRole('heading', { name: 'Lecciones', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lección 1 / })).toBeVisible();
  await expect(notice(page)).toContainText(LAST_VISIT);

  // The notice can be closed, and the screen stays usable under it.
  await notice(page).getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(notice(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Lección 1 / })).toBeVisible();
});

test('a write other than attendance says offline that it needs the network', async ({ page, context }) => {
  await loginAs(page, 'demo.alumno', /gruposalumnos$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  const cuenta = page.getByRole('tabpanel', { name: 'Mi cuenta' });
  await cuenta.getByRole('button', { name: 'Editar' }).click();
  await cuenta.getByLabel('Celular').fill('8120000009');

  await context.setOffline(true);
  await cuenta.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('[data-feedback="error"]')).toContainText(MSG.offlineWriteNeedsNetwork);
  await expectNoSeriousA11yViolations(page);
  await acceptFeedback(page, 'error', MSG.offlineWriteNeedsNetwork);
});
