import type { WidgetDefinition } from './contract/types';
import { discoverySelector, discoverySelectors, presentSelectors, widgetNames } from './selectors';

export interface Match {
  readonly element: HTMLElement;
  readonly definition: WidgetDefinition;
}

/** Hook selectors to test elements against: all of them as one list, then each definition's own. */
interface Hooks {
  readonly any: string;
  readonly each: ReadonlyArray<readonly [WidgetDefinition, string]>;
}

/** The definitions' hooks, only those in `kept` when given (the ones that occur on the page). */
function hooksOf(definitions: readonly WidgetDefinition[], kept?: ReadonlySet<string>): Hooks {
  const each = definitions.flatMap((definition) => {
    const hooks = (definition.hooks ?? []).filter((hook) => !kept || kept.has(hook));
    return hooks.length > 0 ? [[definition, hooks.join(',')] as const] : [];
  });
  return { any: each.map(([, selector]) => selector).join(','), each };
}

/**
 * Finds widget elements: first which of its selectors occur at all (each on the browser's fast path), then one
 * combined query of those, which gives the elements in document order. Then it tells which definitions each
 * element matches: by the names in its `data-widget` (a map lookup), and by the hooks that occur, tested only
 * on elements that match one of them.
 */
export class Scanner {
  readonly #query: string;
  readonly #selectors: readonly string[];
  readonly #definitions: readonly WidgetDefinition[];
  readonly #byName: ReadonlyMap<string, WidgetDefinition>;
  readonly #hooks: Hooks;
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
    this.#hooks = hooksOf(definitions);
    this.#onUnknownName = onUnknownName;
  }

  /** Widget elements in `root` (the root itself included when it is an element), in document order. */
  scan(root: ParentNode): Match[] {
    const matches: Match[] = [];
    const present = presentSelectors(root, this.#selectors);
    const elements =
      present.length === 0 ? [] : Array.from(root.querySelectorAll<HTMLElement>(present.join(',')));
    // Only the hooks that occur need testing on each element, and only their definitions': on most pages,
    // none or a few. The root itself may match any.
    let hooks = hooksOf(this.#definitions, new Set(present));
    if (root instanceof HTMLElement && root.matches(this.#query)) {
      elements.unshift(root);
      hooks = this.#hooks;
    }
    for (const element of elements) {
      for (const definition of this.definitionsFor(element, hooks)) matches.push({ element, definition });
    }
    return matches;
  }

  /** The definitions an element matches, in registry order; `hooks`: the hooks worth testing. */
  definitionsFor(element: HTMLElement, hooks: Hooks = this.#hooks): WidgetDefinition[] {
    const found = new Set<WidgetDefinition>();
    for (const name of widgetNames(element)) {
      const definition = this.#byName.get(name);
      if (definition) found.add(definition);
      else this.#onUnknownName(element, name);
    }
    if (hooks.any !== '' && element.matches(hooks.any)) {
      for (const [definition, selector] of hooks.each) if (element.matches(selector)) found.add(definition);
    }
    return found.size > 1 ? this.#definitions.filter((definition) => found.has(definition)) : [...found];
  }
}
