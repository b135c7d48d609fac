import type { JQueryLike } from '../../loader/contract';
import { jqueryOnPage } from '../../loader/contract';

export interface ContractEvent {
  /** The native CustomEvent (bubbling), e.g. `countdown:update`. Always dispatched. */
  readonly native: string;
  readonly detail?: unknown;
  /** The jQuery event of the replaced plugin, e.g. `update.countdown`; triggered only when jQuery is on the page. */
  readonly jquery?: string;
  /** Properties the plugin put on its jQuery event object. */
  readonly jqueryProps?: Readonly<Record<string, unknown>>;
  /**
   * Extra handler arguments the plugin passed to `trigger`; a function receives jQuery, to wrap elements
   * as the plugin did (`$button`).
   */
  readonly jqueryArgs?: readonly unknown[] | ((jQuery: JQueryLike) => readonly unknown[]);
}

/**
 * Sends a contract event to both worlds. jQuery listeners receive the plugin's event exactly once, with its
 * documented arguments, through `jQuery(target).trigger`. Native listeners hear a CustomEvent under a
 * different, namespaced name: a native event named like the jQuery one would run jQuery's handlers a second
 * time, without their arguments.
 */
export function dispatchContractEvent(target: EventTarget, event: ContractEvent): void {
  target.dispatchEvent(new CustomEvent(event.native, { bubbles: true, detail: event.detail }));
  const jQuery = jqueryOnPage();
  if (!jQuery || !event.jquery) return;
  const args = typeof event.jqueryArgs === 'function' ? event.jqueryArgs(jQuery) : event.jqueryArgs;
  jQuery(target).trigger(jQuery.Event(event.jquery, event.jqueryProps), args);
}

export interface ContractListener {
  /** The native CustomEvent's name, e.g. `woocommerce:fragment_refresh`. */
  readonly native?: string;
  /** The jQuery event's name(s), space-separated, e.g. `wc_fragment_refresh updated_wc_div`. */
  readonly jquery?: string;
}

/**
 * Listens to a contract event from both worlds until `signal` aborts. jQuery's `trigger` runs jQuery handlers
 * and never reaches `addEventListener`, so the jQuery name is bound through jQuery, once it is on the page
 * (now, or when the window has loaded); the native name is bound natively.
 */
export function listenContractEvent(
  target: EventTarget,
  names: ContractListener,
  handler: () => void,
  signal: AbortSignal,
): void {
  if (names.native) target.addEventListener(names.native, handler, { signal });
  const { jquery } = names;
  if (!jquery) return;
  const bind = () => {
    const jQuery = jqueryOnPage();
    if (!jQuery || signal.aborted) return false;
    const bound = () => handler();
    jQuery(target).on(jquery, bound);
    signal.addEventListener('abort', () => jQuery(target).off(jquery, bound), { once: true });
    return true;
  };
  if (!bind() && document.readyState !== 'complete') {
    window.addEventListener('load', bind, { once: true, signal });
  }
}
