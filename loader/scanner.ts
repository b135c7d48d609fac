import {
  DATA_WIDGET,
  discoverySelector,
  discoverySelectors,
  presentSelectors,
  widgetNames,
} from './selectors';
import type { WidgetDefinition } from './types';

export interface Match {
  readonly element: HTMLElement;
  readonly definition: WidgetDefinition;
}

/**
 * Finds widget elements: first which of its selectors occur at all (each on the browser's fast path), then one
 * combined query of those, which gives the elements in document order. Then it tells which definitions each
 * element matches: by the names in its `data-widget` (a map lookup), and by the hooks, tested only on elements
 * that match one.
 */
export class Scanner {
  readonly #query: string;
  readonly #selectors: readonly string[];
  readonly #definitions: readonly WidgetDefinition[];
  readonly #byName: ReadonlyMap<string, WidgetDefinition>;
  readonly #hooked: ReadonlyArray<readonly [WidgetDefinition, string]>;
  readonly #anyHook: string;
  readonly #onUnknownName: (element: HTMLElement, name: string) => void;

  constructor(
    definitions: readonly WidgetDefinition[],
    /** Called for a `data-widget` name no widget has (a typo, say). */
    onUnknownName: (element: HTMLElement, name: string) => void = () => {},
  ) {
    this.#query = discoverySelector(definitions);
    this.#selectors = discoverySelectors(definitions);
    this.#definitions = definitions;
    this.#byName = new Map(definitions.map((definition) => [definition.name, definition]));
    this.#hooked = definitions
      .filter((definition) => (definition.hooks ?? []).length > 0)
      .map((definition) => [definition, (definition.hooks ?? []).join(',')] as const);
    this.#anyHook = this.#hooked.map(([, selector]) => selector).join(',');
    this.#onUnknownName = onUnknownName;
  }

  /** Widget elements in `root` (the root itself included when it is an element), in document order. */
  scan(root: ParentNode): Match[] {
    const matches: Match[] = [];
    const present = presentSelectors(root, this.#selectors);
    const elements =
      present.length === 0 ? [] : Array.from(root.querySelectorAll<HTMLElement>(present.join(',')));
    // Only the hooks that occur need testing on each element: on most pages, none does.
    let hooks = present.filter((selector) => selector !== DATA_WIDGET).join(',');
    if (root instanceof HTMLElement && root.matches(this.#query)) {
      elements.unshift(root);
      hooks = this.#anyHook;
    }
    for (const element of elements) {
      for (const definition of this.definitionsFor(element, hooks)) matches.push({ element, definition });
    }
    return matches;
  }

  /** The definitions an element matches, in registry order; `hooks`: the hook selectors worth testing. */
  definitionsFor(element: HTMLElement, hooks = this.#anyHook): WidgetDefinition[] {
    const found = new Set<WidgetDefinition>();
    for (const name of widgetNames(element)) {
      const definition = this.#byName.get(name);
      if (definition) found.add(definition);
      else this.#onUnknownName(element, name);
    }
    if (hooks !== '' && element.matches(hooks)) {
      for (const [definition, selector] of this.#hooked) if (element.matches(selector)) found.add(definition);
    }
    return found.size > 1 ? this.#definitions.filter((definition) => found.has(definition)) : [...found];
  }
}
