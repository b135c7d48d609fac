import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { fieldsOf, requestsTo } from './form-helpers';

/**
 * Threaded comment replies on /waxing-canvas/ (WordPress's comment-reply.js, plugin-contracts §3 and vector F):
 * comments 2 (Alice, with the author's reply 3) and 5 (Bruno), and the reply form #respond below them.
 */
async function openPost(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/waxing-canvas/');
  await mounted(page, '#cancel-comment-reply-link', 'comment-reply');
}

const reply = (page: Page, author: string) =>
  page.getByRole('link', { name: `Reply to ${author}`, exact: true });

/** The heading's own text, before the cancel link. */
function headingText(page: Page): Promise<string | undefined> {
  return page.locator('#reply-title').evaluate((heading) => heading.firstChild?.textContent ?? undefined);
}

async function expectInPlace(page: Page): Promise<void> {
  const respond = page.locator('#respond');
  await expect(page.locator('#wp-temp-form-div')).toHaveCount(0);
  expect(
    await respond.evaluate((element) => element.previousElementSibling?.matches('ol.comment-list')),
  ).toBe(true);
  await expect(page.locator('#comment_parent')).toHaveValue('0');
  await expect(page.locator('#cancel-comment-reply-link')).toBeHidden();
  expect(await headingText(page)).toBe('Leave a Reply ');
}

test('Reply moves the form under the comment, Cancel puts it back; the typed text travels with it', async ({
  page,
  open,
}) => {
  await openPost(page, open);
  const address = page.url();
  await page.getByLabel('Comment').fill('Thank you, this helped.');
  await page.getByLabel('Name *').fill('Chen');

  await reply(page, 'Alice').click();
  const placeholder = page.locator('#wp-temp-form-div');
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder).toBeHidden();
  await expect(placeholder).toHaveText('Leave a Reply');
  expect(await page.locator('#comment-2').evaluate((element) => element.nextElementSibling?.id)).toBe(
    'respond',
  );
  await expect(page.locator('#comment_parent')).toHaveValue('2');
  await expect(page.locator('#comment_post_ID')).toHaveValue('7');
  await expect(page.getByRole('link', { name: 'Cancel reply' })).toBeVisible();
  expect(await headingText(page)).toBe('Reply to Alice');
  await expect(page.getByLabel('Comment')).toBeFocused();
  await expect(page.getByLabel('Comment')).toHaveValue('Thank you, this helped.');
  expect(page.url()).toBe(address);

  // Another comment: the same placeholder.
  await reply(page, 'Bruno').click();
  await expect(placeholder).toHaveCount(1);
  expect(await page.locator('#comment-5').evaluate((element) => element.nextElementSibling?.id)).toBe(
    'respond',
  );
  await expect(page.locator('#comment_parent')).toHaveValue('5');
  expect(await headingText(page)).toBe('Reply to Bruno');

  await page.keyboard.type(' And to Bruno.');
  await page.getByRole('link', { name: 'Cancel reply' }).click();
  await expectInPlace(page);
  // Focus returns to the link that opened the form.
  await expect(reply(page, 'Bruno')).toBeFocused();
  await expect(page.getByLabel('Comment')).toHaveValue('Thank you, this helped. And to Bruno.');
  await expect(page.getByLabel('Name *')).toHaveValue('Chen');
  expect(page.url()).toBe(address);
});

test('by keyboard: Enter on a reply link moves the form and focuses the comment field', async ({
  page,
  open,
}) => {
  await openPost(page, open);
  await reply(page, 'Rui').focus();
  await page.keyboard.press('Enter');
  expect(await page.locator('#comment-3').evaluate((element) => element.nextElementSibling?.id)).toBe(
    'respond',
  );
  await expect(page.getByLabel('Comment')).toBeFocused();
  await page.getByRole('link', { name: 'Cancel reply' }).focus();
  await page.keyboard.press('Enter');
  await expectInPlace(page);
  await expect(reply(page, 'Rui')).toBeFocused();
});

test('a reply link without its data attributes is followed: ?replytocom=', async ({ page, open }) => {
  await openPost(page, open);
  await reply(page, 'Bruno').evaluate((link) => link.removeAttribute('data-belowelement'));
  await reply(page, 'Bruno').click();
  await page.waitForURL('**/waxing-canvas/?replytocom=5#respond');
});

test('comments added later (loaded by AJAX) reply too', async ({ page, open }) => {
  await openPost(page, open);
  await page.evaluate(() => {
    const item = document.createElement('li');
    item.className = 'comment depth-1';
    item.id = 'li-comment-9';
    item.innerHTML = `<div id="comment-9" class="comment-body"><div class="comment-info clearfix">
      <div class="image-info"><cite class="fn">Chen</cite></div><div class="comment-text"><p>Late to the thread.</p></div>
      <div class="reply"><a rel="nofollow" class="comment-reply-link" href="/waxing-canvas/?replytocom=9#respond" data-commentid="9" data-postid="7" data-belowelement="comment-9" data-respondelement="respond" data-replyto="Reply to Chen" aria-label="Reply to Chen">Reply</a></div></div></div>`;
    document.querySelector('ol.comment-list')?.append(item);
  });
  await reply(page, 'Chen').click();
  expect(await page.locator('#comment-9').evaluate((element) => element.nextElementSibling?.id)).toBe(
    'respond',
  );
  await expect(page.locator('#comment_parent')).toHaveValue('9');
});

test('window.addComment.moveForm stays callable, as themes written for WordPress before 5.1 call it', async ({
  page,
  open,
}) => {
  await openPost(page, open);
  const result = await page.evaluate(() => window.addComment?.moveForm('comment-5', '5', 'respond', '7'));
  expect(result).toBe(false);
  expect(await page.locator('#comment-5').evaluate((element) => element.nextElementSibling?.id)).toBe(
    'respond',
  );
  await expect(page.locator('#comment_parent')).toHaveValue('5');
  expect(
    await page.evaluate(() => window.addComment?.moveForm('comment-404', '404', 'respond', '7')),
  ).toBeUndefined();
});

test('Ctrl+Enter (or Cmd+Enter) posts the comment once, with the comment it replies to', async ({
  page,
  open,
}) => {
  await openPost(page, open);
  const posts = requestsTo(page, '/wp-comments-post.php');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wp-comments-post.php', async (route) => {
    await held;
    await route.fulfill({ status: 302, headers: { location: '/waxing-canvas/#comment-10' } });
  });
  await reply(page, 'Alice').click();
  const comment = page.getByLabel('Comment');
  await comment.fill('Twice as much wax, noted.');
  // The browser refuses the form while a required field is empty: nothing goes out, and it can be tried again.
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel('Name *')).toBeFocused();
  expect(posts).toHaveLength(0);
  await page.getByLabel('Name *').fill('Chen');
  await page.getByLabel('Email *').fill('chen@example.com');
  await comment.focus();
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Meta+Enter');
  await expect.poll(() => posts.length).toBe(1);
  expect(await fieldsOf(posts[0] as NonNullable<(typeof posts)[0]>)).toEqual(
    expect.arrayContaining([
      ['comment', 'Twice as much wax, noted.'],
      ['comment_post_ID', '7'],
      ['comment_parent', '2'],
    ]),
  );
  release();
  await page.waitForURL('**/waxing-canvas/#comment-10');
  expect(posts).toHaveLength(1);
});
