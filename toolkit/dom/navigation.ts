/**
 * Every navigation the bundle makes goes through here: a URL from a server answer (a product page after a failed
 * add), from the server's markup (a link followed when the lightbox cannot open, a pagination option) or from
 * the bundle's own state. Only http(s), resolved against the page, so nothing can run script through a
 * `javascript:` (or `data:`, `vbscript:`) URL; `sameOrigin` also keeps the visitor on this site. Returns whether
 * it went.
 */
function navigableUrl(url: string, { sameOrigin = false } = {}): URL | null {
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (sameOrigin && target.origin !== location.origin) return null;
  return target;
}

/**
 * An address from an attribute the bundle loads itself (a thumbnail's picture), resolved against the page, when it
 * is a web address (http or https); null for anything else (blank, `javascript:`, `data:`, `vbscript:`), which the
 * bundle then never assigns to an element.
 */
export function webAddress(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  return navigableUrl(url)?.href ?? null;
}

export function navigateTo(url: string, options: { sameOrigin?: boolean } = {}): boolean {
  const target = navigableUrl(url, options);
  if (!target) return false;
  location.assign(target.href);
  return true;
}
