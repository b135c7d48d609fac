/** The token the RAD map widget joins its addresses with (markup contract, Appendix B). */
export const ADDRESS_TOKEN = '[r_mp]';

export type MapView = 'DEFAULT' | 'SATELLITE' | 'TERRAIN' | 'HYBRID';

/** What a map shows: addresses to geocode, in order, or one point given by its coordinates. */
export type Places =
  | { readonly kind: 'addresses'; readonly addresses: readonly string[] }
  | { readonly kind: 'coordinates'; readonly lat: number; readonly lng: number; readonly title: string };

export function splitAddresses(text: string): string[] {
  return text
    .split(ADDRESS_TOKEN)
    .map((address) => address.replace(/\s+/g, ' ').trim())
    .filter((address) => address !== '');
}

/**
 * The places of one map: its coordinates when both are given, else its addresses (the RAD widget's `textarea`,
 * or `data-address`). Null when it has neither.
 */
export function readPlaces(
  host: HTMLElement,
  { address, lat, lng }: { address: string; lat: number; lng: number },
): Places | null {
  const listed = host.querySelector(':scope > textarea');
  const addresses = splitAddresses(listed ? (listed as HTMLTextAreaElement).value : address);
  if (Number.isFinite(lat) && Number.isFinite(lng)) {
    return { kind: 'coordinates', lat, lng, title: addresses[0] ?? '' };
  }
  return addresses.length ? { kind: 'addresses', addresses } : null;
}

/** The `t` of Google's classic embed for each view. */
const EMBED_VIEWS: Record<MapView, string> = { DEFAULT: 'm', SATELLITE: 'k', TERRAIN: 'p', HYBRID: 'h' };

/** The first place, as the embed's query: the first address, or the coordinates. */
function firstPlace(places: Places): string {
  return places.kind === 'coordinates' ? `${places.lat},${places.lng}` : (places.addresses[0] ?? '');
}

/**
 * The keyless embed the `[map]` shortcode prints (markup contract §15): `q` the first place (spaces as `+`),
 * `t` the view; the zoom added.
 */
export function embedAddress(places: Places, view: MapView, zoom: number): string {
  const q = encodeURIComponent(firstPlace(places)).replace(/%20/g, '+').replace(/%2C/g, ',');
  return `https://maps.google.com/maps?q=${q}&t=${EMBED_VIEWS[view]}&z=${zoom}&output=embed`;
}

/** What the embed shows, in words, for its title: the first address, the coordinates' title, or themselves. */
export function placesLabel(places: Places): string {
  return (places.kind === 'coordinates' && places.title) || firstPlace(places);
}
