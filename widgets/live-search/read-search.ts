/**
 * The theme's live search markup (markup contract §3.5): the header's `div.ajax-search` (trigger, pane, close
 * link, form, loader, `div.search-results > ul`), the mobile `div.majax-search` (its trigger sits in
 * `div.mobile-head`, outside it), and the forum's `div.forum-search` (a form and its results, always shown).
 */
export interface SearchMarkup {
  readonly type: 'search' | 'forum_search';
  /** Opens and closes the pane; none on the forum's box. */
  readonly trigger: HTMLElement | null;
  readonly pane: HTMLElement | null;
  readonly close: HTMLElement | null;
  readonly input: HTMLInputElement;
  readonly results: HTMLElement;
  readonly list: HTMLElement;
  readonly loader: HTMLElement | null;
}

/** Reads the markup; throws (so the server HTML stays) when the box or the results list is missing. */
export function readSearch(host: HTMLElement): SearchMarkup {
  const find = <E extends HTMLElement>(selector: string) => host.querySelector<E>(selector);
  const input =
    find<HTMLInputElement>('input.live_search') ??
    find<HTMLInputElement>('input[type="text"], input[type="search"], input:not([type])');
  if (!input) throw new Error('it has no text box (input.live_search)');
  const list = find('.search-results > ul, .msearch-results > ul');
  if (!list?.parentElement) throw new Error('it has no results list (div.search-results > ul)');
  const mobile = host.matches('.majax-search');
  return {
    type: host.matches('.forum-search') ? 'forum_search' : 'search',
    trigger: mobile
      ? host.ownerDocument.querySelector<HTMLElement>('a.majax-search-trigger')
      : find(':scope > a.ajax-search-trigger'),
    pane: find('.ajax-search-pane, .majax-search-pane'),
    close: find('.ajax-search-close, .majax-search-close'),
    input,
    results: list.parentElement,
    list,
    loader: find('.search-loader, .msearch-loader'),
  };
}

/** What the live region says of an answer: "4 results", "1 result", "No results" (`li.not-found`). */
export function resultsSummary(list: Element): string {
  const count = list.querySelectorAll(':scope > li.clearfix').length;
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}

/** The links the arrow keys move between: each hit's title, then "view all". */
export function resultLinks(list: Element): HTMLAnchorElement[] {
  return Array.from(
    list.querySelectorAll<HTMLAnchorElement>(':scope > li h5 a[href], :scope > li a.view-all'),
  );
}
