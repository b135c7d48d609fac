import { jqueryOnPage } from '../jquery-proxies';
import type { JQueryLike } from '../types';

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
