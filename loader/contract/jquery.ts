import type { JQueryLike } from './types';

/** The page's jQuery, when the theme or a plugin loaded it: widgets that keep a jQuery event or plugin contract use it. */
export function jqueryOnPage(): JQueryLike | null {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  if (typeof candidate !== 'function') return null;
  const jQuery = candidate as JQueryLike;
  return typeof jQuery.fn === 'object' && jQuery.fn !== null ? jQuery : null;
}
