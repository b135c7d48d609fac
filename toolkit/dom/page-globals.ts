/**
 * Configuration comes from the globals the theme and plugins already print (`ioa_localize`,
 * `wc_add_to_cart_params`, `wpcf7`, ...): nothing new is asked of PHP. `wp_localize_script` prints every
 * scalar as a string, so readers take strings and convert.
 */
export function pageGlobal<T extends object>(name: string): Partial<T> | undefined {
  const value = (globalThis as Record<string, unknown>)[name];
  // An element whose id is the global's name is on `window` too when the global is not (DOM clobbering).
  if (typeof value !== 'object' || value === null || value instanceof Node || value instanceof HTMLCollection)
    return undefined;
  return value as Partial<T>;
}

/** A string of the theme's `ioa_localize` global, or the theme's own English default. */
export function themeString(key: string, fallback: string): string {
  const value = pageGlobal<Record<string, unknown>>('ioa_localize')?.[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}
