import type { Page } from '@playwright/test';
import { SEARCH_DELAY_COOKIE } from '../../fixtures/emulator/search';
import { UNAVAILABLE } from '../../widgets/live-search/LiveSearch';
import { expectSettledPageAccessible } from './accessibility';
import { BOTH_FLAVOURS, expect, test } from './fixtures';
import { callsTo, recordCalls } from './shop-helpers';
import { installPausedClock, opacityOf, runUntilMounted, runUntilSettled } from './widget-helpers';

/**
 * Live search (markup contract §3.5, specification points 5 and 9), the forum's search box, the search sidebar
 * and WPML's language selector (§3.6), on the fixture pages, answered by the emulator's theme listener.
 */

const HEADER = '#header-search';
const titles = (page: Page, root: string) => page.locator(`${root} li h5 a`).allTextContents();
const liveRegion = (page: Page) => page.locator('.ioa-search-live-region');

async function openHeaderSearch(page: Page): Promise<void> {
  await page.locator(`${HEADER} a.ajax-search-trigger`).click();
  await runUntilSettled(page);
  await expect(page.locator(`${HEADER} input.live_search`)).toBeFocused();
}

/** Types on a paused clock, then runs it past the 200 ms pause the search waits for. */
async function typeAndPause(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.clock.runFor(200);
}

test(
  'the trigger opens the pane; a 200 ms pause after 2 characters posts the query, and the hits are listed and announced',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await installPausedClock(page);
    await open('/search/');
    await runUntilMounted(page, HEADER, 'live-search');
    const trigger = page.locator(`${HEADER} a.ajax-search-trigger`);
    await expect(trigger).toHaveAttribute('role', 'button');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`${HEADER} .ajax-search-pane`)).toBeHidden();

    await openHeaderSearch(page);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveClass(/(^| )active( |$)/);
    const box = page.locator(`${HEADER} input.live_search`);
    // The theme printed its placeholder as the value: it is a placeholder now.
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('placeholder', 'Type something..');

    await page.keyboard.type('s');
    await page.clock.runFor(150);
    await page.keyboard.type('t');
    await page.clock.runFor(199);
    expect(callsTo(calls, 'listener:search')).toEqual([]);
    await page.clock.runFor(1);
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(3);
    expect(callsTo(calls, 'listener:search').map((call) => call.fields)).toEqual([
      { action: 'ioalistener', type: 'search', query: 'st' },
    ]);
    expect(await titles(page, HEADER)).toEqual(['Stitching', 'Leather straps', 'Atlantic coast']);
    await expect(page.locator(`${HEADER} a.view-all`)).toHaveAttribute('href', '/?s=st');
    await page.clock.runFor(16);
    await expect(liveRegion(page)).toHaveText('3 results');
    await expect(liveRegion(page)).toHaveAttribute('role', 'status');

    await typeAndPause(page, 'i');
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(1);
    await page.clock.runFor(16);
    await expect(liveRegion(page)).toHaveText('1 result');
    expect(callsTo(calls, 'listener:search').map((call) => call.fields.query)).toEqual(['st', 'sti']);
  },
);

test(
  'the arrow keys go from the box through the hits and back; Escape closes the pane and focus returns to the trigger',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await open('/search/');
    await runUntilMounted(page, HEADER, 'live-search');
    await openHeaderSearch(page);
    await typeAndPause(page, 'in');
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(4);
    const links = page.locator(`${HEADER} .search-results li h5 a, ${HEADER} a.view-all`);

    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`${HEADER} a.view-all`)).toBeFocused();
    // The last stays the last.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`${HEADER} a.view-all`)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(3)).toBeFocused();
    for (let at = 0; at < 4; at += 1) await page.keyboard.press('ArrowUp');
    await expect(page.locator(`${HEADER} input.live_search`)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    const trigger = page.locator(`${HEADER} a.ajax-search-trigger`);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveClass(/(^| )active( |$)/);
    await runUntilSettled(page);
    await expect(page.locator(`${HEADER} .ajax-search-pane`)).toBeHidden();
    // Space on the trigger opens it again, with the last results.
    await page.keyboard.press(' ');
    await runUntilSettled(page);
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(4);
    await page.locator(`${HEADER} .ajax-search-close`).click();
    await runUntilSettled(page);
    await expect(page.locator(`${HEADER} .ajax-search-pane`)).toBeHidden();
  },
);

test('the pane fades in sliding 20 px', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/search/');
  await runUntilMounted(page, HEADER, 'live-search');
  await page.locator(`${HEADER} a.ajax-search-trigger`).click();
  const pane = page.locator(`${HEADER} .ajax-search-pane`);
  await page.clock.runFor(100);
  const opacity = await opacityOf(pane);
  expect(opacity).toBeGreaterThan(0.2);
  expect(opacity).toBeLessThan(0.8);
  const shift = await pane.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
  expect(shift).toBeGreaterThan(4);
  expect(shift).toBeLessThan(16);
  await runUntilSettled(page);
  expect(await opacityOf(pane)).toBe(1);
});

test('fewer than 2 characters hide and empty the results; an empty answer changes nothing', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/search/');
  await runUntilMounted(page, HEADER, 'live-search');
  await openHeaderSearch(page);
  await typeAndPause(page, 'bag');
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(2);
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, body: '  \n' }));
  await typeAndPause(page, 's');
  await page.clock.runFor(16);
  // The empty answer is ignored: the hits for "bag" stay.
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(2);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.locator(`${HEADER} .search-results`)).toBeHidden();
  await expect(page.locator(`${HEADER} .search-results li`)).toHaveCount(0);
});

test(
  'a slow answer to the first query never replaces the answer to the second: the first request is aborted',
  BOTH_FLAVOURS,
  async ({ page, context, open, baseURL }) => {
    // The emulator answers "st" after 1.5 s and "sti" at once.
    await context.addCookies([
      {
        name: SEARCH_DELAY_COOKIE,
        value: encodeURIComponent(JSON.stringify({ st: 1500 })),
        url: baseURL ?? '',
      },
    ]);
    const calls = recordCalls(page);
    const failed: (string | null)[] = [];
    const answered: (string | null)[] = [];
    page.on('requestfailed', (request) => failed.push(request.postData()));
    page.on('requestfinished', (request) => {
      if (request.url().includes('admin-ajax')) answered.push(request.postData());
    });
    await installPausedClock(page);
    await open('/search/');
    await runUntilMounted(page, HEADER, 'live-search');
    await openHeaderSearch(page);
    await typeAndPause(page, 'st');
    await expect.poll(() => callsTo(calls, 'listener:search').length).toBe(1);
    await typeAndPause(page, 'i');
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveText(['Stitching']);
    await expect.poll(() => failed).toEqual(['action=ioalistener&type=search&query=st']);
    await expect.poll(() => answered).toEqual(['action=ioalistener&type=search&query=sti']);
    await page.clock.runFor(100);
    await expect(liveRegion(page)).toHaveText('1 result');
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveText(['Stitching']);
  },
);

test('a failed search leaves the last results and says once that the search is unavailable', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/live-search .*the search did not answer/);
  expectConsole(/Failed to load resource/);
  await installPausedClock(page);
  await open('/search/');
  await runUntilMounted(page, HEADER, 'live-search');
  await openHeaderSearch(page);
  await typeAndPause(page, 'st');
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(3);

  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
  await typeAndPause(page, 'i');
  const message = page.locator(`${HEADER} .search-unavailable`);
  await expect(message).toHaveText(UNAVAILABLE);
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(3);
  // An HTTP error next: still one message, and one console line.
  await page.unrouteAll();
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: 'error' }));
  await typeAndPause(page, 't');
  await expect.poll(() => consoleLog.filter((entry) => /did not answer/.test(entry.text)).length).toBe(1);
  await page.clock.runFor(100);
  await expect(page.locator(`${HEADER} .search-unavailable`)).toHaveCount(1);
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(3);
  // The search is back: the message goes.
  await page.unrouteAll();
  await typeAndPause(page, 'c');
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveText(['Stitching']);
  await expect(message).toHaveCount(0);
});

test('Enter submits the box to the search page, as the form does without JavaScript', async ({
  page,
  open,
}) => {
  await open('/search/');
  await expect(page.locator(HEADER)).toHaveAttribute('data-widget-mounted', /live-search/);
  await page.locator(`${HEADER} a.ajax-search-trigger`).click();
  await page.locator(`${HEADER} input.live_search`).fill('canvas');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('s') === 'canvas');
});

test('without JavaScript the pane shows on hover and focus, and its form goes to the search page', async ({
  browser,
  flavour,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/search/?flavour=${flavour}`);
  await page.keyboard.press('Tab');
  await page.locator(`${HEADER} a.ajax-search-trigger`).focus();
  await expect(page.locator(`${HEADER} .ajax-search-pane`)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const box = page.locator(`${HEADER} input.live_search`);
  await box.fill('canvas');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('s') === 'canvas');
  await context.close();
});

test(
  'the mobile pane: its trigger in the mobile head opens it, searches the same way, Escape closes it',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await installPausedClock(page);
    await open('/search/');
    await runUntilMounted(page, '#mobile-search', 'live-search');
    const trigger = page.locator('a.majax-search-trigger');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await runUntilSettled(page);
    await expect(page.locator('#mobile-search .majax-search-pane')).toBeVisible();
    await expect(page.locator('#mobile-search input.live_search')).toBeFocused();
    await typeAndPause(page, 'tote');
    await expect(page.locator('#mobile-search .msearch-results li h5 a')).toHaveText(['Weekend tote']);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await runUntilSettled(page);
    await expect(page.locator('#mobile-search .majax-search-pane')).toBeHidden();
  },
);

test(
  'the forum search box posts forum_search to the address the block gives; Escape hides its results',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') urls.push(new URL(request.url()).search);
    });
    const calls = recordCalls(page);
    await installPausedClock(page);
    await open('/forum/');
    await runUntilMounted(page, '.forum-search', 'live-search');
    await page.locator('#bbp_search').focus();
    await typeAndPause(page, 'roll');
    await expect(page.locator('.forum-search-results li h5 a')).toHaveText([
      'Re-waxing an old roll-top',
      'Roll-top or tote for commuting?',
    ]);
    expect(callsTo(calls, 'listener:forum_search').map((call) => call.fields)).toEqual([
      { action: 'ioalistener', type: 'forum_search', query: 'roll' },
    ]);
    expect(urls).toEqual(['?forum=1']);
    await expect(page.locator('.forum-search-results a.view-all')).toHaveAttribute(
      'href',
      '/forums/search/?bbp_search=roll',
    );
    await page.clock.runFor(16);
    await expect(liveRegion(page)).toHaveText('2 results');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.forum-search-results li h5 a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.forum-search-results')).toBeHidden();
    await page.locator('#bbp_search').fill('zz');
    await page.clock.runFor(200);
    await expect(page.locator('.forum-search-results li.not-found')).toHaveText('Nothing found for “zz”.');
    await page.clock.runFor(16);
    await expect(liveRegion(page)).toHaveText('No results');
  },
);

test(
  'the search sidebar: the trigger opens it with focus inside; Escape and the clear control close it, focus back',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/search-sidebar/');
    await expect(page.locator('#search-sidebar')).toHaveAttribute('data-widget-mounted', /search-sidebar/);
    const trigger = page.locator('#open-search-sidebar');
    const sidebar = page.locator('#search-sidebar');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();

    await trigger.click();
    await expect(sidebar).toHaveClass(/(^| )active( |$)/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#sidebar-s')).toBeFocused();
    await expect(sidebar).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.type('bag');
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toHaveClass(/(^| )active( |$)/);
    await expect(trigger).toBeFocused();
    await expect(sidebar).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(page.locator('#sidebar-s')).toBeFocused();
    await page.keyboard.type('tote');
    await page.locator('#search-sidebar .search-sidebar-clear').click();
    await expect(sidebar).not.toHaveClass(/(^| )active( |$)/);
    await expect(trigger).toBeFocused();
    await expect(page.locator('#sidebar-s')).toHaveValue('');
  },
);

test(
  'the language selector: a disclosure button showing the list in 400 ms (fade, 10 px slide); Escape closes it; hreflang kept',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await open('/search-sidebar/');
    await runUntilMounted(page, '#languages', 'language-selector');
    const button = page.getByRole('button', { name: 'Select Language' });
    const list = page.locator('#languages > ul');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(200);
    const opacity = await opacityOf(list);
    expect(opacity).toBeGreaterThan(0.2);
    expect(opacity).toBeLessThan(0.8);
    const shift = await list.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
    expect(shift).toBeGreaterThan(2);
    expect(shift).toBeLessThan(8);
    await runUntilSettled(page);
    expect(await opacityOf(list)).toBe(1);
    await expect(list.getByRole('link')).toHaveText(['English', 'Português', 'Français']);
    expect(
      await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang'))),
    ).toEqual(['en', 'pt-PT', 'fr']);

    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await runUntilSettled(page);
    await expect(list).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // A click elsewhere closes it too.
    await page.locator('h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'axe finds nothing serious with the panes open and results shown',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await open('/search/');
    await runUntilMounted(page, HEADER, 'live-search');
    await openHeaderSearch(page);
    await typeAndPause(page, 'st');
    await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveCount(3);
    await expectSettledPageAccessible(page);
  },
);

test('axe finds nothing serious on the forum with results', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/forum/');
  await runUntilMounted(page, '.forum-search', 'live-search');
  await page.locator('#bbp_search').focus();
  await typeAndPause(page, 'roll');
  await expect(page.locator('.forum-search-results li h5 a')).toHaveCount(2);
  await expectSettledPageAccessible(page);
});

test('axe finds nothing serious with the search sidebar and the language list open', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/search-sidebar/');
  await runUntilMounted(page, '#languages', 'language-selector');
  await runUntilMounted(page, '#search-sidebar', 'search-sidebar');
  await page.getByRole('button', { name: 'Select Language' }).click();
  await page.locator('#open-search-sidebar').click();
  await expectSettledPageAccessible(page);
});

test('a search box or a selector without its parts is reported once and left as printed; the others work', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/live-search on <div id="broken-search".*it has no results list/);
  expectConsole(
    /language-selector on <div id="broken-languages".*no a\.wpml-lang-selector followed by a <ul>/,
  );
  await open('/search/');
  await expect(page.locator(HEADER)).toHaveAttribute('data-widget-mounted', /live-search/);
  await page.evaluate(() => {
    document.querySelector('.page-wrapper')?.insertAdjacentHTML(
      'beforeend',
      `<div class="ajax-search" data-url="/wp-admin/admin-ajax.php" id="broken-search"><a href="" class="ajax-search-trigger">Find</a>
        <div class="ajax-search-pane"><form><input type="text" class="live_search" name="s"></form></div></div>
       <div class="wpml-selector" id="broken-languages"><a href="" class="wpml-lang-selector">Language</a></div>`,
    );
  });
  await expect(page.locator('#broken-search')).toHaveAttribute('data-widget-failed', /live-search/);
  await expect(page.locator('#broken-languages')).toHaveAttribute('data-widget-failed', /language-selector/);
  await expect(page.locator('#broken-search a.ajax-search-trigger')).not.toHaveAttribute('role');
  expect(consoleLog.filter((entry) => /broken-search/.test(entry.text))).toHaveLength(1);
  await page.locator(`${HEADER} a.ajax-search-trigger`).click();
  await page.keyboard.type('tote');
  await expect(page.locator(`${HEADER} .search-results li h5 a`)).toHaveText(['Weekend tote']);
});

test('axe finds nothing serious with the mobile pane open and its results shown', async ({ page, open }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await installPausedClock(page);
  await open('/search/');
  await runUntilMounted(page, '#mobile-search', 'live-search');
  await page.locator('a.majax-search-trigger').click();
  await typeAndPause(page, 'bag');
  await expect(page.locator('#mobile-search .msearch-results li h5 a')).toHaveCount(2);
  await expectSettledPageAccessible(page);
});

test('under reduced motion the pane and the language list show at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/search/');
  await runUntilMounted(page, HEADER, 'live-search');
  await page.locator(`${HEADER} a.ajax-search-trigger`).click();
  await expect(page.locator(`${HEADER} .ajax-search-pane`)).toBeVisible();
  expect(await opacityOf(page.locator(`${HEADER} .ajax-search-pane`))).toBe(1);
  await open('/search-sidebar/');
  await runUntilMounted(page, '#languages', 'language-selector');
  await page.getByRole('button', { name: 'Select Language' }).click();
  await expect(page.locator('#languages > ul')).toBeVisible();
  expect(await opacityOf(page.locator('#languages > ul'))).toBe(1);
});
