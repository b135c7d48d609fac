import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, mounted, test } from '../browser/fixtures';

/**
 * docs/replay.md end to end, on the `npm run wp` site: a visitor session recorded as a HAR (Playwright's
 * recordHar, as DevTools' "Save all as HAR with content"), the page saved as the server sent it ("HTML Only",
 * with Chrome's saved-from comment), both replayed with the bundle just built; the same behaviour follows.
 */

interface FixtureServerModule {
  readonly root: string;
  loadFixtureServer(): Promise<{
    startServer(options: {
      port: number;
      root: string;
      replay: { page: string; har: string };
    }): Promise<Server>;
  }>;
}
const fixtureServer = new URL('../../scripts/fixture-server.mjs', import.meta.url).href;

let folder = '';
test.beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wp-replay-'));
});
test.afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Saves the page as the server sends it, with the comment Chrome writes at the top of a saved page. */
async function savePage(browser: Browser, url: string, flavour: string): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'wgt_flavour', value: flavour, url }]);
  const html = await (await context.request.get(url)).text();
  await context.close();
  const file = join(folder, 'Page.html');
  await writeFile(file, `<!-- saved from url=(${String(url.length).padStart(4, '0')})${url} -->\n${html}`);
  return file;
}

/** Records a HAR of what `session` does on the site, in a context of its own, and returns the HAR's path. */
async function record(
  browser: Browser,
  url: string,
  flavour: string,
  session: (page: Page) => Promise<void>,
) {
  const har = join(folder, 'recording.har');
  const context = await browser.newContext({ recordHar: { path: har, content: 'embed' } });
  await context.addCookies([{ name: 'wgt_flavour', value: flavour, url }]);
  const page = await context.newPage();
  await page.goto(url);
  await session(page);
  await context.close();
  return har;
}

async function replayServer(page: string, har: string): Promise<{ server: Server; site: string }> {
  const { loadFixtureServer, root } = (await import(fixtureServer)) as FixtureServerModule;
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Two workers may compile the fixture server at once: a half-written module is compiled again.
      const { startServer } = await loadFixtureServer();
      const server = await startServer({ port: 0, root, replay: { page, har } });
      return { server, site: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function stop(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Reply to Rui's comment with this text, as a visitor: the form moves under it, the reply is posted. */
async function reply(page: Page, text: string) {
  await mounted(page, '#cancel-comment-reply-link', 'comment-reply');
  const link = page.getByRole('link', { name: 'Reply to Rui' });
  const parentId = (await link.getAttribute('data-commentid')) ?? '';
  await link.click();
  await expect(page.locator(`#comment-${parentId} ~ #respond`)).toHaveCount(1);
  const respond = page.locator('#respond');
  await respond.getByLabel(/Comment/).fill(text);
  await respond.getByLabel(/Name/).fill('Ines');
  await respond.getByLabel(/Email/).fill('ines@example.com');
  await respond.getByRole('button', { name: 'Post Comment' }).click();
  await page.waitForURL(/\/waxing-canvas-at-home\/#comment-\d+$/);
  await expect(
    page.locator(`#li-comment-${parentId} > ol.children > li.comment`, { hasText: text }),
  ).toBeVisible();
}

test('a comment reply recorded on the site replays: the form moves, the post is answered, the reply is nested', async ({
  browser,
  page,
  flavour,
  baseURL,
}) => {
  const url = `${baseURL}/waxing-canvas-at-home/`;
  const text = `Replayed reply (${flavour}, ${Date.now()}).`;
  const saved = await savePage(browser, url, flavour);
  const har = await record(browser, url, flavour, (visitor) => reply(visitor, text));
  const { server, site } = await replayServer(saved, har);
  try {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${site}/?flavour=${flavour}`);
    await reply(page, text);
    // The page WordPress redirected to came from the HAR, with the bundle just built swapped in once more.
    await mounted(page, '#cancel-comment-reply-link', 'comment-reply');
    expect(requested.filter((address) => !address.startsWith(site))).toEqual([]);
    expect(
      requested.filter((address) => /\/wp-widget-bundle\/|comment-reply(\.min)?\.js/.test(address)),
    ).toEqual([]);
  } finally {
    await stop(server);
  }
});

test('load more, a like and the live search recorded on the home page replay with the recorded answers', async ({
  browser,
  page,
  flavour,
  baseURL,
}) => {
  const url = `${baseURL}/`;
  const saved = await savePage(browser, url, flavour);
  const search = (visitor: Page) =>
    visitor.evaluate(async () => {
      // A form-encoded POST, as the theme's jQuery.post sent it (the page has no jQuery: the plugin left it out).
      const { ioa_listener_url } = window as unknown as { ioa_listener_url: string };
      const query = new URLSearchParams({ action: 'ioalistener', type: 'search', query: 'wax' });
      return (await fetch(ioa_listener_url, { method: 'POST', body: query })).text();
    });
  let liked = '';
  const har = await record(browser, url, flavour, async (visitor) => {
    await mounted(visitor, '#latest .rad-ajax-load-more', 'load-more');
    await visitor.getByRole('button', { name: 'Load more' }).click();
    await expect(visitor.locator('#latest .rad-posts-list > li')).toHaveCount(6);
    const counter = visitor.locator('#latest .rad-posts-list > li').first().locator('.p-counter');
    const before = Number(await counter.textContent());
    await visitor.getByRole('button', { name: 'Like' }).first().click();
    await expect(counter).toHaveText(String(before + 1));
    liked = String(before + 1);
    expect(await search(visitor)).toContain('Waxing canvas at home');
  });
  const { server, site } = await replayServer(saved, har);
  try {
    await page.goto(`${site}/?flavour=${flavour}`);
    await mounted(page, '#latest .rad-ajax-load-more', 'load-more');
    const items = page.locator('#latest .rad-posts-list > li');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(6);
    await expect(items.nth(3)).toContainText('Weekend tote');
    await page.getByRole('button', { name: 'Like' }).first().click();
    await expect(items.first().locator('.p-counter')).toHaveText(liked);
    expect(await search(page)).toContain('Waxing canvas at home');
  } finally {
    await stop(server);
  }
});
