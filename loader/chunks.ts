import { causeText } from './contract/report';
import type { WidgetDefinition, WidgetModule } from './contract/types';

/**
 * Written by the build: every shared chunk's path once, and per widget its stylesheets and the shared chunks it
 * imports (their places in `shared`), to fetch in parallel with its own chunk.
 */
export interface WidgetAssets {
  readonly shared: readonly string[];
  readonly widgets: Readonly<
    Record<string, { readonly css?: readonly string[]; readonly preload?: readonly number[] }>
  >;
}

declare const __WIDGET_ASSETS__: WidgetAssets;

/** Where widget code comes from: the chunks in the browser, modules handed over directly in unit tests. */
export interface ModuleSource {
  load(definition: WidgetDefinition): Promise<WidgetModule>;
}

/**
 * Why a chunk did not load, with the likely fix when the bundle is served from another origin than the page (a
 * CDN or an offload plugin rewrote its URL): module chunks are always fetched with CORS, so that server must
 * allow the page's origin. (Not `crossorigin` on the script tag: the chunks are imported by absolute URL, and
 * with that attribute but no CORS headers the entry itself would not run, and nothing could say why.)
 */
export function chunkLoadError(base: string, cause: unknown): Error {
  const origin = new URL(base, location.href).origin;
  let text = causeText(cause);
  if (origin !== location.origin) {
    text += `. The bundle is served from ${origin}, another origin than the page: that server must send CORS headers (Access-Control-Allow-Origin) for the bundle's files`;
  }
  return new Error(text, { cause });
}

/**
 * Fetches widget code and styles relative to the entry script's own URL, wherever WordPress serves it from:
 * the code through the registry's `load` (which the build points at the widget's chunk), the stylesheets and
 * the preloads of the shared chunks it imports from the asset list the build writes into the core.
 */
export class ChunkLoader implements ModuleSource {
  readonly #modules = new Map<string, Promise<WidgetModule>>();
  readonly #assets: WidgetAssets;
  readonly #base: string;
  readonly #nonce: string;

  constructor(base: string, nonce: string) {
    this.#base = base;
    this.#nonce = nonce;
    this.#assets = typeof __WIDGET_ASSETS__ === 'undefined' ? { shared: [], widgets: {} } : __WIDGET_ASSETS__;
  }

  load(definition: WidgetDefinition): Promise<WidgetModule> {
    let module = this.#modules.get(definition.name);
    if (!module) {
      const assets = this.#assets.widgets[definition.name] ?? {};
      for (const place of assets.preload ?? []) {
        const path = this.#assets.shared[place];
        if (path) this.#link('modulepreload', path);
      }
      const styles = (assets.css ?? []).map((path) => this.#stylesheet(path));
      const code = definition.load().catch((error: unknown) => {
        throw chunkLoadError(this.#base, error);
      });
      module = Promise.all([code, ...styles]).then(([loaded]) => loaded);
      this.#modules.set(definition.name, module);
    }
    return module;
  }

  #link(rel: string, path: string): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = new URL(path, this.#base).href;
    if (this.#nonce) link.nonce = this.#nonce;
    document.head.append(link);
    return link;
  }

  /** Resolves when the stylesheet applies (or failed: the widget still mounts, unstyled beats absent). */
  #stylesheet(path: string): Promise<void> {
    return new Promise((resolve) => {
      const link = this.#link('stylesheet', path);
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
  }
}
