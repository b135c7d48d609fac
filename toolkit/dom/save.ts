import { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE } from '../../loader/contract';

/**
 * Framework-free saves of the server's markup, for code that changes it outside React (plain-DOM widgets,
 * libraries that rewrite an element, animations): each returns a function that puts back exactly what it saved.
 * - `saveInlineStyle`: inline styles written frame by frame by an animation.
 * - `saveClassAndStyle`: the whole `class` and `style` of an element a library writes to freely (Swiper's slides).
 * - `saveElement`: every attribute and child of one a library rewrites (MediaElement's media).
 * - `listItems`: the `li` children of a server list.
 * The React bindings built on them are in `toolkit/react/server-dom.tsx`.
 */

/**
 * A CSSOM write re-serializes the whole `style` attribute (`color:#fff` becomes `color: rgb(255, 255, 255);`):
 * once the declarations are the saved ones again, the server's own text goes back, byte for byte. (Setting
 * the attribute is an inline style to a CSP: only done when the server's declarations applied.)
 */
export function restoreStyleAttribute(
  element: HTMLElement,
  attribute: string | null,
  declarations: string,
): void {
  const current = element.getAttribute('style');
  if (current === attribute) return;
  if (attribute !== null && declarations !== '' && element.style.cssText === declarations) {
    element.setAttribute('style', attribute);
  } else if (current === '') element.removeAttribute('style');
}

/** Saves inline style properties (through the CSSOM, which a strict CSP allows); the result restores them. */
export function saveInlineStyle(element: HTMLElement, properties: readonly string[]): () => void {
  const attribute = element.getAttribute('style');
  const declarations = element.style.cssText;
  const saved = properties.map(
    (property) =>
      [
        property,
        element.style.getPropertyValue(property),
        element.style.getPropertyPriority(property),
      ] as const,
  );
  return () => {
    for (const [property, value, priority] of saved) {
      if (value === '') element.style.removeProperty(property);
      else element.style.setProperty(property, value, priority);
    }
    restoreStyleAttribute(element, attribute, declarations);
  };
}

/**
 * Saves an element's `class` and `style` whole, for an element a library writes to freely (Swiper's classes,
 * widths and transforms on the server's slides); the result puts both back as they were, the style through
 * the CSSOM (which a strict CSP allows).
 */
export function saveClassAndStyle(element: HTMLElement): () => void {
  const classes = element.getAttribute('class');
  const attribute = element.getAttribute('style');
  const declarations = element.style.cssText;
  return () => {
    if (classes === null) element.removeAttribute('class');
    else if (element.getAttribute('class') !== classes) element.setAttribute('class', classes);
    if (element.style.cssText !== declarations) element.style.cssText = declarations;
    restoreStyleAttribute(element, attribute, declarations);
  };
}

/** The loader's own marks come and go with the instance, whatever the widget saved or restores. */
const LOADER_MARKS = new Set([MOUNTED_ATTRIBUTE, FAILED_ATTRIBUTE]);

/**
 * Saves a server element whole, for a library that rewrites it (MediaElement absolutizes its addresses, moves
 * its sources into `src`, sizes it): the result puts every attribute and child back as they were, the style
 * through the CSSOM.
 */
export function saveElement(element: HTMLElement): () => void {
  const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const).filter(
    ([name]) => !LOADER_MARKS.has(name),
  );
  const children = Array.from(element.childNodes);
  const restoreClassAndStyle = saveClassAndStyle(element);
  return () => {
    const kept = new Set(attributes.map(([name]) => name));
    for (const { name } of Array.from(element.attributes)) {
      if (!kept.has(name) && name !== 'style' && !LOADER_MARKS.has(name)) element.removeAttribute(name);
    }
    for (const [name, value] of attributes) {
      if (name !== 'style' && name !== 'class' && element.getAttribute(name) !== value)
        element.setAttribute(name, value);
    }
    restoreClassAndStyle();
    const order = attributes.map(([name]) => name).join(' ');
    const now = Array.from(element.attributes, ({ name }) => name).filter((name) => !LOADER_MARKS.has(name));
    if (now.join(' ') !== order) {
      // An attribute removed and set again went to the end: the server's order is part of its markup.
      for (const [name] of attributes) {
        const value = element.getAttribute(name) ?? '';
        element.removeAttribute(name);
        element.setAttribute(name, value);
      }
    }
    if (
      children.some((child, at) => element.childNodes[at] !== child) ||
      element.childNodes.length !== children.length
    ) {
      element.replaceChildren(...children);
    }
  };
}

/** The `li` children of a server list (a grid's items, a posts list): what filters show and load more counts. */
export function listItems(list: Element): HTMLElement[] {
  return Array.from(list.children).filter((child): child is HTMLElement => child.localName === 'li');
}
