import { selectorOf } from './selectors';
import type { WidgetDefinition } from './types';

export interface Match {
  readonly element: HTMLElement;
  readonly definition: WidgetDefinition;
}

/**
 * Finds widget elements with one combined query, then tells which definitions each element matches.
 * Matching twice (the query, then `matches` per definition) costs only on the few elements that are
 * widgets, never on the whole page.
 */
export class Scanner {
  readonly #combined: string;
  readonly #selectors: ReadonlyArray<readonly [WidgetDefinition, string]>;

  constructor(definitions: readonly WidgetDefinition[]) {
    this.#selectors = definitions.map((definition) => [definition, selectorOf(definition)] as const);
    this.#combined = this.#selectors.map(([, selector]) => selector).join(',');
  }

  /** Widget elements in `root` (the root itself included when it is an element), in document order. */
  scan(root: ParentNode): Match[] {
    const matches: Match[] = [];
    if (this.#combined === '') return matches;
    if (root instanceof HTMLElement) this.#collect(root, matches);
    for (const element of root.querySelectorAll<HTMLElement>(this.#combined)) this.#collect(element, matches);
    return matches;
  }

  definitionsFor(element: HTMLElement): WidgetDefinition[] {
    return this.#selectors
      .filter(([, selector]) => element.matches(selector))
      .map(([definition]) => definition);
  }

  #collect(element: HTMLElement, into: Match[]): void {
    for (const [definition, selector] of this.#selectors) {
      if (element.matches(selector)) into.push({ element, definition });
    }
  }
}
