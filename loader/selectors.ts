import type { WidgetDefinition } from './types';

/** The markup a widget is found by: `data-widget` (space-separated names) and the theme's own hooks. */
export function selectorOf(definition: WidgetDefinition): string {
  return [`[data-widget~="${definition.name}"]`, ...(definition.hooks ?? [])].join(',');
}

export function combinedSelector(definitions: readonly WidgetDefinition[]): string {
  return definitions.map(selectorOf).join(',');
}
