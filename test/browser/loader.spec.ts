import type { Page, Request } from '@playwright/test';
import { anyOf, BUNDLE_DIR, failingWith, widgetFile, widgetFiles } from './bundle-files';
import { expect, mounted, test } from './fixtures';
import { afterIntersectionUpdate, installPausedClock, runEffects, scrollTopTo } from './widget-helpers';

function chunkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/chunks/')) requests.push(path);
  });
  return requests;
}

/** Counts `countdown:update` events an element dispatches, from now on. */
async function countUpdates(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`no ${target}`);
    (element as HTMLElement).dataset.updates = '0';
    element.addEventListener('countdown:update', () => {
      const el = element as HTMLElement;
      el.dataset.updates = String(Number(el.dataset.updates) + 1);
    });
  }, selector);
}

test('a page without widgets loads no chunk, and markup added later loads and mounts', async ({
  page,
  open,
  flavour,
}) => {
  const chunks = chunkRequests(page);
  await open('/about/');
  await page.waitForLoadState('load');
  await expect(page.locator('h1')).toHaveText('About us');
  expect(chunks).toEqual([]);

  // Theme code inserting a fragment with a widget, as an AJAX "load more" would.
  await page.evaluate(() => {
    const fragment = document.createElement('div');
    fragment.innerHTML = '<p id="late" data-widget="countdown" data-date="2030/01/01">Soon.</p>';
    document.querySelector('.page-content')?.append(fragment);
  });
  await mounted(page, '#late', 'countdown');
  await expect(page.locator('#late .wgt-countdown__unit')).toHaveCount(5);
  expect(chunks.some((path) => /\/chunks\/loader-\w+\.js$/.test(path))).toBe(true);
  expect(chunks).toContain(widgetFile(flavour, 'countdown'));
});

for (const bundle of ['footer-defer', 'footer-sync', 'head-defer', 'head-async']) {
  test(`the bundle works enqueued ${bundle.replace('-', ', ')}`, async ({ page, open }) => {
    await open('/countdown/', { bundle });
    await mounted(page, '#launch-countdown', 'countdown');
    await mounted(page, '#sale-countdown', 'countdown');
  });
}

test('chunks load relative to the script, wherever it is served from', async ({ page, open, flavour }) => {
  const chunks = chunkRequests(page);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  const base = `${BUNDLE_DIR}${flavour === 'preact' ? 'preact/' : ''}chunks/`;
  expect(chunks.length).toBeGreaterThan(1);
  for (const path of chunks) expect(path.startsWith(base)).toBe(true);
});

test('markup removed unmounts: a removed countdown stops ticking', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  await countUpdates(page, '#launch-countdown');
  await page.clock.runFor(3000);
  const before = await page.locator('#launch-countdown').getAttribute('data-updates');
  expect(Number(before)).toBeGreaterThanOrEqual(2);

  const shownAtRemoval = await page.evaluate(() => {
    const element = document.getElementById('launch-countdown') as HTMLElement;
    (window as { removed?: HTMLElement }).removed = element;
    element.remove();
    return element.textContent;
  });
  await page.clock.runFor(5000);
  const after = await page.evaluate(() => {
    const element = (window as { removed?: HTMLElement }).removed as HTMLElement;
    return {
      updates: element.dataset.updates,
      text: element.textContent,
      mounted: element.dataset.widgetMounted,
    };
  });
  // No tick after removal (at most the one already due when it was removed), and its server HTML is back.
  expect(Number(after.updates) - Number(before)).toBeLessThanOrEqual(1);
  expect(after.text).not.toEqual(shownAtRemoval);
  expect(after.text).toBe('The launch is on 1 March 2027 at 9:00.');
  expect(after.mounted).toBeUndefined();
});

test('an element moved in the DOM is not mounted twice', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  await page.evaluate(() => {
    const element = document.getElementById('launch-countdown') as HTMLElement;
    document.getElementById('rpc-over')?.append(element);
  });
  await countUpdates(page, '#launch-countdown');
  await page.clock.runFor(10_000);
  // One instance ticks once a second; a second mount would double the events.
  const updates = Number(await page.locator('#launch-countdown').getAttribute('data-updates'));
  expect(updates).toBeGreaterThanOrEqual(9);
  expect(updates).toBeLessThanOrEqual(11);
  await expect(page.locator('#launch-countdown')).toHaveAttribute('data-widget-mounted', 'countdown');
  await expect(page.locator('#launch-countdown .wgt-countdown')).toHaveCount(1);
});

test('a second copy of the bundle does not mount anything twice', async ({ page, open, flavour }) => {
  await installPausedClock(page);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  const src = `${BUNDLE_DIR}${flavour === 'preact' ? 'preact/' : ''}widgets.js?ver=copy`;
  await page.addScriptTag({ url: src });
  await countUpdates(page, '#launch-countdown');
  await page.clock.runFor(5000);
  const updates = Number(await page.locator('#launch-countdown').getAttribute('data-updates'));
  expect(updates).toBeGreaterThanOrEqual(4);
  expect(updates).toBeLessThanOrEqual(6);
  await expect(page.locator('#launch-countdown .wgt-countdown')).toHaveCount(1);
});

test('the public API unmounts a subtree back to its server HTML and mounts it again', async ({
  page,
  open,
}) => {
  await open('/countdown/');
  const serverHtml = await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    return new DOMParser().parseFromString(html, 'text/html').getElementById('rps-countdowns')?.outerHTML;
  });
  await mounted(page, '#launch-countdown', 'countdown');
  await mounted(page, '#sale-countdown', 'countdown');
  expect(await page.evaluate(() => window.wpWidgets?.version)).toMatch(/^\d+\.\d+\.\d+$/);

  await page.evaluate(() =>
    window.wpWidgets?.unmount(document.getElementById('rps-countdowns') ?? undefined),
  );
  expect(await page.locator('#rps-countdowns').evaluate((element) => element.outerHTML)).toBe(serverHtml);

  await page.evaluate(() => window.wpWidgets?.mount(document.getElementById('rps-countdowns') ?? undefined));
  await mounted(page, '#launch-countdown', 'countdown');
  await expect(page.locator('#launch-countdown .wgt-countdown__unit')).toHaveCount(5);
});

test('widgets below the fold load their code only when scrolled near', async ({ page, open }) => {
  const chunks = chunkRequests(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  // A stopped clock: no idle callback fires, so only nearing the viewport mounts.
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, '#tabs-product', 'tabs');
  await mounted(page, '#box-info', 'notification-box');
  expect(chunks.some((path) => path.includes('/progress-bars-'))).toBe(false);
  await expect(page.locator('#bars-materials')).not.toHaveAttribute('data-widget-mounted', /./);

  await page.locator('#bars-materials').scrollIntoViewIfNeeded();
  await mounted(page, '#bars-materials', 'progress-bars');
  expect(chunks.some((path) => path.includes('/progress-bars-'))).toBe(true);
});

test('a broken widget keeps its server HTML, says what is wrong once, and stops nothing else', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const expected = [
    /countdown on <p id="bad-date" data-widget="countdown">: data-date="next Friday" is not a date: Couldn't cast `next Friday` to a date object; the server HTML is left as it is\./,
    /countdwon on <p id="typo" data-widget="countdwon">: data-widget names no widget called "countdwon"; the widgets are countdown, counter, /,
    /counter on <span id="counter-no-end" class="counter">: data-end is empty; the server HTML is left as it is\./,
    /counter on <span id="counter-bad-time" class="counter">: data-time="fast" is not a number; using the default 2000\./,
    /tabs on <div id="tabs-no-panels" class="ioa_tabs">: could not mount: none of its tab links points at a panel inside it \(href="#panel-id"\)\. The server HTML is left as it is\./,
    /progress-bars on <div id="filler-bad" class="filler">: data-fill="150%" is not a number; the server HTML is left as it is\./,
    // Bad input further down (test/browser/hostile-input.spec.ts checks what becomes of them).
    /weather-icon on <canvas id="weather-zero" class="climacon-shortcode">: the canvas is 0 × 0 pixels/,
    /radial-chart on <div id="radial-thick" class="radial-chart">: data-line_width="1000000000" is thicker/,
    /tabs on <div id="twin-tabs-b" class="ioa_tabs">: the panel id "twin-care", "twin-repair" is used by another element/,
  ];
  for (const pattern of expected) expectConsole(pattern);
  await open('/broken-widgets/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  await mounted(page, '#good-date', 'countdown');
  await mounted(page, '#counter-bad-time', 'counter');
  await mounted(page, '#bars-one-bad', 'progress-bars');
  for (const id of ['bad-date', 'counter-no-end', 'tabs-no-panels']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-failed', /./);
  }
  await expect(page.locator('#bad-date')).toHaveText('Offer ends next Friday.');
  await expect(page.locator('#typo')).toHaveText('Offer ends on 1 January.');
  await expect(page.locator('#counter-no-end')).toHaveText('500');
  await expect(page.locator('#tabs-no-panels p')).toHaveText('Server content of the tabs.');
  await expect(page.locator('#tabs-no-panels [role]')).toHaveCount(0);
  await expect(page.locator('#bars-one-bad [role="meter"]')).toHaveCount(1);
  await expect(page.locator('#filler-bad')).not.toHaveAttribute('role', /./);

  // Exactly one message per problem.
  for (const pattern of expected) {
    expect(
      consoleLog.filter((entry) => pattern.test(entry.text)),
      String(pattern),
    ).toHaveLength(1);
  }
});

test('without jQuery on the page, widgets work and native listeners hear the contract events', async ({
  page,
  open,
}) => {
  // A theme that dequeued jQuery: its script tag answers with nothing.
  await page.route('**/wp-includes/js/jquery/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await installPausedClock(page);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
  await countUpdates(page, '#launch-countdown');
  await page.clock.runFor(2000);
  expect(Number(await page.locator('#launch-countdown').getAttribute('data-updates'))).toBeGreaterThanOrEqual(
    1,
  );
});

test('a widget whose code cannot be loaded keeps its server HTML, says so once, and stops nothing else', async ({
  page,
  open,
  flavour,
  expectConsole,
  consoleLog,
}) => {
  const file = widgetFile(flavour, 'tabs');
  await page.route(widgetFiles(flavour, ['tabs']), (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  const failure = new RegExp(
    `^\\[wp-widgets\\] tabs on <html>: its code could not be loaded: .+${anyOf([file])}\\. Every such element keeps its server HTML\\.`,
  );
  // Widgets whose code shares the tabs' file (pages show them together) fail with them; the others mount.
  const others = failingWith(flavour, ['tabs']).filter((name) => name !== 'tabs');
  if (others.length) expectConsole(new RegExp(`${anyOf(others)} on <html>: its code could not be loaded`));
  expectConsole(failure);
  expectConsole(/Failed to load resource: the server responded with a status of 404/);
  await open('/shortcodes/');
  const elsewhere = (
    [
      ['#accordion-faq', 'accordion'],
      ['#box-info', 'notification-box'],
      // A page widget, in a file of its own in both flavours where the page's element widgets share one.
      ['#rps-tabs', 'section-padding'],
    ] as const
  ).filter(([, name]) => !others.includes(name));
  expect(elsewhere.length, "widgets of the page whose code is not in the tabs' file").toBeGreaterThan(0);
  for (const [selector, name] of elsewhere) await mounted(page, selector, name);
  await expect(page.locator('#tabs-product')).toHaveAttribute('data-widget-failed', 'tabs');
  // Every panel the server printed is still there, and none is hidden.
  for (const id of ['tab-description', 'tab-specs', 'tab-reviews'])
    await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator('#tabs-product [role="tab"]')).toHaveCount(0);
  expect(consoleLog.filter((entry) => failure.test(entry.text))).toHaveLength(1);
});

test('two widgets on one element below the fold both mount when it comes near, not when the page is idle', async ({
  page,
  open,
}) => {
  // A stopped clock: requestIdleCallback is the clock's, so the page is never idle and only coming near mounts.
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, '#box-info', 'notification-box');
  const campaign = page.locator('#box-campaign');
  // #box-campaign is the theme's notification box with data-widget="progress-bars", far below the fold.
  const below = await campaign.evaluate((element) => element.getBoundingClientRect().top - innerHeight);
  expect(below).toBeGreaterThan(300);
  await expect(campaign).not.toHaveAttribute('data-widget-mounted');

  await scrollTopTo(page, '#box-campaign', 0.5);
  await mounted(page, '#box-campaign', 'progress-bars');
  await mounted(page, '#box-campaign', 'notification-box');
  // Both work: the bar fills once the widget's effects have run and its reveal observer has reported, and
  // Close dismisses the box.
  await runEffects(page);
  await afterIntersectionUpdate(campaign);
  await page.clock.runFor(2500);
  await expect(campaign.getByRole('meter', { name: 'Trees planted' })).toHaveAttribute('aria-valuenow', '64');
  await expect(campaign.locator('.filler')).toHaveAttribute('style', /width: 64%/);
  await campaign.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(500);
  await expect(campaign).toHaveCount(0);
});
