import { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE } from './contract/markers';

/** The loader writes its marks (`contract/markers.ts`) as space-separated widget names: one element can carry several widgets. */

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
