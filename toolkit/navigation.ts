/**
 * Sends the visitor to a URL a server answer named (a product page after a failed add): only http(s), resolved
 * against the page, so an answer can never run script through a `javascript:` URL. Returns whether it went.
 */
export function navigateTo(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  location.assign(target.href);
  return true;
}
