import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';

/**
 * `npm run replay` on the sample under fixtures/replay-sample/: a page saved from https://shop.example (its
 * theme scripts, jQuery and admin-ajax URL all absolute on that site), the stylesheet Chrome saved in
 * `Page_files/`, and a HAR with one recorded admin-ajax answer. The replay server is started here, beside the
 * config's fixture server, on a port of its own.
 */

interface FixtureServerModule {
  readonly root: string;
  loadFixtureServer(): Promise<{
    startServer(options: {
      port: number;
      root: string;
      replay: { page: string; har?: string; origin?: string };
    }): Promise<Server>;
  }>;
}

// The scripts are plain JavaScript without type declarations: imported by URL, typed here.
const fixtureServer = new URL('../../scripts/fixture-server.mjs', import.meta.url).href;

let server: Server | undefined;
let site = '';

/**
 * loadFixtureServer() compiles the server to one file in .cache/ and imports it, so two workers starting their
 * replay server at once can import each other's half-written file. This file's workers take turns (a lock
 * directory, created atomically), and a half-written module left by another process is compiled again.
 */
async function startReplayServer(saved?: { page: string; har: string }): Promise<Server> {
  const { loadFixtureServer, root } = (await import(fixtureServer)) as FixtureServerModule;
  const sample = join(root, 'fixtures/replay-sample');
  const options = {
    port: 0,
    root,
    replay: saved ?? { page: join(sample, 'Page.html'), har: join(sample, 'recording.har') },
  };
  const lock = join(root, '.cache/replay-spec.lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a worker that died holding it.
      if (Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs > 60_000)
        await rm(lock, { recursive: true, force: true });
      await delay(20);
    }
  }
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { startServer } = await loadFixtureServer();
        return await startServer(options);
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

test.beforeAll(async () => {
  server = await startReplayServer();
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Every test opens the replayed page in its project's flavour and waits for the countdown to mount. */
const replay = test.extend<{ requested: string[] }>({
  /** The paths the page asked the replay server for. */
  requested: [
    async ({ page, flavour }, use) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // Date.now() stays at this moment however slow the machine: the countdown's text is exact.
      await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
      await page.goto(`${site}/?flavour=${flavour}`);
      await mounted(page, '#sale-countdown', 'countdown');
      await use(requested);
    },
    { auto: true },
  ],
});

replay(
  'the theme scripts are swapped for the bundle and the countdown mounts',
  BOTH_FLAVOURS,
  async ({ page, flavour, requested }) => {
    const bundle = flavour === 'preact' ? '/widgets/preact/widgets.js' : '/widgets/widgets.js';
    expect(requested.filter((path) => path.endsWith(bundle))).toHaveLength(1);
    // custom.js, ext.js and jquery.countdown.min.js are all the theme's: none is asked for.
    expect(requested.filter((path) => path.includes('/sprites/js/'))).toEqual([]);
    // jQuery stays: the page's own copy, asked of the replay server rather than the real site.
    expect(requested).toContain('/wp-includes/js/jquery/jquery.min.js');
    await expect(page.locator('#sale-countdown')).toHaveText(
      '14 weeks 00 days 23 hours 00 minutes 00 seconds',
    );
  },
);

replay("the saved folder's stylesheet is served and applies", async ({ page, requested }) => {
  expect(requested).toContain('/Page_files/style.css');
  await expect(page.locator('.sale-banner')).toHaveCSS('background-color', 'rgb(178, 34, 52)');
});

replay('an admin-ajax POST is answered from the HAR, an unrecorded one by the emulator', async ({ page }) => {
  // As the theme does it: jQuery.post to the inline global, which now points at the replay server.
  const answers = await page.evaluate(async () => {
    const globals = window as unknown as {
      ioa_listener_url: string;
      jQuery: { post(url: string, data: Record<string, string>): PromiseLike<string> };
    };
    const post = (data: Record<string, string>) => globals.jQuery.post(globals.ioa_listener_url, data);
    return {
      url: globals.ioa_listener_url,
      // The recorded body, with its fields in another order.
      recorded: await post({ type: 'search', query: 'wool', action: 'ioalistener' }),
      unrecorded: await post({ action: 'ioalistener', type: 'newsletter-signup', email: 'qa@example.com' }),
    };
  });
  expect(answers.url).toBe('/wp-admin/admin-ajax.php');
  // The site's links in the recorded answer point at the replay server, as the page's own do.
  expect(answers.recorded).toContain('<li><a href="/product/merino-wool-scarf/">');
  // WordPress's answer to an admin-ajax action nobody handles, from the emulator: not the recorded search.
  expect(answers.unrecorded).toBe('0');
});

replay(
  'a Contact Form 7 submission is answered from the HAR whatever multipart boundary the browser draws',
  async ({ page, expectConsole }) => {
    // The unrecorded submission's 404, which Chromium logs.
    expectConsole(/Failed to load resource: the server responded with a status of 404/);
    const answers = await page.evaluate(async () => {
      // The recorded fields in another order; Chromium draws a boundary of its own for every request.
      const post = async (message: string) => {
        const body = new FormData();
        body.append('your-message', message);
        body.append('your-email', 'ada@example.com');
        body.append('your-name', 'Ada Lovelace');
        const hidden: Array<[string, string]> = [
          ['_wpcf7', '42'],
          ['_wpcf7_version', '5.9.8'],
          ['_wpcf7_locale', 'en_US'],
          ['_wpcf7_unit_tag', 'wpcf7-f42-o1'],
          ['_wpcf7_container_post', '0'],
        ];
        for (const [name, value] of hidden) body.append(name, value);
        const response = await fetch('/wp-json/contact-form-7/v1/contact-forms/42/feedback', {
          method: 'POST',
          body,
        });
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      };
      return {
        recorded: await post('Do you ship the tote to Norway?'),
        unrecorded: await post('And to Iceland?'),
      };
    });
    expect(answers.recorded.status).toBe(200);
    expect(answers.recorded.json).toMatchObject({
      contact_form_id: 42,
      status: 'mail_sent',
      into: '#wpcf7-f42-o1',
    });
    // Another message is another submission: the emulator answers, and the site's form 42 is no fixture's.
    expect(answers.unrecorded).toEqual({
      status: 404,
      json: expect.objectContaining({ code: 'wpcf7_not_found' }),
    });
  },
);

replay(
  'jQuery Migrate is served, and a comment posted to wp-comments-post.php redirects back to the page',
  async ({ page }) => {
    const answers = await page.evaluate(async () => {
      const migrate = await fetch('/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.3.2');
      const body = new URLSearchParams({ comment: 'Lovely', comment_post_ID: '12', comment_parent: '0' });
      const comment = await fetch('/wp-comments-post.php', { method: 'POST', body, redirect: 'manual' });
      return {
        migrate: migrate.status,
        migrateText: (await migrate.text()).slice(0, 30),
        comment: comment.type,
      };
    });
    expect(answers.migrate).toBe(200);
    expect(answers.migrateText).toBe('/*! jQuery Migrate v3.3.2 | (c');
    // A redirect the page may not read (an opaque redirect), as from WordPress: not a 404.
    expect(answers.comment).toBe('opaqueredirect');
  },
);

test('a page saved after the bundle ran on it is replayed as the server sent it: one set of slider controls', async ({
  page,
  flavour,
  request,
}, testInfo) => {
  // The site already runs the bundle: QA saves the live document (its slider mounted, arrows and bullets in it)
  // and the HAR records the page as the server sent it.
  await page.goto(`/sliders/?flavour=${flavour}`);
  await mounted(page, '#slider-fade', 'slider');
  const controls = page.locator('#slider-fade button');
  const live = await controls.count();
  expect(live).toBeGreaterThan(0);
  const address = new URL('/sliders/', page.url()).href;
  const liveDocument = await page.evaluate(() => document.documentElement.outerHTML);
  const dir = testInfo.outputPath('saved');
  await mkdir(dir, { recursive: true });
  const saved = { page: join(dir, 'Page.html'), har: join(dir, 'recording.har') };
  await writeFile(
    saved.page,
    `<!DOCTYPE html>\n<!-- saved from url=(${String(address.length).padStart(4, '0')})${address} -->\n${liveDocument}`,
  );
  const server = await (await request.get(`/sliders/?flavour=${flavour}`)).text();
  const entry = {
    request: { method: 'GET', url: address },
    response: { status: 200, content: { text: server, mimeType: 'text/html' } },
  };
  await writeFile(saved.har, JSON.stringify({ log: { entries: [entry] } }));

  const replaying = await startReplayServer(saved);
  try {
    await page.goto(`http://127.0.0.1:${(replaying.address() as AddressInfo).port}/?flavour=${flavour}`);
    await mounted(page, '#slider-fade', 'slider');
    // A page saved mounted already carries the marker: the bundle's own mount is over once its chunks are in.
    await page.waitForLoadState('networkidle');
    // The slider mounted once, on the server's markup: as many controls as on the site, not twice as many.
    await expect(controls).toHaveCount(live);
  } finally {
    replaying.closeAllConnections();
    await new Promise<void>((resolve) => replaying.close(() => resolve()));
  }
});
