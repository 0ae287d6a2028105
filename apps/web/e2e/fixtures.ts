import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'escuela2026';

/** A console.error or an uncaught exception in any page of a test fails the test. */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  /** Errors a test provokes on purpose (the browser logs a failed request, e.g. a 401, as an error). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
          errors.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until nothing on the page is moving: every finite animation and
 * transition has ended (a panel opening, a dialog fading in); spinners and
 * other endless ones do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Landing -> school image -> Login, as a phone user does. */
export async function chooseSchool(page: Page, schoolName: RegExp | string = /English Academy/) {
  await page.goto('./');
  await page.getByRole('button', { name: schoolName }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
}

export async function signIn(page: Page, usuario: string, password = PASSWORD) {
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Landing, school 1, login; waits until the role's first screen is shown. */
export async function loginAs(page: Page, usuario: string, landing: RegExp) {
  await chooseSchool(page);
  await signIn(page, usuario);
  await expect(page).toHaveURL(landing);
}

/** The feedback dialog of the given kind says `text`; Aceptar closes it. */
export async function acceptFeedback(page: Page, kind: 'success' | 'error' | 'warning', text: string) {
  const dialog = page.locator(`[data-feedback="${kind}"]`);
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens one of Perfil's section panels. The chip row is a scrollable MUI Tabs: when the page
 * around it resizes (a panel's data arrives, a scrollbar appears), MUI scrolls the selected chip
 * back into view, and a tap already on its way lands beside the chip it aimed at. A person
 * taps again; so does this, until the chip is the selected one.
 */
export async function openProfilePanel(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return page.getByRole('tabpanel', { name, exact: true });
}

/** Follows one of Perfil's chips that opens its own screen (Kardex, Reglamento…), tapping again as openProfilePanel does. */
export async function openProfileLink(page: Page, name: string, url: RegExp) {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    if (!url.test(page.url())) await tab.click();
    await expect(page).toHaveURL(url, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
