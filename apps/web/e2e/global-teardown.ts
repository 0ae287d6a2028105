/** Closes the SMTP capture started by global-setup.ts (same runner process). */
export default async function globalTeardown() {
  const holder = globalThis as { __stopMailCapture?: () => Promise<void> };
  await holder.__stopMailCapture?.();
  delete holder.__stopMailCapture;
}
