import { expect, mounted, test } from '../browser/fixtures';
import { REPLACED, recordRequests } from './site';

/**
 * A real comment reply on the seeded post, whose conversation is three replies deep: Reply moves WordPress's
 * form under the comment, the reply is posted to wp-comments-post.php (WordPress stores it and redirects back),
 * and after the reload it is nested under its parent. WordPress's own comment-reply.js is never loaded, so
 * moveForm runs once per click.
 */
test('a reply moves the form under the comment, is posted through wp-comments-post.php and appears nested', async ({
  page,
  open,
  flavour,
}) => {
  const requested = recordRequests(page);
  await open('/waxing-canvas-at-home/');
  await mounted(page, '#cancel-comment-reply-link', 'comment-reply');
  // Rui's answer to Alice, itself a reply: the new comment is the third level.
  const replyToRui = page.getByRole('link', { name: 'Reply to Rui' });
  const parentId = (await replyToRui.getAttribute('data-commentid')) ?? '';
  expect(parentId).toMatch(/^\d+$/);
  await replyToRui.click();
  const respond = page.locator('#respond');
  await expect(page.locator(`#comment-${parentId} + #respond, #comment-${parentId} ~ #respond`)).toHaveCount(
    1,
  );
  await expect(page.locator('#comment_parent')).toHaveValue(parentId);
  await expect(respond.getByRole('link', { name: 'Cancel reply' })).toBeVisible();

  const text = `A second coat in spring (${flavour}, ${Date.now()}).`;
  await respond.getByLabel(/Comment/).fill(text);
  await respond.getByLabel(/Name/).fill('Ines');
  await respond.getByLabel(/Email/).fill('ines@example.com');
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/wp-comments-post.php')),
    respond.getByRole('button', { name: 'Post Comment' }).click(),
  ]);
  expect(new URLSearchParams(post.postData() ?? '').get('comment_parent')).toBe(parentId);
  await page.waitForURL(/\/waxing-canvas-at-home\/#comment-\d+$/);
  const reply = page.locator(`#li-comment-${parentId} > ol.children > li.comment`, { hasText: text });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveClass(/depth-3/);
  await page.reload();
  await expect(
    page.locator(`#li-comment-${parentId} > ol.children > li.comment`, { hasText: text }),
  ).toBeVisible();
  expect(requested.filter((path) => REPLACED.test(path))).toEqual([]);
});
