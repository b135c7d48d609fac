import type { WidgetDefinition, WidgetModule } from './types';

/** Per widget, written by the build: its stylesheets and the shared chunks it imports (to fetch in parallel). */
export interface WidgetAssets {
  readonly css?: readonly string[];
  readonly preload?: readonly string[];
}

declare const __WIDGET_ASSETS__: Readonly<Record<string, WidgetAssets>>;

/**
 * Fetches widget code and styles relative to the loader's own URL, wherever WordPress serves it from.
 * The JavaScript itself is an `import()` of a path relative to this script, which browsers resolve against
 * the script's URL; stylesheets and preloads need the same base, taken from `document.currentScript`.
 */
export class ChunkLoader {
  readonly #modules = new Map<string, Promise<WidgetModule>>();
  readonly #assets: Readonly<Record<string, WidgetAssets>>;

  readonly #base: string;
  readonly #nonce: string;

  constructor(base: string, nonce: string, assets?: Readonly<Record<string, WidgetAssets>>) {
    this.#base = base;
    this.#nonce = nonce;
    this.#assets = assets ?? (typeof __WIDGET_ASSETS__ === 'undefined' ? {} : __WIDGET_ASSETS__);
  }

  load(definition: WidgetDefinition): Promise<WidgetModule> {
    let module = this.#modules.get(definition.name);
    if (!module) {
      const assets = this.#assets[definition.name] ?? {};
      for (const path of assets.preload ?? []) this.#link('modulepreload', path);
      const styles = (assets.css ?? []).map((path) => this.#stylesheet(path));
      module = Promise.all([definition.load(), ...styles]).then(([loaded]) => loaded);
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

/** The URL the loader was served from; its chunks sit beside it. */
export function currentScriptBase(): { base: string; nonce: string } {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src)
    return { base: script.src, nonce: script.nonce ?? '' };
  return { base: document.baseURI, nonce: '' };
}
