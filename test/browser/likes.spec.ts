import type { BrowserContext } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { callsTo, recordCalls } from './shop-helpers';
import { expectRestoredOnUnmount } from './widget-helpers';

/**
 * Portfolio likes (the later build's `.like-icon[data-id]`, Appendix B): one way, remembered by a session cookie
 * `ioa-liked<id>=true` at the page's own path, as jQuery Cookie set it.
 */

const PAGE = '/portfolio-masonry/';
const like = (id: number) => `.like-icon[data-id="${id}"]`;

async function likeCookies(context: BrowserContext) {
  return (await context.cookies())
    .filter((cookie) => cookie.name.startsWith('ioa-liked'))
    .map(({ name, value, path, expires }) => ({ name, value, path, session: expires === -1 }));
}

test(
  'a like posts the id to the theme listener, shows the count it answers, and sets the session cookie',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    const calls = recordCalls(page);
    await open(PAGE);
    await mounted(page, like(102), 'like');
    const icon = page.getByRole('button', { name: 'Like' }).nth(1);
    await expect(icon).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator(`${like(102)} + .p-counter`)).toHaveText('10');

    await icon.click();
    await expect(icon).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(like(102))).toHaveClass(/(^| )liked( |$)/);
    await expect(page.locator(`${like(102)} + .p-counter`)).toHaveText('11');
    expect(callsTo(calls, 'listener:like-portfolio').map((call) => call.fields)).toEqual([
      { action: 'ioalistener', type: 'like-portfolio', id: '102' },
    ]);
    await expect
      .poll(() => likeCookies(context))
      .toEqual([{ name: 'ioa-liked102', value: 'true', path: '/portfolio-masonry', session: true }]);

    // One way: a liked item (aria-disabled, so forced past Playwright's check) ignores clicks.
    await icon.click({ force: true });
    await expect(page.locator(`${like(102)} + .p-counter`)).toHaveText('11');
    expect(callsTo(calls, 'listener:like-portfolio')).toHaveLength(1);
  },
);

test(
  'keyboard: Enter and Space like a focused icon; an item liked before shows liked and sends nothing',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await context.addCookies([
      { name: 'ioa-liked101', value: 'true', url: 'http://127.0.0.1/portfolio-masonry/' },
    ]);
    const calls = recordCalls(page);
    await open(PAGE);
    await mounted(page, like(103), 'like');
    await expect(page.locator(like(101))).toHaveClass(/(^| )liked( |$)/);
    await expect(page.locator(like(101))).toHaveAttribute('aria-pressed', 'true');
    await page.locator(like(101)).click({ force: true });

    await page.locator(like(103)).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(like(103))).toHaveAttribute('aria-pressed', 'true');
    await page.locator(like(104)).focus();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expect(page.locator(like(104))).toHaveAttribute('aria-pressed', 'true');
    // Space does not scroll the page.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(callsTo(calls, 'listener:like-portfolio').map((call) => call.fields.id)).toEqual(['103', '104']);
  },
);

test('a like that could not be sent leaves the item unliked and says so once; the next press tries again', async ({
  page,
  open,
  context,
  expectConsole,
}) => {
  expectConsole(
    /like on <span class="like-icon heart-icon-">: the like could not be sent|ERR_CONNECTION_RESET/,
  );
  await open(PAGE);
  await mounted(page, like(105), 'like');
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('connectionreset'), { times: 1 });
  const icon = page.locator(like(105));
  await icon.click();
  await expect(icon).toHaveAttribute('aria-disabled', 'false');
  await expect(icon).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator(`${like(105)} + .p-counter`)).toHaveText('9');
  await expect.poll(() => likeCookies(context)).toEqual([]);

  await icon.click();
  await expect(icon).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`${like(105)} + .p-counter`)).toHaveText('10');
});

test('unmounting a liked icon puts the server markup back, counter included', async ({ page, open }) => {
  await open(PAGE);
  await mounted(page, like(106), 'like');
  const counter = page.locator(`${like(106)} + .p-counter`);
  const printed = await counter.evaluate((element) => element.outerHTML);
  await page.locator(like(106)).click();
  await expect(counter).toHaveText('6');
  await expectRestoredOnUnmount(page, like(106));
  await expect(counter).toHaveJSProperty('outerHTML', printed);
});
