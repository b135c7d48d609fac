import { describe, expect, test } from 'vitest';
import { readSearch, resultLinks, resultsSummary } from '../../widgets/live-search/read-search';

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const HEADER = `<div class="ajax-search" data-url="/wp-admin/admin-ajax.php"><a href="" class="ajax-search-trigger"></a>
  <div class="ajax-search-pane"><a href="" class="ajax-search-close"></a><form><input type="text" class="live_search" name="s">
  <span class="search-loader"></span></form><div class="search-results"><ul></ul></div></div></div>`;

describe('reading the live search markup', () => {
  test('the header pane: its trigger, pane, close link, box, results and loader', () => {
    const host = element(HEADER);
    const markup = readSearch(host);
    expect(markup.type).toBe('search');
    expect(markup.trigger?.className).toBe('ajax-search-trigger');
    expect(markup.pane?.className).toBe('ajax-search-pane');
    expect(markup.close?.className).toBe('ajax-search-close');
    expect(markup.input.name).toBe('s');
    expect(markup.results.className).toBe('search-results');
    expect(markup.loader?.className).toBe('search-loader');
  });

  test('the mobile pane finds its trigger in the mobile head; the forum box has none and posts forum_search', () => {
    document.body.innerHTML = `<div class="mobile-head"><a href="" class="majax-search-trigger"></a></div>
      <div class="majax-search" data-url="/a"><div class="majax-search-pane"><input type="text" class="live_search">
      <div class="msearch-results"><ul></ul></div></div></div>`;
    const mobile = readSearch(document.querySelector('.majax-search') as HTMLElement);
    expect([mobile.type, mobile.trigger?.className]).toEqual(['search', 'majax-search-trigger']);
    const forum = readSearch(
      element(`<div class="forum-search" data-url="/a"><form><input type="text" id="bbp_search"></form>
        <div class="search-results"><ul></ul></div></div>`),
    );
    expect([forum.type, forum.trigger, forum.pane, forum.input.id]).toEqual([
      'forum_search',
      null,
      null,
      'bbp_search',
    ]);
  });

  test.each([
    [
      '<div class="ajax-search"><div class="search-results"><ul></ul></div></div>',
      'it has no text box (input.live_search)',
    ],
    [
      '<div class="ajax-search"><input class="live_search"></div>',
      'it has no results list (div.search-results > ul)',
    ],
  ])('markup without its parts is left as printed: %s', (html, message) => {
    expect(() => readSearch(element(html))).toThrow(message);
  });
});

describe('the answer', () => {
  const list = (items: string) => element(`<ul>${items}</ul>`);
  const hit = (title: string) =>
    `<li class="clearfix"><div class="desc"><h5><a href="/${title}/">${title}</a></h5><a class="more" href="/${title}/">More</a></div></li>`;

  test.each([
    [hit('a') + hit('b') + hit('c') + hit('d'), '4 results'],
    [hit('a'), '1 result'],
    ['<li class="not-found">Nothing found.</li>', 'No results'],
  ])('is announced by its count', (items, said) => {
    expect(resultsSummary(list(items))).toBe(said);
  });

  test('the arrow keys reach each title and "view all", not the "more" links', () => {
    const links = resultLinks(
      list(`${hit('a')}${hit('b')}<li><a class="view-all" href="/?s=x">View all</a></li>`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/a/', '/b/', '/?s=x']);
  });
});
