import { describe, expect, test } from 'vitest';
import { embeddedId, pagingFields, playerAddress, targetPage } from '../../widgets/video-gallery/paging';

function button(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as Element;
}

describe('the paging request (plugin contracts, test vector J)', () => {
  test('options[…] from the button’s data attributes; columns from data-epcolumns', () => {
    const next = button(
      '<div class="epyt-pagebutton epyt-next" data-playlistid="UU2DjFE7Xf11URZqWBigcVOQ" data-pagesize="3" data-pagetoken="CAMQAA" data-epcolumns="3" data-showtitle="1" data-showpaging="1" data-autonext="0" data-thumbplay="1"></div>',
    );
    expect(pagingFields(next, 'n0nce')).toEqual({
      action: 'my_embedplus_gallery_page',
      security: 'n0nce',
      'options[playlistId]': 'UU2DjFE7Xf11URZqWBigcVOQ',
      'options[pageToken]': 'CAMQAA',
      'options[pageSize]': '3',
      'options[columns]': '3',
      'options[showTitle]': '1',
      'options[showPaging]': '1',
      'options[autonext]': '0',
      'options[thumbplay]': '1',
    });
  });

  test.each([
    ['epyt-next', 1, 2],
    ['epyt-prev', 2, 1],
    ['epyt-prev', 1, 1],
  ])('%s from page %i goes to page %i', (kind, from, to) => {
    expect(targetPage(button(`<div class="epyt-pagebutton ${kind}"></div>`), from)).toBe(to);
  });
});

describe('the player’s address for a thumbnail', () => {
  const initial = 'https://www.youtube.com/embed/A1b2C3d4E5f?enablejsapi=1&autoplay=0&rel=1&';

  test.each([
    [
      'autoplay=0 becomes autoplay=1',
      initial,
      true,
      'https://www.youtube.com/embed/B9b8C7d6E5f?enablejsapi=1&autoplay=1&rel=1&',
    ],
    [
      'thumbplay 0: left as it was',
      initial,
      false,
      'https://www.youtube.com/embed/B9b8C7d6E5f?enablejsapi=1&autoplay=0&rel=1&',
    ],
    [
      'no autoplay parameter: one is added',
      'https://www.youtube.com/embed/A1b2C3d4E5f?enablejsapi=1',
      true,
      'https://www.youtube.com/embed/B9b8C7d6E5f?enablejsapi=1&autoplay=1',
    ],
    [
      'already autoplaying: unchanged',
      'https://www.youtube-nocookie.com/embed/A1b2C3d4E5f?autoplay=1',
      true,
      'https://www.youtube-nocookie.com/embed/B9b8C7d6E5f?autoplay=1',
    ],
  ])('%s', (_name, address, autoplay, expected) => {
    expect(playerAddress(address, embeddedId(address), 'B9b8C7d6E5f', autoplay)).toBe(expected);
  });

  test('the first video’s id, from the embed address', () => {
    expect(embeddedId(initial)).toBe('A1b2C3d4E5f');
    expect(embeddedId('https://example.com/player')).toBe('');
  });
});
