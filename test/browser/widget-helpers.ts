import type { Locator, Page } from '@playwright/test';
import type { PublicApi } from '../../loader/contract/types';
import { discoverySelector } from '../../loader/selectors';
import { registry } from '../../widgets/registry';
import { expect, mountedMarker } from './fixtures';

/**
 * Helpers shared by the widget specs (tabs, accordion, toggle, notification box, counter, progress bars, …).
 *
 * Time in the page is `page.clock`'s. A test that looks at time installs the clock stopped, before it opens the
 * page (`installPausedClock`): however long the page and its chunks take to arrive on a busy machine, no page
 * time passes until the test moves the clock (`page.clock.runFor`). While it stands still, nothing that waits on
 * time runs:
 * - requestIdleCallback: a widget away from the viewport mounts when the page is idle (`runUntilMounted`);
 * - requestAnimationFrame: every animation, and preact's effects, which it runs after a frame (`runEffects`);
 * - setTimeout and setInterval: a countdown's ticks, a request's timeout, a delayed announcement.
 * A widget near the viewport mounts without it: an IntersectionObserver and a chunk's import are no timers.
 */

/** Playwright's fake requestAnimationFrame fires on 16 ms boundaries of the fake clock. */
export const FRAME_MS = 16;

/** Where the clock of a test that does not name a moment stands. */
const CLOCK_START = new Date('2026-11-22T10:00:00');

/**
 * Installs the page's fake clock stopped at `time`; call it before opening the page. It also counts the
 * animation frames the page asks for and the requests under way (a fetch until its answer's body has been read),
 * which `runUntilSettled` waits on.
 */
export async function installPausedClock(page: Page, time: Date = CLOCK_START): Promise<void> {
  // pauseAt only moves forward, on the page already open too (about:blank): start from a minute before.
  await page.clock.install({ time: time.getTime() - 60_000 });
  await page.clock.pauseAt(time);
  // After the clock's own script: the frames counted are the fake clock's.
  await page.addInitScript(() => {
    const pending = new Set<number>();
    const request = window.requestAnimationFrame.bind(window);
    const cancel = window.cancelAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      const id = request((time) => {
        pending.delete(id);
        callback(time);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      cancel(id);
    };
    Object.defineProperty(window, 'framesAskedFor', { get: () => pending.size });

    let requests = 0;
    const track = <T>(promise: Promise<T>): Promise<T> => {
      requests += 1;
      return promise.finally(() => {
        requests -= 1;
      });
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => track(fetch(...args));
    for (const reader of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
      const read = Response.prototype[reader] as () => Promise<unknown>;
      Object.defineProperty(Response.prototype, reader, {
        configurable: true,
        writable: true,
        value(this: Response) {
          return track(read.call(this));
        },
      });
    }
    Object.defineProperty(window, 'requestsUnderWay', { get: () => requests });
  });
}

/**
 * Runs a paused clock for what a widget defers once it has mounted, before the test starts anything: preact's
 * effects (after a frame), and the idle callbacks of widgets further down.
 */
export async function runEffects(page: Page): Promise<void> {
  await page.clock.runFor(100);
}

/** `expect.poll` on a paused clock: the clock moves one frame before each look (idle callbacks, effects). */
export function pollWhileRunning<T>(page: Page, probe: () => Promise<T>) {
  return expect.poll(
    async () => {
      await page.clock.runFor(FRAME_MS);
      return probe();
    },
    // The clock moves a frame per look, however long the real wait between looks: keep that wait short.
    { intervals: [100] },
  );
}

/** Waits, moving a paused clock, until the element is mounted with this widget (it may wait for idle). */
export async function runUntilMounted(page: Page, selector: string, widget: string): Promise<void> {
  const element = page.locator(selector);
  // Read without waiting for the element: one that is not there yet (content still to come) would hold the look,
  // and the clock with it, until the poll gave up.
  await pollWhileRunning(page, () =>
    element.evaluateAll((found) =>
      found.length > 1
        ? `${found.length} elements match: name one`
        : (found[0]?.getAttribute('data-widget-mounted') ?? ''),
    ),
  ).toMatch(mountedMarker(widget));
}

/**
 * Scrolls through the whole page with the wheel, as a visitor would, so that widgets that wait to be near the
 * viewport mount too, and waits until the scroll has come to rest.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) await page.mouse.wheel(0, 500);
  await untilScrollRests(page);
}

/** The widget elements neither mounted nor failed yet, each by its id or class. */
export function widgetsNotSettled(page: Page): Promise<string[]> {
  return page
    .locator(WIDGET_SELECTOR)
    .evaluateAll((elements) =>
      elements
        .filter((e) => !e.hasAttribute('data-widget-mounted') && !e.hasAttribute('data-widget-failed'))
        .map((e) => e.id || e.className || e.tagName),
    );
}

/** Waits until the window's scroll has come to rest (a wheel's smooth scroll runs on after the event). */
export async function untilScrollRests(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => scrollY);
        const resting = y === last;
        last = y;
        return resting;
      },
      // At rest means unmoved over a tenth of a second, each time asked (`expect.poll`'s own looks grow to 1 s).
      { intervals: [100] },
    )
    .toBe(true);
}

/** Every element the loader would mount a widget on: `data-widget` and the theme's hooks. */
export const WIDGET_SELECTOR = discoverySelector(registry);

/** The widgets that wait for their element to have a box (`whenRendered`): hidden at a width, they stay unmounted. */
const WHEN_RENDERED_SELECTOR = discoverySelector(registry.filter((widget) => widget.whenRendered));

/**
 * Waits, moving a paused clock, until every widget element on the page is mounted (those waiting for idle or to
 * come near the viewport included, once the test has scrolled to them), but for those the theme's stylesheet
 * hides at this width that wait for a box (`whenRendered`): they are not to mount.
 */
export async function runUntilAllMounted(page: Page): Promise<void> {
  await pollWhileRunning(page, () =>
    page.locator(WIDGET_SELECTOR).evaluateAll(
      (elements, waitsForABox) =>
        elements
          .filter((element) => !element.hasAttribute('data-widget-mounted'))
          .filter((element) => !(element.matches(waitsForABox) && element.getClientRects().length === 0))
          .map((element) => element.id || element.className || element.tagName),
      WHEN_RENDERED_SELECTOR,
    ),
  ).toEqual([]);
}

/**
 * Runs a paused clock until every animation has finished and every request has been answered: animations all
 * run on requestAnimationFrame, and an answer may bring content that fades in (a timeline's next posts). The
 * page has settled once a run of the clock leaves no frame asked for and no request under way, and a second
 * look, a real moment later, agrees: between an answer read and the frame its content asks for, the page may
 * still be rendering it. Call it once whatever starts them has run.
 */
export async function runUntilSettled(page: Page): Promise<void> {
  let quiet = false;
  await expect
    .poll(
      async () => {
        if (!quiet) await page.clock.runFor(1000);
        const quietBefore = quiet;
        // NaN, never 0, on a page without the counts (no installPausedClock).
        quiet = await page.evaluate(
          () => (window.framesAskedFor ?? Number.NaN) + (window.requestsUnderWay ?? Number.NaN) === 0,
        );
        return quietBefore && quiet;
      },
      // Each look moves the clock a second: a real wait between looks only lets answers and rendering arrive,
      // so it stays short rather than growing to a second as `expect.poll`'s does; but long enough, on a busy
      // machine, for the second look to see what the first one's answers bring (100 ms let a studio subtitle's
      // delayed entrance be caught before it began).
      { intervals: [250] },
    )
    .toBe(true);
}

/** The element exactly as the server printed it: parsed from a fresh copy of the page's HTML. */
export async function serverMarkup(page: Page, selector: string): Promise<string> {
  const response = await page.request.get(page.url());
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const markup = await page.evaluate(
    ([source, css]) => new DOMParser().parseFromString(source, 'text/html').querySelector(css)?.outerHTML,
    [html, selector] as const,
  );
  if (markup === undefined) throw new Error(`the server's page has no ${selector}`);
  return markup;
}

/** Unmounts the widgets on the element through the public API, as a theme's script would. */
export async function unmount(page: Page, selector: string): Promise<void> {
  const element = page.locator(selector);
  await element.evaluate((el) => (window as unknown as { wpWidgets: PublicApi }).wpWidgets.unmount(el));
  await expect(element).not.toHaveAttribute('data-widget-mounted');
}

/** Unmounts the widget on `selector` and checks that its markup is the server's again, byte for byte. */
export async function expectRestoredOnUnmount(page: Page, selector: string): Promise<void> {
  const server = await serverMarkup(page, selector);
  await unmount(page, selector);
  await expect(page.locator(selector)).toHaveJSProperty('outerHTML', server);
}

/**
 * Scrolls with the mouse wheel, as a visitor does, until the element's top is at `fraction` of the viewport
 * height (0.7 is the theme's reveal line), then waits for the page's intersection observers to have seen it.
 */
export async function scrollTopTo(page: Page, selector: string, fraction: number): Promise<void> {
  const element = page.locator(selector);
  const delta = await element.evaluate(
    (el, at) => el.getBoundingClientRect().top - innerHeight * at,
    fraction,
  );
  const target = Math.round((await page.evaluate(() => scrollY)) + delta);
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, Math.round(delta));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(target);
  await afterIntersectionUpdate(element);
}

/**
 * Resolves once the browser has run an intersection update after now: an observer always reports once
 * after `observe`, and observers are notified in the order they were created, so every observer the
 * widget made before has been told where the element is by then.
 */
export async function afterIntersectionUpdate(element: Locator): Promise<void> {
  await element.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(el);
      }),
  );
}

/** A number read from the page: the computed opacity of an element. */
export function opacityOf(element: Locator): Promise<number> {
  return element.evaluate((el) => Number(getComputedStyle(el).opacity));
}

/** The rendered height of an element, in CSS pixels. */
export function heightOf(element: Locator): Promise<number> {
  return element.evaluate((el) => el.getBoundingClientRect().height);
}

/** The element's inline style declarations (`''` when an animation has left none behind). */
export function inlineStyleOf(element: Locator): Promise<string> {
  return element.evaluate((el) => (el as HTMLElement).style.cssText);
}

/**
 * A one-finger swipe across the middle of `target` by `dx` (and `dy`) CSS pixels, as a phone's touch screen
 * sends it (touch events, and the pointer events the browser makes of them), on a paused clock: `steps` moves,
 * the clock moved `stepMs` before each, so the swipe's speed is the test's and not the machine's.
 */
export async function swipe(
  page: Page,
  target: Locator,
  { dx, dy = 0, steps = 6, stepMs = 50 }: { dx: number; dy?: number; steps?: number; stepMs?: number },
): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the swipe target is not rendered');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= steps; step += 1) {
    await page.clock.runFor(stepMs);
    await touch('touchMove', [{ x: x + (dx * step) / steps, y: y + (dy * step) / steps }]);
  }
  await page.clock.runFor(stepMs);
  await touch('touchEnd', []);
  await cdp.detach();
}

/** Ends every CSS transition and animation on the page now (their end events fire, as at their natural end). */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // A looping animation (none here) would never finish.
      if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
}

/** Scrolls the window to `y` and waits until it is there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
}

/**
 * Holds back the bundle's files that `chunks` matches (`widgetFiles(flavour, ['tabs', 'accordion'])`, from
 * bundle-files.ts), as a slow connection would, while the visitor already sees the page; the returned function
 * lets them through.
 */
export async function holdChunks(page: Page, chunks: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunks, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
