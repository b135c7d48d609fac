import type { Page } from '@playwright/test';

/**
 * The trap the XSS corpus (`test/xss-corpus.ts`) springs: every payload that ran would call `xss(id)`, and
 * `alert`, `confirm`, `prompt` are recorded too. Installed before any of the page's scripts run.
 */
export async function installXssTrap(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const ran: string[] = [];
    const record = (what: string) => (value?: unknown) => {
      ran.push(`${what}:${String(value)}`);
    };
    Object.assign(window, {
      xssRan: ran,
      xss: record('xss'),
      alert: record('alert'),
      confirm: record('confirm'),
      prompt: record('prompt'),
    });
  });
  return () => page.evaluate(() => (window as unknown as { xssRan: string[] }).xssRan);
}

/**
 * Serves the pages matching `pattern` without their Content-Security-Policy, as most WordPress sites are
 * served: what the policy would have stopped must be stopped by the bundle itself. `edit` changes the HTML.
 */
export async function withoutPolicy(
  page: Page,
  pattern: RegExp,
  edit: (html: string) => string = (html) => html,
): Promise<void> {
  await page.route(pattern, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers, body: edit(await response.text()) });
  });
}
