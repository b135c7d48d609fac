import type { WidgetDefinition } from './contract/types';
import {
  DATA_WIDGET,
  discoverySelector,
  discoverySelectors,
  presentSelectors,
  widgetNames,
} from './selectors';

export interface Match {
  readonly element: HTMLElement;
  readonly definition: WidgetDefinition;
}

/** Hook selectors to test elements against: all of them as one list, then each definition's own. */
interface Hooks {
  readonly any: string;
  readonly each: ReadonlyArray<readonly [WidgetDefinition, string]>;
}

const NO_HOOKS: Hooks = { any: '', each: [] };

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

  /**
   * Elements that name widgets in `data-widget`, in document order, with the widgets they name: one query, the
   * same however many widgets the registry holds. The start-up scan does this first (see Loader.start).
   */
  scanNamed(root: ParentNode): Match[] {
    const matches: Match[] = [];
    const all = root.querySelectorAll<HTMLElement>(DATA_WIDGET);
    for (let index = 0; index < all.length; index += 1) {
      const element = all[index] as HTMLElement;
      // The common case, one name, without the general path's allocations: this loop is the start-up's cost.
      const names = (element.getAttribute('data-widget') as string).split(' ');
      if (names.length === 1) {
        const definition = this.#byName.get(names[0] as string);
        if (definition) {
          matches.push({ element, definition });
          continue;
        }
      }
      for (const definition of this.definitionsFor(element, NO_HOOKS)) matches.push({ element, definition });
    }
    return matches;
  }

  /** The definitions with hooks, those that mount at once first: the order the start-up scan looks for them. */
  hooked(): WidgetDefinition[] {
    const hooked = this.#definitions.filter((definition) => (definition.hooks ?? []).length > 0);
    return [
      ...hooked.filter((definition) => definition.strategy === 'now'),
      ...hooked.filter((definition) => definition.strategy !== 'now'),
    ];
  }

  /** The elements in `root` that match one of `definition`'s hooks, in document order. */
  scanHooks(root: ParentNode, definition: WidgetDefinition): HTMLElement[] {
    const present = presentSelectors(root, definition.hooks ?? []);
    return present.length === 0 ? [] : Array.from(root.querySelectorAll<HTMLElement>(present.join(',')));
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
