import { startMailCapture } from './mail-capture';

/**
 * Starts the SMTP capture the API sends to (SMTP_URL in webServer.env).
 * Playwright 1.65 starts webServer before globalSetup; that is fine either
 * way, because the API opens an SMTP connection only when it sends a mail.
 */
export default async function globalSetup() {
  const stop = await startMailCapture();
  (globalThis as { __stopMailCapture?: () => Promise<void> }).__stopMailCapture = stop;
}
