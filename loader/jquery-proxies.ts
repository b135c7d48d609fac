import type { JQueryCollection, JQueryLike, WidgetDefinition } from './contract/types';

/**
 * Defines `$.fn.<name>` for widgets that keep a jQuery plugin API (`$(el).countdown(...)`), without loading
 * their code on pages that never call it. The first call loads the widget, whose module installs the real
 * plugin over the proxy, and the call is replayed on it; from then on calls go straight to the real plugin.
 * A plugin already defined (the original script still enqueued, say) is left alone.
 */
export function installJQueryProxies(
  jQuery: JQueryLike,
  definitions: readonly WidgetDefinition[],
  replay: (
    definition: WidgetDefinition,
    plugin: string,
    collection: JQueryCollection,
    args: unknown[],
  ) => void,
): void {
  for (const definition of definitions) {
    for (const name of definition.jquery ?? []) {
      if (typeof jQuery.fn[name] === 'function') continue;
      jQuery.fn[name] = function (this: JQueryCollection, ...args: unknown[]): JQueryCollection {
        replay(definition, name, this, args);
        return this;
      };
    }
  }
}
