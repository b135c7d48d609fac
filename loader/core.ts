/**
 * The loader's lifecycle engine, imported by the entry only on pages that have widget markup (or when theme
 * code calls the public API or a jQuery plugin proxy). Flavour-independent: it never touches React.
 */
import { ChunkLoader } from './chunks';
import type { JQueryCollection, PublicApi, WidgetDefinition } from './contract/types';
import { Loader } from './loader';

export interface CoreConfig {
  readonly definitions: readonly WidgetDefinition[];
  readonly base: string;
  readonly nonce: string;
  readonly version: string;
}

export interface Core extends Pick<PublicApi, 'mount' | 'unmount'> {
  /** Replays a jQuery plugin call made before the widget's code was loaded. */
  callJQuery(
    definition: WidgetDefinition,
    plugin: string,
    collection: JQueryCollection,
    args: unknown[],
  ): Promise<void>;
}

export function startCore({ definitions, base, nonce, version }: CoreConfig): Core {
  const loader = new Loader({ definitions, version, nonce, chunks: new ChunkLoader(base, nonce) });
  loader.start();
  return {
    mount: loader.api.mount,
    unmount: loader.api.unmount,
    callJQuery: (definition, plugin, collection, args) =>
      loader.callJQuery(definition, plugin, collection, args),
  };
}
