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

function tokens(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}

function addToken(element: Element, attribute: string, name: string): void {
  const names = new Set(tokens(element, attribute)).add(name);
  element.setAttribute(attribute, [...names].join(' '));
}

function removeToken(element: Element, attribute: string, name: string): void {
  if (!element.hasAttribute(attribute)) return;
  const rest = tokens(element, attribute).filter((token) => token !== name);
  if (rest.length > 0) element.setAttribute(attribute, rest.join(' '));
  else element.removeAttribute(attribute);
}

export function markMounted(element: Element, name: string): void {
  addToken(element, MOUNTED_ATTRIBUTE, name);
}

export function markFailed(element: Element, name: string): void {
  removeToken(element, MOUNTED_ATTRIBUTE, name);
  addToken(element, FAILED_ATTRIBUTE, name);
}

export function clearMarks(element: Element, name: string): void {
  removeToken(element, MOUNTED_ATTRIBUTE, name);
  removeToken(element, FAILED_ATTRIBUTE, name);
}
