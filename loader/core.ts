/**
 * The loader's lifecycle engine, imported by the entry only on pages that have widget markup (or when theme
 * code calls the public API or a jQuery plugin proxy). Flavour-independent: it never touches React.
 */
import { ChunkLoader } from './chunks';
import type { JQueryCollection, PublicApi, Strategy, WidgetDefinition } from './contract/types';
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
    collection: JQueryCollection | null,
    args: unknown[],
  ): Promise<void>;
}

/** What only the core needs of each widget: its chunk (beside the entry), when and how it mounts. */
interface WidgetDetails {
  readonly js: string;
  /** Where its chunk holds other widgets too (pages show them together): its module's name among the exports. */
  readonly key?: string;
  readonly strategy?: Strategy;
  readonly kind?: 'element' | 'page';
  readonly whenRendered?: boolean;
}

/** Written by the build (scripts/build/registry-chunks.mjs), by widget name. */
declare const __WIDGET_DETAILS__: Readonly<Record<string, WidgetDetails>>;

/**
 * The entry's registry holds only what finds widgets (names, hooks, jQuery plugin names), so that it stays small
 * however many widgets there are; the rest is here, and completes each definition. Unbuilt (no details), the
 * definitions are whole already.
 */
export function completeDefinitions(
  definitions: readonly WidgetDefinition[],
  base: string,
  details: Readonly<Record<string, WidgetDetails>> | undefined = typeof __WIDGET_DETAILS__ === 'undefined'
    ? undefined
    : __WIDGET_DETAILS__,
): WidgetDefinition[] {
  return definitions.map((definition) => {
    const found = details?.[definition.name];
    if (!found) return definition;
    const { js, key, ...rest } = found;
    const load = () => import(/* @vite-ignore */ new URL(js, base).href);
    return { ...definition, ...rest, load: key ? () => load().then((module) => module[key]) : load };
  });
}

export function startCore({ definitions: given, base, nonce, version }: CoreConfig): Core {
  const definitions = completeDefinitions(given, base);
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const loader = new Loader({ definitions, version, nonce, chunks: new ChunkLoader(base, nonce) });
  loader.start();
  return {
    mount: loader.api.mount,
    unmount: loader.api.unmount,
    // The entry's proxies name the entry's definition.
    callJQuery: (definition, plugin, collection, args) =>
      loader.callJQuery(byName.get(definition.name) ?? definition, plugin, collection, args),
  };
}
