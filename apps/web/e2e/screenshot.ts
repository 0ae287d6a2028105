import { test, type Page } from '@playwright/test';

/**
 * A full-page phone screenshot in the test's output folder, taken only when
 * E2E_SCREENSHOTS is set (to look at every screen after a change). `settleMs`:
 * time for the browser's own PDF viewer to draw.
 */
export async function snap(page: Page, name: string, settleMs = 0) {
  if (!process.env.E2E_SCREENSHOTS) return;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
