import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Helpers shared by the shop specs: what the page sent to wc-ajax and the theme listener, the WooCommerce
 * events jQuery and native listeners heard, the cart cookies and storage, and faults injected by routing.
 */

/** Matches the page's calls to a wc-ajax endpoint (any, without one). */
export function wcAjax(endpoint?: string): (url: URL) => boolean {
  return (url) => (endpoint ? url.searchParams.get('wc-ajax') === endpoint : url.searchParams.has('wc-ajax'));
}
/** The fixture's `wc_cart_fragments_params` keys (an md5 of the site, as WooCommerce derives them). */
export const CART_HASH_KEY = 'wc_cart_hash_89d51de96deff3bba8c8ffba20721bc5';
export const FRAGMENT_NAME = 'wc_fragments_89d51de96deff3bba8c8ffba20721bc5';

export interface SentCall {
  /** The wc-ajax endpoint, or `listener:<type>` for the theme listener, or `POST <path>` for any other post. */
  readonly call: string;
  readonly fields: Readonly<Record<string, string>>;
}

function callOf(request: Request): SentCall | null {
  const url = new URL(request.url());
  const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
  const endpoint = url.searchParams.get('wc-ajax');
  if (endpoint) return { call: endpoint, fields };
  if (url.pathname === '/wp-admin/admin-ajax.php') return { call: `listener:${fields.type ?? ''}`, fields };
  if (request.method() === 'POST') return { call: `POST ${url.pathname}${url.search}`, fields };
  return null;
}

/** Every call the page sends from now on, in the order sent. */
export function recordCalls(page: Page): SentCall[] {
  const calls: SentCall[] = [];
  page.on('request', (request) => {
    const call = callOf(request);
    if (call) calls.push(call);
  });
  return calls;
}

/**
 * Resolves once the test has heard of every request the page started before now: a marker request sent now is
 * heard after them. Lets a test say that something was *not* sent.
 */
export async function requestsSentSoFar(page: Page): Promise<void> {
  const marker = `/favicon.ico?marker=${Math.random().toString(36).slice(2)}`;
  const heard = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => {}), marker);
  await heard;
}

/** The calls to one endpoint. */
export function callsTo(calls: readonly SentCall[], call: string): SentCall[] {
  return calls.filter((sent) => sent.call === call);
}

export const JQUERY_EVENTS = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'wc_fragments_loaded',
  'wc_fragments_refreshed',
  'wc_fragments_ajax_error',
  // Namespaced as WooCommerce triggers it: only handlers bound with the namespace run.
  'ajax_request_not_sent.adding_to_cart',
] as const;

/**
 * Listens, in the page, to every WooCommerce event as jQuery code and native code would, and returns the log
 * (it outlives a navigation). Each entry says who heard what: a jQuery-wrapped element as `$<id or tag.class>`,
 * objects by their keys. A `native-as-jquery` entry would be a native event under a jQuery name: never.
 */
export async function listenToShopEvents(page: Page): Promise<string[]> {
  const log: string[] = [];
  await page.exposeFunction('reportShopEvent', (entry: string) => log.push(entry));
  await page.evaluate((names) => {
    const report = (window as unknown as { reportShopEvent: (entry: string) => void }).reportShopEvent;
    const describe = (value: unknown): string => {
      if (value && typeof value === 'object' && 'jquery' in value) {
        const element = (value as unknown as Element[])[0];
        return `$${element?.id || `${element?.localName}.${element?.classList[0] ?? ''}`}`;
      }
      if (value && typeof value === 'object') return `{${Object.keys(value).join(',')}}`;
      return String(value);
    };
    const jQuery = (window as { jQuery?: (target: unknown) => { on: (...args: unknown[]) => void } }).jQuery;
    jQuery?.(document.body).on(names.join(' '), (event: { type: string }, ...args: unknown[]) =>
      report(`jquery ${event.type}(${args.map(describe).join(', ')})`),
    );
    for (const name of names) {
      const native = `woocommerce:${name.replace(/^wc_/, '').replace(/\..*$/, '')}`;
      document.body.addEventListener(native, (event) => {
        const detail = (event as CustomEvent<Record<string, unknown>>).detail ?? {};
        report(`native ${native}{${Object.keys(detail).join(',')}}`);
      });
      const plain = name.replace(/\..*$/, '');
      document.body.addEventListener(plain, () => report(`native-as-jquery ${plain}`));
    }
  }, JQUERY_EVENTS);
  return log;
}

export async function cartCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((cookie) => cookie.name.startsWith('woocommerce_'))
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

export async function storage(
  page: Page,
): Promise<{ session: Record<string, string>; local: Record<string, string> }> {
  return page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
}

/**
 * Holds the page's next call to a route until the test lets it go, to look at the page while it waits. The
 * held call then reaches the server (or gets `answer`).
 */
export async function holdNext(
  page: Page,
  pattern: (url: URL) => boolean,
): Promise<{ held: Promise<Route>; release: (answer?: { status?: number; body: string }) => Promise<void> }> {
  let grab: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    grab = resolve;
  });
  await page.route(pattern, (route) => grab(route), { times: 1 });
  return {
    held,
    release: async (answer) => {
      const route = await held;
      if (answer)
        await route.fulfill({
          status: answer.status ?? 200,
          contentType: 'application/json',
          body: answer.body,
        });
      else await route.continue();
    },
  };
}

/** Adds a product through the wc-ajax endpoint, as another tab or an earlier visit would have. */
export async function addThroughServer(page: Page, productId: number, quantity = 1): Promise<string> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cart_hash: string }).cart_hash;
}

/** The server's cart, as its mini cart fragment lists it: `name × quantity` per line. */
export async function serverCart(page: Page): Promise<string[]> {
  return (await serverCartWithHash(page)).lines;
}

export async function serverCartWithHash(page: Page): Promise<{ lines: string[]; hash: string }> {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments', { form: { time: '0' } });
  const { fragments, cart_hash: hash } = (await response.json()) as {
    fragments: Record<string, string>;
    cart_hash: string;
  };
  const lines = await page.evaluate((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return Array.from(template.content.querySelectorAll('.mini_cart_item'), (item) => {
      const name = item.querySelector('a:not(.remove)')?.textContent?.trim();
      const quantity = item.querySelector('.quantity')?.textContent?.split('×')[0]?.trim();
      return `${name} × ${quantity}`;
    });
  }, fragments['div.widget_shopping_cart_content'] ?? '');
  return { lines, hash };
}

/** The lines of a mini cart on the page, as `serverCart` lists them. */
export async function miniCartLines(page: Page, cart = '#sidebar-cart'): Promise<string[]> {
  return page.locator(`${cart} .mini_cart_item`).evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('a:not(.remove)')?.textContent?.trim();
      const quantity = item.querySelector('.quantity')?.textContent?.split('×')[0]?.trim();
      return `${name} × ${quantity}`;
    }),
  );
}

/** Serves the next page with its WooCommerce globals changed, as a site with other settings prints them. */
export async function withAddToCartParams(
  page: Page,
  params: Readonly<Record<string, string>>,
): Promise<void> {
  await page.route(
    (url) => !url.searchParams.has('wc-ajax') && /^\/[\w-]+\/$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      for (const [key, value] of Object.entries(params)) {
        html = html.replace(new RegExp(`"${key}":"[^"]*"`), `"${key}":${JSON.stringify(value)}`);
      }
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
}

/** The product loop item a loop button belongs to (`li.product`). */
export function loopItemOf(button: Locator): Locator {
  return button.locator(
    'xpath=ancestor::li[contains(concat(" ", normalize-space(@class), " "), " product ")][1]',
  );
}

/**
 * Presses a product loop's button as a visitor does: the theme shows it only while its product is hovered
 * (woocommerce.css hides `ul.products li .button`), so the pointer goes over the product first.
 */
export async function pressLoopButton(button: Locator): Promise<void> {
  await loopItemOf(button).hover();
  await button.click();
}
