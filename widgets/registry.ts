import type { WidgetDefinition } from '../loader/types';

/**
 * Every widget: its name (the `data-widget` value), the theme's and plugins' own markup hooks, and its code.
 * Adding a widget is a folder in `widgets/` and one line here. See README, "Adding a widget".
 */
export const registry: readonly WidgetDefinition[] = [
  { name: 'countdown', load: () => import('./countdown/index'), jquery: ['countdown'] },
];
