import type { Locator, Page } from '@playwright/test';
import type { PublicApi } from '../../loader/types';
import { expect } from './fixtures';

/**
 * Helpers shared by the widget specs (tabs, accordion, toggle, notification box, counter, progress bars).
 * Animations run on requestAnimationFrame + performance.now, which `page.clock` fakes: a test installs the
 * clock before navigating, lets the page mount with time flowing, then pauses it and moves it by hand.
 */

/** Playwright's fake requestAnimationFrame fires on 16 ms boundaries of the fake clock. */
export const FRAME_MS = 16;

/**
 * Stops the page's clock where it is: from now on timers and animation frames only run when the test calls
 * `page.clock.runFor`. The jump (pauseAt cannot stay put) and the short run after it flush whatever the page
 * had deferred to a frame or a timer (preact runs effects after a frame), before any animation is started.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.clock.runFor(100);
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
