import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEVICES, MOBILE, USER_AGENT } from './e2e/devices';

// The browser journeys (`npm run test:e2e`): the built app on the real server (e2e/global-setup.ts), in Debian's
// Chromium. Each journey runs once, at the screen it checks: the phone's when tagged @mobile, else the laptop's.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // One browser at a time against one server: the journeys share its database, and the machine has 2 cores.
  workers: 1,
  // CI shares its machine with other work: a journey that fails once is run again, and Playwright reports it as
  // flaky; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Traces and screenshots of failed journeys (`npx playwright show-trace test-results/e2e/…/trace.zip`).
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  use: {
    userAgent: USER_AGENT,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: DEVICES.desktop, grepInvert: new RegExp(MOBILE) },
    { name: 'mobile', use: DEVICES.mobile, grep: new RegExp(MOBILE) },
  ],
});
