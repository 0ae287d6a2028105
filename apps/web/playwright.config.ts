import { defineConfig, devices } from '@playwright/test';
import { SMTP_URL } from './e2e/mail';

// E2E_PORT lets two checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 8199);

// Debian's chromium (never a downloaded browser), a phone viewport, one worker:
// the journeys share one API process and its demo database.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  // No retries: some journeys change demo passwords, and a flaky test should be fixed, not retried.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]] : 'list',
  timeout: 30_000,
  // A real SMTP server that keeps the API's mails for the account journeys (e2e/mail.ts).
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  expect: { timeout: 7_000 },
  use: {
    ...pixel7,
    baseURL: `http://localhost:${PORT}/lms/`,
    locale: 'es-MX',
    timezoneId: 'America/Monterrey',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'bash -c "rm -rf .tmp/e2e-data && node apps/api/dist/server.js"',
    cwd: '../..',
    url: `http://localhost:${PORT}/health`,
    env: { PORT: String(PORT), DATA_DIR: '.tmp/e2e-data', SMTP_URL },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
