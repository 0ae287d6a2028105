import { RECORDINGS_MSG } from '@lms/contract';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { acceptFeedback, expect, loginAs, test } from './fixtures';
import { snap } from './screenshot';

/* demo.teacher2 sends the cycle's video here (no other journey relies on it); demo.teacher's card stays for the demo. */
test.use({ viewport: { width: 360, height: 740 } });

/** A WebM by its first bytes (the server checks the content), padded to a size worth watching go up. */
function webm(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]).copy(file);
  return file;
}

async function openMyGroups(page: Page) {
  await loginAs(page, 'demo.teacher2', /\/lms\/gruposteacher$/);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Grupos' }).click();
  await expect(page.getByRole('heading', { name: 'Mis grupos', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: RECORDINGS_MSG.videoCardTitle });
}

/** The upload's bytes leave the phone at about 1 MB/s, as on a slow mobile network. */
async function slowUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

test('a teacher sends the cycle’s video, watching it go up; a cancelled upload keeps the card; once sent the card goes', async ({ page }) => {
  test.slow();
  const card = await openMyGroups(page);
  await expect(card).toContainText(/presentándote con tu grupo [A-Z]+-N\d-[A-Z]/);
  await expect(card.getByRole('button', { name: 'Subir video' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'teacher-video-card');

  // Not a video: said at once, nothing to send.
  const chooser = card.locator('input[type="file"]');
  await chooser.setInputFiles({ name: 'lista.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(card.getByRole('alert')).toHaveText(RECORDINGS_MSG.videoNotVideo);
  await expect(card.getByRole('button', { name: 'Subir video' })).toHaveCount(0);

  // A video: its name and size, then the upload's progress; cancelled, the card stays.
  await chooser.setInputFiles({ name: 'presentacion.webm', mimeType: 'video/webm', buffer: webm(6 * 1024 * 1024) });
  await expect(card).toContainText('presentacion.webm · 6.0 MB');
  const restore = await slowUpload(page);
  await card.getByRole('button', { name: 'Subir video' }).click();
  const bar = card.getByRole('progressbar', { name: 'Progreso de la carga del video' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await expect(card.getByRole('status')).toContainText(/Subiendo… \d+ %/);
  await snap(page, 'teacher-video-progress');
  await card.getByRole('button', { name: 'Cancelar' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('[data-feedback]')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Subir video' })).toBeVisible();
  await restore();

  // Sent: the server's message, and the card is gone, also after a reload.
  await card.getByRole('button', { name: 'Subir video' }).click();
  await acceptFeedback(page, 'success', RECORDINGS_MSG.videoUploaded);
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Grupos' })).toBeVisible();
  await expect(page.getByRole('region', { name: RECORDINGS_MSG.videoCardTitle })).toHaveCount(0);
});
