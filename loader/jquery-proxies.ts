import type { JQueryCollection, JQueryLike, WidgetDefinition } from './contract/types';

/**
 * Defines `$.fn.<name>` for widgets that keep a jQuery plugin API (`$(el).countdown(...)`), and `$.<name>.<method>`
 * for a name written `name.method` (`$.prettyPhoto.open(...)`), without loading their code on pages that never
 * call them. The first call loads the widget, whose module installs the real plugin over the proxy, and the call
 * is replayed on it (a static one with no collection); from then on calls go straight to the real plugin. A plugin
 * already defined (the original script still enqueued, say) is left alone.
 */
export function installJQueryProxies(
  jQuery: JQueryLike,
  definitions: readonly WidgetDefinition[],
  replay: (
    definition: WidgetDefinition,
    plugin: string,
    collection: JQueryCollection | null,
    args: unknown[],
  ) => void,
): void {
  const statics = jQuery as unknown as Record<string, Record<string, unknown>>;
  for (const definition of definitions) {
    for (const name of definition.jquery ?? []) {
      const [space, method] = name.split('.') as [string, string | undefined];
      if (method) statics[space] ??= {};
      const holder = (method ? statics[space] : jQuery.fn) as Record<string, unknown>;
      if (typeof holder[method ?? name] === 'function') continue;
      holder[method ?? name] = function (this: JQueryCollection, ...args: unknown[]): JQueryCollection {
        replay(definition, name, method ? null : this, args);
        return this;
      };
    }
  }
}

/** What `name` (`countdown`, or `prettyPhoto.open` for a static) is on the page's jQuery now, and its `this`. */
export function jqueryPlugin(jQuery: JQueryLike | null, name: string): [unknown, unknown] {
  const [space, method] = name.split('.') as [string, string | undefined];
  if (!method) return [jQuery?.fn[name], undefined];
  const holder = (jQuery as unknown as Record<string, Record<string, unknown> | undefined> | undefined)?.[
    space
  ];
  return [holder?.[method], holder];
}
