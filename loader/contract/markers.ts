/**
 * The attributes the loader writes and reads on widget elements: what site owners, theme CSS and tests see.
 * Each holds space-separated widget names, since one element can carry several widgets.
 */

/** Set while a widget is mounted on the element. */
export const MOUNTED_ATTRIBUTE = 'data-widget-mounted';
/** Set when a widget failed on the element: its server HTML is left (or put back) as it was. */
export const FAILED_ATTRIBUTE = 'data-widget-failed';
/** Per element, overrides the widget's mount strategy: `now`, `visible`, `idle` or `interaction`. */
export const STRATEGY_ATTRIBUTE = 'data-widget-load';

/**
 * Set on the root element once `wpWidgets.unmount()` has been called: the first-paint stylesheet's rules
 * (scripts/build/first-paint.mjs), which lay widget markup out as mounted until it mounts, stop applying, so what
 * was unmounted shows as the server printed it (a tab's every panel).
 */
export const UNMOUNTED_ROOT_ATTRIBUTE = 'data-widgets-unmounted';
