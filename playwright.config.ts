import { defineConfig } from '@playwright/test';
import { chromiumPath, LAUNCH_ARGS } from './scripts/chromium.mjs';
import type { Flavour, FlavourOption } from './test/browser/fixtures';

const PORT = Number(process.env.TEST_PORT ?? 4173);

const flavours: Flavour[] = ['react', 'preact'];

export default defineConfig<FlavourOption>({
  testDir: 'test/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Conditions, not times: a busy 2-core machine may take seconds to load and mount a page's chunks.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON }], ['line']]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...LAUNCH_ARGS],
    },
  },
  projects: flavours.map((flavour) => ({ name: flavour, use: { flavour } })),
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
