// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { answerContract } from '../../fixtures/emulator/index';
import { SEARCH_DELAY_COOKIE, SEARCH_HITS } from '../../fixtures/emulator/search';
import { Session } from '../../fixtures/emulator/session';

async function search(body: string, cookie?: string) {
  const response = await answerContract({
    method: 'POST',
    url: new URL('http://127.0.0.1/wp-admin/admin-ajax.php'),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: Buffer.from(body),
    session: new Session('test'),
  });
  return { status: response?.status, body: String(response?.body ?? '') };
}

function parse(markup: string): { items: string[]; viewAll: string | null; notFound: boolean } {
  const items = [...markup.matchAll(/<li class="clearfix">.*?<h5><a href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
  const viewAll = /<a class="view-all" href="([^"]+)"/.exec(markup)?.[1] ?? null;
  return { items, viewAll, notFound: markup.includes('<li class="not-found">') };
}

describe("the theme listener's search types", () => {
  test.each([
    ['search', 'ro', ['/portfolio/roll-top-bag/', '/a-roll-of-leather/'], '/?s=ro'],
    ['search', 'BAG', ['/portfolio/roll-top-bag/', '/portfolio/market-bag/'], '/?s=BAG'],
    [
      'forum_search',
      'roll',
      ['/forums/topic/re-waxing/', '/forums/topic/roll-top-or-tote/'],
      '/forums/search/?bbp_search=roll',
    ],
  ])('type=%s, query=%s answers the §3.5 items and a view-all link', async (type, query, hits, viewAll) => {
    const answer = await search(`action=ioalistener&type=${type}&query=${query}`);
    expect(answer.status).toBe(200);
    expect(parse(answer.body)).toEqual({ items: hits, viewAll, notFound: false });
  });

  test('at most four hits, then the view-all link', async () => {
    const answer = parse((await search('action=ioalistener&type=search&query=a')).body);
    expect(answer.items).toEqual([]);
    const many = parse((await search('action=ioalistener&type=search&query=in')).body);
    expect(many.items.length).toBe(SEARCH_HITS);
    expect(many.viewAll).toBe('/?s=in');
  });

  test('a hit has its thumbnail, title, date line and more link; no hit is li.not-found, the query as text', async () => {
    const hit = (await search('action=ioalistener&type=search&query=stitching')).body;
    expect(hit).toContain('<div class="image"><img width="50" height="50"');
    expect(hit).toContain(
      '<div class="desc hasImage"><h5><a href="/portfolio/stitching/">Stitching</a></h5>',
    );
    expect(hit).toMatch(
      /<span class="date">\d+ Mar, 2026 in <strong>Portfolio<\/strong><\/span><a class="more"/,
    );
    const post = (await search('action=ioalistener&type=search&query=caring')).body;
    expect(post).toContain('<div class="image"></div><div class="desc"><h5>');
    const none = await search(`action=ioalistener&type=search&query=${encodeURIComponent('<b>zz')}`);
    expect(none.body).toBe('<li class="not-found">Nothing found for “&#60;b&#62;zz”.</li>');
  });

  test('fewer than two characters answer nothing (the empty answer the widget ignores)', async () => {
    expect((await search('action=ioalistener&type=search&query=r')).body).toBe('');
    expect((await search('action=ioalistener&type=forum_search')).body).toBe('');
  });

  test('the delay cookie slows the answer to one query only', async () => {
    const cookie = `${SEARCH_DELAY_COOKIE}=${encodeURIComponent(JSON.stringify({ ro: 120 }))}`;
    let started = performance.now();
    await search('action=ioalistener&type=search&query=ro', cookie);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    started = performance.now();
    await search('action=ioalistener&type=search&query=rol', cookie);
    expect(performance.now() - started).toBeLessThan(110);
    // A cookie that is not JSON is no delay.
    started = performance.now();
    await search('action=ioalistener&type=search&query=ro', `${SEARCH_DELAY_COOKIE}=nope`);
    expect(performance.now() - started).toBeLessThan(110);
  });
});
