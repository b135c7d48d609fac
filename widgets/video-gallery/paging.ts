/**
 * Embed Plus for YouTube's gallery paging (plugin contracts §7.2): the request a page button makes, from its data
 * attributes, and the player address a thumbnail plays.
 */

/** The button's data attributes, as the plugin names them in `options[…]` (`data-epcolumns` is `columns`). */
const OPTION_ATTRIBUTES = [
  ['playlistId', 'data-playlistid'],
  ['pageToken', 'data-pagetoken'],
  ['pageSize', 'data-pagesize'],
  ['columns', 'data-epcolumns'],
  ['showTitle', 'data-showtitle'],
  ['showPaging', 'data-showpaging'],
  ['autonext', 'data-autonext'],
  ['thumbplay', 'data-thumbplay'],
] as const;

/** The form fields of the paging request: the action, the nonce, and `options[…]` from the button. */
export function pagingFields(button: Element, security: string): Record<string, string> {
  const fields: Record<string, string> = { action: 'my_embedplus_gallery_page', security };
  for (const [option, attribute] of OPTION_ATTRIBUTES) {
    fields[`options[${option}]`] = button.getAttribute(attribute) ?? '';
  }
  return fields;
}

/** The page a button leads to from `current`: one on for `epyt-next`, one back otherwise. */
export function targetPage(button: Element, current: number): number {
  return button.classList.contains('epyt-next') ? current + 1 : Math.max(1, current - 1);
}

/**
 * The player's address for `videoId`: the first address the page printed, with its first video's id replaced
 * (YouTube ids hold only letters, digits, `-` and `_`, so a plain replacement is exact), and autoplay turned on
 * unless the gallery says not to (`data-thumbplay="0"`).
 */
export function playerAddress(initial: string, firstId: string, videoId: string, autoplay: boolean): string {
  let address = firstId ? initial.split(firstId).join(videoId) : initial;
  if (!autoplay) return address;
  if (/([?&])autoplay=0/.test(address)) address = address.replace(/([?&])autoplay=0/, '$1autoplay=1');
  else if (!/[?&]autoplay=1/.test(address)) address += `${address.includes('?') ? '&' : '?'}autoplay=1`;
  return address;
}

/** The first video's id in the player's first address (`…/embed/<id>?…`). */
export function embeddedId(address: string): string {
  return /\/embed\/([\w-]+)/.exec(address)?.[1] ?? '';
}
