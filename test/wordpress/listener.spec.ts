import { expect, mounted, test } from '../browser/fixtures';

/**
 * The theme's listener in the demo theme's functions.php, answered by PHP from the database: load more
 * (WP_Query from the items shown), likes (post meta, one per visitor by the theme's cookie), the live search's
 * `type=search` (the live-search widget is not in the bundle yet: the listener is asked as the theme asks it),
 * and the newsletter.
 */
const LISTENER = '/wp-admin/admin-ajax.php';

test('load more brings the next portfolio items from WP_Query, to the end of the eleven', async ({
  page,
  open,
}) => {
  await open('/');
  const button = page.locator('#latest .rad-ajax-load-more');
  await mounted(page, '#latest .rad-ajax-load-more', 'load-more');
  const items = page.locator('#latest .rad-posts-list > li');
  await expect(items).toHaveCount(3);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(LISTENER)),
    page.getByRole('button', { name: 'Load more' }).click(),
  ]);
  expect(await answer.text()).toContain('Weekend tote');
  await expect(items).toHaveCount(6);
  await expect(items.nth(3)).toContainText('Weekend tote');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(9);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(11);
  await expect(items.last()).toContainText('Atlantic coast');
  await expect(button).toBeHidden();
});

test('a like is stored: the count PHP answers is the one the next visitor sees', async ({
  page,
  open,
  browser,
}) => {
  await open('/portfolio/roll-top-bag/');
  await mounted(page, '.portfolio-likes .like-icon', 'like');
  const counter = page.locator('.portfolio-likes .p-counter');
  const before = Number(await counter.textContent());
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(counter).toHaveText(String(before + 1));
  // Another visitor (no cookie, no session) reads it from the database.
  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.locator('.portfolio-likes .p-counter')).toHaveText(String(before + 1));
  await other.close();
  // The same visitor liking again changes nothing: the theme's cookie says it is done.
  await page.reload();
  await expect(page.locator('.portfolio-likes .like-icon')).toHaveClass(/liked/);
});

test('the live search type answers posts, pages and portfolio items from WP_Query', async ({
  page,
  open,
}) => {
  await open('/no-jquery/');
  const answers = await page.evaluate(
    async (url) => {
      const search = async (query: string) => {
        const response = await fetch(url, {
          method: 'POST',
          body: new URLSearchParams({ action: 'ioalistener', type: 'search', query }),
        });
        return response.text();
      };
      return { wax: await search('wax'), none: await search('zzqx'), short: await search('w') };
    },
    await page.evaluate(() => (window as unknown as { ioa_listener_url: string }).ioa_listener_url),
  );
  expect(answers.wax).toContain('Waxing canvas at home');
  expect(answers.wax).toContain('<strong>Portfolio</strong>');
  expect(answers.wax).toMatch(/<a class="view-all" href="[^"]*\/search\/wax\/">/);
  expect(answers.none).toBe('<li class="not-found">Nothing found.</li>');
  expect(answers.short).toBe('');
});

test('the newsletter form is answered by the listener and thanks the visitor', async ({
  page,
  open,
  flavour,
}) => {
  await open('/contact/');
  const widget = page.locator('#mail-chimp-widget-7');
  await mounted(page, '#mail-chimp-widget-7 .mail-chimp-widget', 'newsletter');
  await widget.getByLabel('Name').fill('Ana');
  await widget.getByLabel('Email').fill(`ana+${flavour}@example.com`);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(LISTENER)),
    widget.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  expect([answer.status(), await answer.text()]).toEqual([200, 'subscribed']);
  await expect(widget.getByText('Thank you. The next letter comes next month.')).toBeVisible();
});
