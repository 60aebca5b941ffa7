import { defineConfig, devices } from '@playwright/test'

import { e2eBaseUrl } from './tests/helpers/e2e/server'
import { chromiumFlags, chromiumPath } from './tools/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './tests/helpers/e2e/global-setup.ts',
  use: {
    baseURL: e2eBaseUrl(),
    // Recording costs every test time; in CI a failed test records its retry instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
