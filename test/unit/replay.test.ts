// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { answerContract } from '../../fixtures/emulator/index';
import { Session } from '../../fixtures/emulator/session';
import { createApp } from '../../fixtures/server/app';
import { loadHar } from '../../fixtures/server/har';
import { bundleTraces, prepareSavedPage, savedAddress } from '../../fixtures/server/replay-page';
import { isReplaced, swapScripts } from '../../fixtures/server/swap-scripts';

describe('prepareSavedPage', () => {
  test('rewrites a host starting with a digit (127.0.0.1:8088), plain and JSON-escaped', () => {
    const html = [
      '<!-- saved from url=(0032)http://127.0.0.1:8088/?p=12 -->',
      '<script src="http://127.0.0.1:8088/wp-includes/js/jquery/jquery.min.js?ver=3.6.1"></script>',
      '<script>var ioa_listener_url = "http:\\/\\/127.0.0.1:8088\\/wp-admin\\/admin-ajax.php";</script>',
      '<a href="http://127.0.0.1:8088">home</a> <a href="http://127.0.0.1:80889/x">other port</a>',
    ].join('\n');
    const page = prepareSavedPage(html);
    expect(page).toContain('<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.6.1">');
    expect(page).toContain('var ioa_listener_url = "\\/wp-admin\\/admin-ajax.php"');
    expect(page).toContain('<a href="/">home</a>');
    expect(page).toContain('http://127.0.0.1:80889/x');
  });

  test('a named host is rewritten as before', () => {
    expect(prepareSavedPage('<a href="https://shop.example/cart/">', 'https://shop.example')).toBe(
      '<a href="/cart/">',
    );
  });
});

describe('savedAddress: where a page was saved from', () => {
  const head = (tags: string) => `<!DOCTYPE html><html><head>${tags}</head><body></body></html>`;

  test("Chrome's saved-from comment comes first", () => {
    const html = `<!-- saved from url=(0038)https://shop.example/shop/winter-sale/ -->${head(
      '<link rel="canonical" href="https://www.shop.example/other/">',
    )}`;
    expect(savedAddress(html)).toEqual({
      url: new URL('https://shop.example/shop/winter-sale/'),
      from: 'saved-from comment',
    });
  });

  test('a page saved by curl, Firefox or Safari: its canonical link, whatever the order of its attributes', () => {
    const html = head(
      "<meta property='og:url' content='https://og.example/x/'><link href='https://shop.example/shop/winter-sale/' rel='canonical'>",
    );
    expect(savedAddress(html)).toEqual({
      url: new URL('https://shop.example/shop/winter-sale/'),
      from: 'canonical link',
    });
  });

  test('without a canonical link: its og:url, and the site is rewritten from it', () => {
    const html = head(
      '<meta property="og:url" content="https://shop.example/journal/post/"><script src="https://shop.example/wp-includes/js/jquery/jquery.min.js"></script>',
    );
    expect(savedAddress(html)).toEqual({
      url: new URL('https://shop.example/journal/post/'),
      from: 'og:url',
    });
    expect(prepareSavedPage(html)).toContain('<script src="/wp-includes/js/jquery/jquery.min.js">');
  });

  test('a page naming no address of its own', () => {
    expect(savedAddress(head('<link rel="canonical" href="/relative/">'))).toBeNull();
  });
});

describe('swapScripts', () => {
  const TAG = '<script src="/bundle/widgets.js" id="wp-widget-bundle-js" defer></script>';

  test("a bundle already on the page at the plugin's path gives way: one tag with the id", () => {
    const html =
      "<html><head></head><body><p>x</p><script src='/wp-content/plugins/wp-widget-bundle/build/preact/widgets.js?ver=abc' id='wp-widget-bundle-js' defer></script>\n</body></html>";
    const { html: swapped } = swapScripts(html, TAG);
    expect(swapped.match(/id="wp-widget-bundle-js"|id='wp-widget-bundle-js'/g)).toHaveLength(1);
    expect(swapped).toContain(TAG);
    expect(swapped).not.toContain('/wp-content/plugins/wp-widget-bundle/');
  });

  test("its first-paint stylesheet at the plugin's path gives way too (the page under test links its own)", () => {
    const html =
      "<html><head><link rel='stylesheet' id='wp-widget-bundle-css' href='/wp-content/plugins/wp-widget-bundle/build/widgets.css?ver=abc' media='all' />\n<link rel='stylesheet' id='style-css' href='/style.css' /></head><body></body></html>";
    const { html: swapped, removed } = swapScripts(html, TAG);
    expect(swapped).not.toContain('wp-widget-bundle-css');
    expect(swapped).toContain("id='style-css'");
    expect(removed).toEqual(['/wp-content/plugins/wp-widget-bundle/build/widgets.css?ver=abc']);
  });

  test('the theme\'s scripts saved by "Webpage, Complete" as Page_files/<name>.js.download are removed', () => {
    expect(isReplaced('./Post_files/custom.js.download')).toBe(true);
    expect(isReplaced('Page_files/jquery.countdown.min.js.download')).toBe(true);
    expect(isReplaced('Page_files/comment-reply.min.js.download')).toBe(true);
    expect(isReplaced('Page_files/cart-fragments.min.js.download')).toBe(true);
    // Kept: jQuery and Migrate, another plugin's script, and a name too common to tell apart.
    expect(isReplaced('Page_files/jquery.min.js.download')).toBe(false);
    expect(isReplaced('Page_files/jquery-migrate.min.js.download')).toBe(false);
    expect(isReplaced('Page_files/analytics.js.download')).toBe(false);
    expect(isReplaced('Page_files/index.js.download')).toBe(false);
    const { removed } = swapScripts(
      '<body><script src="./Page_files/ext.js.download"></script><script src="./Page_files/jquery.min.js.download"></script></body>',
      TAG,
    );
    expect(removed).toEqual(['./Page_files/ext.js.download']);
  });
});

describe('loadHar', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a call recorded several times gets its recordings in order, then the last one again', () => {
    const fragments = (count: number) => ({
      request: {
        method: 'POST',
        url: 'https://shop.example/?wc-ajax=get_refreshed_fragments',
        postData: { text: '' },
      },
      response: { status: 200, content: { text: `{"count":${count}}`, mimeType: 'application/json' } },
    });
    const file = join(dir, 'fragments.har');
    writeFileSync(file, JSON.stringify({ log: { entries: [fragments(0), fragments(1), fragments(2)] } }));
    const har = loadHar(file);
    const url = new URL('http://127.0.0.1:8080/?wc-ajax=get_refreshed_fragments');
    const answers = [1, 2, 3, 4].map(() => String(har.match('POST', url, Buffer.from(''))?.body));
    expect(answers).toEqual(['{"count":0}', '{"count":1}', '{"count":2}', '{"count":2}']);
  });
});

describe('loadHar: a page and the redirect to it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-redirect-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a recorded redirect is replayed; the saved page's own recording counts as answered", () => {
    const page = (text: string) => ({
      request: { method: 'GET', url: 'http://127.0.0.1:8088/waxing-canvas/' },
      response: { status: 200, content: { text, mimeType: 'text/html' } },
    });
    const file = join(dir, 'comment.har');
    writeFileSync(
      file,
      JSON.stringify({
        log: {
          entries: [
            page('<html>before</html>'),
            {
              request: {
                method: 'POST',
                url: 'http://127.0.0.1:8088/wp-comments-post.php',
                postData: { text: 'comment=Hi&comment_parent=3' },
              },
              response: {
                status: 302,
                headers: [{ name: 'Location', value: 'http://127.0.0.1:8088/waxing-canvas/#comment-9' }],
                content: { size: 0, mimeType: 'text/html' },
              },
            },
            page('<html>after</html>'),
          ],
        },
      }),
    );
    const har = loadHar(file);
    const site = 'http://127.0.0.1:4173';
    har.consume('GET', new URL('http://127.0.0.1:8088/waxing-canvas/'));
    const posted = har.match(
      'POST',
      new URL(`${site}/wp-comments-post.php`),
      Buffer.from('comment_parent=3&comment=Hi'),
    );
    expect(posted).toMatchObject({
      status: 302,
      headers: { location: 'http://127.0.0.1:8088/waxing-canvas/#comment-9' },
    });
    expect(har.match('GET', new URL(`${site}/waxing-canvas/`), Buffer.from(''))?.body).toBe(
      '<html>after</html>',
    );
  });
});

describe('wp-comments-post.php in the emulator', () => {
  const post = (body: string, referer?: string) =>
    answerContract({
      method: 'POST',
      url: new URL('http://127.0.0.1:8080/wp-comments-post.php'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
      body: Buffer.from(body),
      session: new Session('comments'),
    });

  test('a comment redirects back to the page it was posted from, at the new comment', async () => {
    const answer = await post(
      'comment=Thanks&comment_post_ID=12&comment_parent=3&author=Ada&email=ada%40example.com',
      'http://127.0.0.1:8080/?p=12',
    );
    expect(answer).toMatchObject({ status: 302, headers: { location: '/?p=12#comment-9001' } });
  });

  test('an empty comment gets the error page WordPress sends', async () => {
    const answer = await post('comment=&comment_post_ID=12');
    expect(answer?.status).toBe(200);
    expect(String(answer?.body)).toContain('Please type your comment text.');
  });
});

describe('the replay server says where every answer came from', () => {
  const root = join(__dirname, '../..');
  const sample = join(root, 'fixtures/replay-sample');

  /** The sample replayed on a port of its own; each request's log line and answer. */
  async function replaying(strict: boolean) {
    const lines: string[] = [];
    const server = createServer(
      createApp({
        root,
        replay: {
          page: join(sample, 'Page.html'),
          har: join(sample, 'recording.har'),
          strict,
          log: (line) => lines.push(line),
        },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (body: string) =>
      fetch(`${site}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const answers = {
      page: (await fetch(`${site}/`)).status,
      recorded: (await post('action=ioalistener&type=search&query=wool')).status,
      unrecorded: await post('action=ioalistener&type=like&id=12'),
      missing: (await fetch(`${site}/nowhere.css`)).status,
    };
    server.close();
    return { lines, answers, unrecorded: await answers.unrecorded.text() };
  }

  test('one line per call: the saved page, a recording, the emulator, an error', async () => {
    const { lines, answers, unrecorded } = await replaying(false);
    expect(answers).toMatchObject({ page: 200, recorded: 200, missing: 404 });
    // The emulator's made-up answer to a like nobody recorded: WordPress's `0`, but now it is said so.
    expect(unrecorded).toBe('0');
    expect(lines).toEqual([
      'saved page   200 GET /',
      'recording    200 POST /wp-admin/admin-ajax.php  (action=ioalistener type=search)',
      'emulator     200 POST /wp-admin/admin-ajax.php  (action=ioalistener type=like)',
      'error        404 GET /nowhere.css',
    ]);
  });

  test('--strict: an unrecorded call answers an error, never the emulator', async () => {
    const { lines, answers, unrecorded } = await replaying(true);
    expect(answers.unrecorded.status).toBe(404);
    expect(unrecorded).toContain('Not recorded in the HAR (--strict');
    expect(answers.recorded).toBe(200);
    expect(lines).toContain('error        404 POST /wp-admin/admin-ajax.php  (action=ioalistener type=like)');
    expect(lines.some((line) => line.startsWith('emulator'))).toBe(false);
  });
});

describe('a page saved from a site already running the bundle', () => {
  const root = join(__dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'replay-mounted-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const server = '<div class="ioa-slider" data-widget="slider"><ul><li>One</li><li>Two</li></ul></div>';
  // What the slider left in the live document: its marker, its classes and a second set of its controls.
  const mounted =
    '<div class="ioa-slider" data-widget="slider" data-widget-mounted="slider"><ul><li>One</li><li>Two</li></ul><button class="wgt-slider-arrow">&lt;</button><ol class="wgt-bullets"></ol></div>';
  const savedPage = (body: string) =>
    `<!-- saved from url=(0030)https://shop.example/lookbook/ --><html><head></head><body>${body}</body></html>`;

  test("names the bundle's markers and classes, and finds none in the server's markup", () => {
    expect(bundleTraces(savedPage(server))).toEqual([]);
    expect(bundleTraces(savedPage(mounted))).toEqual([
      '1 element marked data-widget-mounted (slider)',
      "the bundle's classes wgt-bullets, wgt-slider-arrow",
    ]);
  });

  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  test("the HAR's recording of the page's address is served instead: the server's markup", async () => {
    const page = write('Mounted.html', savedPage(mounted));
    const har = write(
      'with-page.har',
      JSON.stringify({
        log: {
          entries: [
            {
              request: { method: 'GET', url: 'https://shop.example/lookbook/' },
              response: {
                status: 200,
                content: { text: `<html><head></head><body>${server}</body></html>`, mimeType: 'text/html' },
              },
            },
          ],
        },
      }),
    );
    const lines: string[] = [];
    const app = createServer(createApp({ root, replay: { page, har, log: (line) => lines.push(line) } }));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const html = await (await fetch(`http://127.0.0.1:${(app.address() as AddressInfo).port}/`)).text();
    app.close();
    expect(html).toContain(server);
    expect(html).not.toContain('wgt-slider-arrow');
    expect(lines[0]).toMatch(
      /saved after the bundle ran on it .*from the HAR's recording of https:\/\/shop\.example\/lookbook\//,
    );
  });

  test('without such a recording, the replay refuses, naming what it found', () => {
    const page = write('Mounted.html', savedPage(mounted));
    expect(() => createApp({ root, replay: { page } })).toThrow(
      /saved after the bundle ran on it[\s\S]*1 element marked data-widget-mounted \(slider\)[\s\S]*"Webpage, HTML Only"/,
    );
  });
});
