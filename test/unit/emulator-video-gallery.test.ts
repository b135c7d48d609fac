// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { answerContract } from '../../fixtures/emulator/index';
import { Session } from '../../fixtures/emulator/session';
import { fillVideoSlots } from '../../fixtures/emulator/video-gallery';

function post(fields: Record<string, string>, ajax = true) {
  return answerContract({
    method: 'POST',
    url: new URL('http://127.0.0.1/wp-admin/admin-ajax.php'),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(ajax ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
    },
    body: Buffer.from(new URLSearchParams(fields).toString()),
    session: new Session('test'),
  });
}

const page = (token: string) => ({
  action: 'my_embedplus_gallery_page',
  security: '4b1f0a77c3',
  'options[playlistId]': 'PLwgtWorkshopFilms01',
  'options[pageToken]': token,
  'options[pageSize]': '3',
  'options[columns]': '3',
  'options[showTitle]': '1',
  'options[showPaging]': '1',
  'options[autonext]': '0',
  'options[thumbplay]': '1',
});

const ids = (html: string) => [...html.matchAll(/data-videoid="([\w-]+)"/g)].map((match) => match[1]);

describe('Embed Plus for YouTube’s paging action', () => {
  test.each([
    ['', ['Xw6sF1pHdtU', 'aK3jR9bLm2Q', 'Pq7sT2vWx4Y']],
    ['CAMQAA', ['Lm5nB8cVz1A', 'Ht6gF3dSa9K', 'Jk2lP0oIu8Y']],
    ['CAYQAA', ['Rt4yU7iOp3E']],
  ])('the page of token "%s": its thumbnails, between two paginations', async (token, expected) => {
    const response = await post(page(token));
    const html = String(response?.body);
    expect(response?.status).toBe(200);
    expect(ids(html)).toEqual(expected);
    expect(html.match(/class="epyt-pagination /g)).toHaveLength(2);
  });

  test('the next and previous buttons carry the tokens of the pages beside it', async () => {
    const html = String((await post(page('CAMQAA')))?.body);
    expect(html).toMatch(/epyt-prev\s*"[^>]*data-pagetoken=""/);
    expect(html).toMatch(/epyt-next\s*"[^>]*data-pagetoken="CAYQAA"/);
    const last = String((await post(page('CAYQAA')))?.body);
    expect(last).toMatch(/epyt-next hide"/);
  });

  test('an unknown token or playlist answers nothing; a request without X-Requested-With is refused', async () => {
    expect(String((await post(page('NOPE')))?.body)).toBe('');
    expect(String((await post({ ...page(''), 'options[playlistId]': 'PLother' }))?.body)).toBe('');
    const refused = await post(page(''), false);
    expect([refused?.status, String(refused?.body)]).toEqual([400, '0']);
  });
});

describe('the gallery as the page prints it', () => {
  const slot = '<main>{{epyt_gallery 27182 14.x columns=3 autonext=1 thumbplay=1}}</main>';

  test('14.x with consent asked: the consent block until the cookie says yes, then the player', () => {
    const asked = fillVideoSlots(slot, undefined);
    expect(asked).toContain(
      '<button type="button" class="__youtube_prefs_gdpr__">Accept YouTube Content</button>',
    );
    expect(asked).not.toContain('<iframe');
    const given = fillVideoSlots(slot, 'other=1; ytprefs_gdpr_consent=1');
    expect(given).toContain('<iframe id="_ytid_27182"');
    expect(given).toContain('src="https://www.youtube.com/embed/Xw6sF1pHdtU?enablejsapi=1&autoplay=0&');
    expect(given).toContain('data-autonext="1"');
  });
});

describe('WordPress’s oEmbed proxy', () => {
  const get = (url: string) =>
    answerContract({
      method: 'GET',
      url: new URL(`http://127.0.0.1/wp-json/oembed/1.0/proxy?url=${encodeURIComponent(url)}&format=json`),
      headers: {},
      body: Buffer.from(''),
      session: new Session('test'),
    });

  test.each([
    ['https://www.youtube.com/watch?v=aK3jR9bLm2Q', 'Cutting the leather', 'YouTube'],
    ['https://youtu.be/Xw6sF1pHdtU', 'Waxing a tote', 'YouTube'],
    ['https://vimeo.com/76979871', 'A day at the bench', 'Vimeo'],
  ])('%s: its title and a thumbnail', async (url, title, provider) => {
    const answer = JSON.parse(String((await get(url))?.body));
    expect(answer).toMatchObject({ type: 'video', title, provider_name: provider });
    expect(answer.thumbnail_url).toMatch(
      /^\/wp-content\/themes\/limitless\/fixture-assets\/slides\/\w+\.svg$/,
    );
  });

  test('an address it does not know: 404, oembed_invalid_url', async () => {
    const response = await get('https://example.com/video');
    expect([response?.status, JSON.parse(String(response?.body)).code]).toEqual([404, 'oembed_invalid_url']);
  });
});
