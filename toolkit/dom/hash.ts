/**
 * The element id an address fragment or an in-page link names (`#tab-specs`, `#caf%C3%A9`), decoded; `null` when
 * it names none (no `#`, an empty fragment, or escapes that do not decode). Compare it with ids; never build a
 * selector from it.
 */
export function idFromHash(hash: string): string | null {
  if (!hash.startsWith('#') || hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
