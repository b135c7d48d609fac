/**
 * The script a theme enqueued, read while it runs (only then is it `document.currentScript`): its absolute URL,
 * which the chunks and stylesheets beside it are resolved against, and its CSP nonce, which they inherit.
 * Only the entry imports this module; the core is handed the same values.
 */
export interface EntryScript {
  readonly url: string;
  readonly nonce: string;
}

function readEntryScript(): EntryScript {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return { url: script.src, nonce: script.nonce };
  return { url: document.baseURI, nonce: '' };
}

export const entryScript: EntryScript = readEntryScript();

/**
 * Imports one of the bundle's chunks by its path beside the entry (`chunks/loader-….js`). The URL is made
 * absolute first: a classic script served from another origin (a CDN) without `crossorigin` resolves a
 * relative `import()` against about:blank, and nothing would load.
 */
export function importChunk<T>(path: string): Promise<T> {
  return import(new URL(path, entryScript.url).href);
}
