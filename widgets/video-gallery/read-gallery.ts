/**
 * Embed Plus for YouTube's gallery (plugin contracts §7.3): `div.epyt-gallery` › the player (an iframe, or the
 * consent block in its place) and `div.epyt-gallery-list`, whose pagination and thumbnails each page replaces.
 */
export interface GalleryMarkup {
  /** The gallery's player; null while the consent block stands in for it. */
  readonly player: HTMLIFrameElement | null;
  readonly list: HTMLElement;
}

export function readGallery(host: HTMLElement): GalleryMarkup {
  const list = host.querySelector<HTMLElement>(':scope > .epyt-gallery-list');
  if (!list) throw new Error('it has no div.epyt-gallery-list of thumbnails');
  const player = host.querySelector<HTMLIFrameElement>(':scope > iframe');
  return { player, list };
}
