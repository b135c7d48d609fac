import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, mounted, test } from '../browser/fixtures';
import { scrollThroughPage, WIDGET_SELECTOR } from '../browser/widget-helpers';

/**
 * The markup site owners write, saved by an Author: WordPress filters the content of users without
 * `unfiltered_html` (Authors, Contributors) through kses when they save it, here through the REST API as the
 * block editor saves (fixtures/wordpress/setup.php seeds the Author). What kses keeps of each element and
 * attribute is compared with what was written, then the published post is opened: its widgets mount with no
 * console error (the fixture checks the console), and the README's data-widget markup works.
 */

/**
 * A logged-in REST session: WordPress's login form, then the REST nonce its cookie authentication asks for.
 * WordPress keeps a user's sessions in one user meta value, read, added to and written back by each login: two
 * logins of the same user at the same moment (the two flavours' projects run these tests side by side) can each
 * write back a list without the other's session, and the loser's cookie is then refused: `rest-nonce` answers
 * `0`, as to a visitor, and a call already holding a nonce gets `rest_cookie_invalid_nonce`. That session is lost
 * to WordPress, not to the test: it logs in again, at most twice more, and repeats the call.
 */
class Session {
  #request: APIRequestContext | null = null;
  #nonce = '';

  constructor(
    private readonly playwright: PlaywrightWorkerArgs['playwright'],
    private readonly baseURL: string,
    private readonly user: string,
    private readonly password: string,
  ) {}

  async logIn(): Promise<this> {
    for (let attempt = 1; ; attempt += 1) {
      await this.#request?.dispose();
      const request = await this.playwright.request.newContext({ baseURL: this.baseURL });
      this.#request = request;
      const login = await request.post('/wp-login.php', {
        form: { log: this.user, pwd: this.password },
        maxRedirects: 0,
      });
      expect(login.status(), `${this.user} logs in`).toBe(302);
      const nonce = await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      if (attempt < 3 && nonce === '0') continue;
      expect(nonce).toMatch(/^[0-9a-f]{10}$/);
      this.#nonce = nonce;
      return this;
    }
  }

  /** A REST call as this user; once more after a new login where WordPress has dropped the session. */
  async call(method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<APIResponse> {
    for (let attempt = 1; ; attempt += 1) {
      if (!this.#request) await this.logIn();
      const response = await (this.#request as APIRequestContext)[method](path, {
        headers: { 'X-WP-Nonce': this.#nonce },
        ...(data === undefined ? {} : { data }),
      });
      if (
        attempt < 3 &&
        response.status() === 403 &&
        (await response.text()).includes('rest_cookie_invalid_nonce')
      ) {
        await this.logIn();
        continue;
      }
      return response;
    }
  }
}

function logIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  user: string,
  password: string,
): Promise<Session> {
  return new Session(playwright, baseURL, user, password).logIn();
}

/** The any-theme fixture page: the README's data-widget markup as a site owner types it into a Custom HTML block. */
function anyThemeMarkup(): string {
  const html = readFileSync(new URL('../../fixtures/pages/any-theme.html', import.meta.url), 'utf8')
    .replace(/^<!--[\s\S]*?-->\s*/, '')
    .replaceAll('/wp-content/themes/limitless/', '/wp-content/themes/limitless-demo/');
  return `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;
}

/**
 * Every element and attribute of `before` that `after` lacks, as `tag` (an element gone) and `tag[name="value"]`
 * (an attribute gone or changed), each as many times as it went.
 */
function lost(page: Page, before: string, after: string): Promise<string[]> {
  return page.evaluate(
    ([written, saved]) => {
      const inventory = (html: string) => {
        const entries: string[] = [];
        const body = new DOMParser().parseFromString(html, 'text/html').body;
        for (const element of body.querySelectorAll('*')) {
          const tag = element.localName;
          entries.push(tag);
          for (const { name, value } of element.attributes) {
            // kses rewrites a style's spelling (safecss_filter_attr()): its declarations are what counts.
            const kept = name === 'style' ? (element as HTMLElement).style.cssText : value;
            entries.push(`${tag}[${name}="${kept}"]`);
          }
        }
        return entries;
      };
      const left = inventory(saved);
      const gone: string[] = [];
      for (const entry of inventory(written)) {
        const at = left.indexOf(entry);
        if (at === -1) gone.push(entry);
        else left.splice(at, 1);
      }
      return gone;
    },
    [before, after] as const,
  );
}

/** Saves `content` as a published post of the session's user; what WordPress stored (kses'd) and its address. */
async function publish(
  session: Session,
  title: string,
  content: string,
): Promise<{ id: number; raw: string; path: string }> {
  const response = await session.call('post', '/wp-json/wp/v2/posts', { title, content, status: 'publish' });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as { id: number; link: string; content: { raw: string } };
  return { id: post.id, raw: post.content.raw, path: new URL(post.link).pathname };
}

/** The post goes again (the journal and the home page's latest posts list the seeded posts only). */
async function remove(session: Session, id: number): Promise<void> {
  const response = await session.call('delete', `/wp-json/wp/v2/posts/${id}?force=true`);
  expect(response.status()).toBe(200);
}

/** Every widget element on the page mounts or gives up (scrolled through, for those that wait to be seen). */
async function allMounted(page: Page): Promise<void> {
  await scrollThroughPage(page);
  await expect
    .poll(() =>
      page
        .locator(WIDGET_SELECTOR)
        .evaluateAll((elements) =>
          elements
            .filter((e) => !e.hasAttribute('data-widget-mounted') && !e.hasAttribute('data-widget-failed'))
            .map((e) => e.id || e.className),
        ),
    )
    .toEqual([]);
  await page.evaluate(() => scrollTo(0, 0));
}

test("the README's data-widget markup, saved by an Author: kses keeps every element and attribute, and each widget works", async ({
  page,
  open,
  playwright,
  baseURL,
}) => {
  const author = await logIn(playwright, baseURL ?? '', 'author', 'author-password-for-the-demo');
  const written = anyThemeMarkup();
  const post = await publish(author, `Site owner markup (${test.info().project.name})`, written);
  try {
    expect(await lost(page, written, post.raw)).toEqual([]);

    await open(post.path);
    await allMounted(page);

    const slider = page.locator('#any-slider');
    await mounted(page, '#any-slider', 'slider');
    await slider.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(slider.locator('.slider-item.active .slider-desc h3')).toHaveText('Leather');

    const tabs = page.locator('#any-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await tabs.nth(1).click();
    await expect(page.getByText('Free repairs for the first five years.')).toBeVisible();
    await expect(page.getByText('Brush off dirt; wax once a year.')).toBeHidden();

    const question = page
      .locator('#any-accordion')
      .getByRole('button', { name: 'Can I visit the workshop?' });
    await expect(page.getByText('On Saturdays, from ten to one.')).toBeHidden();
    await question.click();
    await expect(page.getByText('On Saturdays, from ten to one.')).toBeVisible();

    const countdown = page.locator('#any-countdown');
    await mounted(page, '#any-countdown', 'countdown');
    await expect(countdown).toHaveAttribute('role', 'timer');
    await expect(countdown).toHaveText(/^\d+ days? \d\d:\d\d:\d\d$/);

    await mounted(page, '#any-lightbox', 'lightbox');
    await page.locator('#any-lightbox').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } finally {
    await remove(author, post.id);
  }
});

/**
 * The demo site's pages of the theme's markup (fixtures/wordpress/setup.php), their content saved again by an
 * Author, and what kses takes from each: elements WordPress's post content does not allow (form fields, iframes).
 */
/** An <input> and its attributes, as lost() lists them. */
const input = (...attributes: string[]) => ['input', ...attributes.map((attribute) => `input[${attribute}]`)];

const DEMO_PAGES: ReadonlyArray<{
  readonly slug: string;
  readonly lost: readonly string[];
  /** The widget that cannot mount on what kses left: its element keeps its server HTML, and the console says why. */
  readonly failed?: { readonly selector: string; readonly widget: string; readonly message: RegExp };
}> = [
  { slug: 'owner-widgets', lost: [] },
  { slug: 'shortcodes', lost: [] },
  // The portfolio's pictures carry the theme's microdata (itemprop="image"); kses allows no microdata attribute in
  // post content (the theme prints it from its templates). The lightbox does not read it.
  { slug: 'lightbox', lost: Array<string>(4).fill('img[itemprop="image"]') },
  { slug: 'countdown', lost: [] },
  { slug: 'charts', lost: [] },
  { slug: 'menus', lost: [] },
  // The header's live search form and the sticky contact panel's fields: WordPress allows no <form> or <input> in
  // post content; the theme prints these from its templates, where kses does not reach. The widgets then mount
  // on what is left, with no console error.
  {
    slug: 'search',
    lost: [
      'form',
      'form[role="search"]',
      'form[method="get"]',
      'form[action="/"]',
      ...input(
        'type="text"',
        'autocomplete="off"',
        'name="s"',
        'class="live_search"',
        'value="Type something.."',
      ),
      ...input('type="submit"', 'value="Search"'),
    ],
    failed: { selector: '#header-search', widget: 'live-search', message: /live-search .*has no text box/ },
  },
  {
    slug: 'sticky-contact',
    lost: [
      ...input('type="text"', 'class="sc_name"', 'value="Your name"', 'data-default="Your name"'),
      ...input('type="email"', 'class="sc_email"', 'value="Your email"', 'data-default="Your email"'),
      ...input('type="hidden"', 'class="notify_email"', 'value="studio@example.com"'),
      ...input(
        'type="submit"',
        'class="sc_submit"',
        'value="Send"',
        'data-sending="Sending..."',
        'data-sent="Sent!"',
      ),
    ],
    failed: {
      selector: 'div.sticky-contact',
      widget: 'sticky-contact',
      message: /sticky-contact .*one of its fields/,
    },
  },
  { slug: 'maps', lost: [] },
];

for (const { slug, lost: expectedLost, failed } of DEMO_PAGES) {
  test(`the demo page /${slug}/ saved by an Author: what kses keeps, and its widgets mount with no console error`, async ({
    page,
    open,
    expectConsole,
    playwright,
    baseURL,
  }) => {
    const admin = await logIn(playwright, baseURL ?? '', 'admin', 'admin-password-for-the-demo');
    const pages = (await (
      await admin.call('get', `/wp-json/wp/v2/pages?slug=${slug}&context=edit`)
    ).json()) as Array<{ content: { raw: string } }>;
    const written = pages[0]?.content.raw ?? '';
    expect(written).toContain('<!-- wp:html -->');

    const author = await logIn(playwright, baseURL ?? '', 'author', 'author-password-for-the-demo');
    const post = await publish(author, `${slug} (${test.info().project.name})`, written);
    try {
      expect(await lost(page, written, post.raw)).toEqual(expectedLost);
      if (failed) expectConsole(failed.message);
      await open(post.path);
      await allMounted(page);
      if (failed)
        await expect(page.locator(failed.selector)).toHaveAttribute('data-widget-failed', failed.widget);
    } finally {
      await remove(author, post.id);
    }
  });
}
