/**
 * A stylesheet a widget needs only at some point (the lightbox's, when a visitor first opens an item), linked
 * once per page with the bundle's CSP nonce (`ctx.nonce`). The promise resolves once it applies and rejects when
 * it cannot be loaded; a later call tries again.
 */
const loading = new Map<string, Promise<void>>();

export function loadStylesheet(href: string, nonce = ''): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      if (nonce) link.nonce = nonce;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => {
        link.remove();
        reject(new Error(`${href} could not be loaded`));
      });
      document.head.append(link);
    });
    promise.catch(() => loading.delete(href));
    loading.set(href, promise);
  }
  return promise;
}
