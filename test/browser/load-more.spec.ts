import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { callsTo, holdNext, recordCalls } from './shop-helpers';
import { installPausedClock, runUntilMounted } from './widget-helpers';

/**
 * The page builder's load-more buttons (the later build's `a.rad-ajax-load-more`, Appendix B; specification
 * point 4): `type`, `query` and `offset` to the theme listener, the answer's posts appended.
 */

const PAGE = '/builder-lists/';
const LIST = '#latest .rad-posts-list > li';
const WALL = '#wall .post_masonry-container > li';
const listButton = (page: Page) => page.locator('#latest a.rad-ajax-load-more');
const wallButton = (page: Page) => page.locator('#wall a.rad-ajax-load-more');
const titles = (page: Page, items: string) => page.locator(`${items} h3`).allTextContents();

test(
  'load more posts the query and the items shown, and appends the posts answered, three at a time to the end',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await open(PAGE);
    await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
    const button = page.getByRole('button', { name: 'Load more' }).first();
    const query = await listButton(page).getAttribute('data-query');

    await button.click();
    await expect(page.locator(LIST)).toHaveCount(6);
    expect(await titles(page, LIST)).toEqual([
      'Cutting table',
      'Roll-top bag',
      'Waxing canvas',
      'Weekend tote',
      'Porto to Lisbon',
      'Stitching',
    ]);
    await expect(button).toHaveText('Load more');
    await button.click();
    await expect(page.locator(LIST)).toHaveCount(9);
    await button.click();
    // The last answer carries ioa-end: "No more posts", then the button goes.
    await expect(page.locator(LIST)).toHaveCount(11);
    await expect(listButton(page)).toHaveText('No more posts');
    await expect(listButton(page)).toBeHidden();
    expect(callsTo(calls, 'listener:rad-post_list').map((call) => call.fields)).toEqual(
      [3, 6, 9].map((offset) => ({
        action: 'ioalistener',
        type: 'rad-post_list',
        query,
        offset: String(offset),
      })),
    );
    // The appended posts are the server's: their likes mount through the loader.
    await mounted(page, `${LIST}:last-child .like-icon`, 'like');
    await expect(page.locator(`${LIST}:last-child .like-icon`)).toHaveAttribute('role', 'button');
  },
);

test('while a page of posts loads the label says Loading, the bar creeps, and a second press sends nothing', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await installPausedClock(page);
  await open(PAGE);
  await runUntilMounted(page, '#latest a.rad-ajax-load-more', 'load-more');
  const held = await holdNext(page, (url) => url.pathname === '/wp-admin/admin-ajax.php');
  await listButton(page).click();
  await held.held;
  await expect(listButton(page)).toHaveText('Loading');
  // The bar creeps towards 60% over 40 s: halfway there at 20 s.
  const bar = page.locator('#latest .inner-progress-bar');
  await page.clock.runFor(20_000);
  expect(Number.parseFloat(await bar.evaluate((element) => element.style.width))).toBeCloseTo(30, 0);
  await expect(listButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#latest .rad-posts-list')).toHaveAttribute('aria-busy', 'true');
  await listButton(page).dblclick({ force: true });
  await held.release();
  await expect(page.locator(LIST)).toHaveCount(6);
  await expect(listButton(page)).toHaveText('Load more');
  await expect(page.locator('#latest .rad-posts-list')).not.toHaveAttribute('aria-busy');
  // Back at rest, the bar is the server's again.
  await expect(bar).not.toHaveAttribute('style');
  expect(callsTo(calls, 'listener:rad-post_list')).toHaveLength(1);
});

test('the masonry wall stops at its data-max: "No more posts", and the button fades away', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await installPausedClock(page);
  await open(PAGE);
  await runUntilMounted(page, '#wall a.rad-ajax-load-more', 'load-more');
  await wallButton(page).click();
  await expect(page.locator(WALL)).toHaveCount(6);
  await wallButton(page).click();
  // Two more were answered; one fits under the max of 7.
  await expect(page.locator(WALL)).toHaveCount(7);
  await expect(wallButton(page)).toHaveText('No more posts');
  await page.clock.runFor(1900);
  await expect(wallButton(page)).toBeVisible();
  await page.clock.runFor(600);
  await expect(wallButton(page)).toBeHidden();
  expect(callsTo(calls, 'listener:rad-mason-widget').map((call) => call.fields.offset)).toEqual(['4', '6']);
});

test('new posts come in one after the other, 150 ms apart; at once with reduced motion', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open(PAGE);
  await runUntilMounted(page, '#latest a.rad-ajax-load-more', 'load-more');
  await listButton(page).click();
  await expect(page.locator(LIST)).toHaveCount(6);
  const opacities = () =>
    page
      .locator(LIST)
      .evaluateAll((items) => items.slice(3).map((item) => Number(getComputedStyle(item).opacity)));
  await page.clock.runFor(160);
  const early = await opacities();
  expect(early[0]).toBeGreaterThan(0);
  expect(early[2]).toBe(0);
  await page.clock.runFor(700);
  expect(await opacities()).toEqual([1, 1, 1]);
  expect(await page.locator(LIST).nth(3).getAttribute('style')).toBeNull();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await listButton(page).click();
  await expect(page.locator(LIST)).toHaveCount(9);
  expect(
    await page
      .locator(LIST)
      .evaluateAll((items) => items.slice(6).map((item) => getComputedStyle(item).opacity)),
  ).toEqual(['1', '1', '1']);
});

for (const fault of [
  { name: 'no network', answer: null },
  { name: 'an HTTP error', answer: { status: 500, body: '<p>There has been a critical error.</p>' } },
  { name: 'an answer that is not HTML', answer: { status: 200, body: '0' } },
]) {
  test(`${fault.name}: the label comes back, the failure is said, and the next press tries again`, async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(
      /load-more on <a class="rad-ajax-load-more ajax-load-more-button">: the posts could not be loaded|ERR_|500/,
    );
    await open(PAGE);
    await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
    await page.route(
      '**/wp-admin/admin-ajax.php',
      (route) =>
        fault.answer
          ? route.fulfill({ status: fault.answer.status, contentType: 'text/html', body: fault.answer.body })
          : route.abort('internetdisconnected'),
      { times: 1 },
    );
    await listButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The posts could not be loaded. Press the button to try again.',
    );
    await expect(listButton(page)).toHaveText('Load more');
    await expect(page.locator(LIST)).toHaveCount(3);
    await listButton(page).click();
    await expect(page.locator(LIST)).toHaveCount(6);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test(
  'keyboard: Enter and Space load more, focus stays on the button; at the end it moves to the first new post',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
    await listButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(LIST)).toHaveCount(6);
    await page.keyboard.press(' ');
    await expect(page.locator(LIST)).toHaveCount(9);
    await expect(listButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(LIST)).toHaveCount(11);
    await expect(page.locator(`${LIST}:nth-child(10) h3 a`)).toBeFocused();
  },
);

test('an answer that only ends the list (li.ioa-end alone): focus moves to the last post, and the end is announced', async ({
  page,
  open,
}) => {
  await open(PAGE);
  await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
  await page.route(
    '**/wp-admin/admin-ajax.php',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<li class="ioa-end"></li>' }),
    { times: 1 },
  );
  await listButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(listButton(page)).toHaveText('No more posts');
  await expect(page.locator(LIST)).toHaveCount(3);
  await expect(page.locator(`${LIST}:last-child h3 a`)).toBeFocused();
  await expect(page.locator('.rad-load-more-live-region')).toHaveText('No more posts');
  await expect(listButton(page)).toBeHidden();
  await expect(page.locator(`${LIST}:last-child h3 a`)).toBeFocused();
});
