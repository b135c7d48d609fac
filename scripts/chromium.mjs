// How every browser this project drives is launched: the browser tests (playwright.config.ts) and the
// benchmark (scripts/bench.mjs).
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's chromium, else undefined: Playwright's own browser, where one is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * As root, Chromium needs --no-sandbox; on a machine with no network beyond the registries, the background
 * services (updates, sync, safe browsing lists) would try to connect many times at every start.
 */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
