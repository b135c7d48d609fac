import type { ElementWidget, HostList, MountContext, PageWidget, Teardown } from './contract/types';
import { Instance } from './instance';

type HostListener = (added: readonly HTMLElement[], removed: readonly HTMLElement[]) => void;

/**
 * A page widget (registry `kind: 'page'`): one instance for the whole page, serving every matching element
 * through a live host list. Every element it serves carries its marks; its first element is the one it waits
 * on, and when that one leaves, the next takes its place; when the last one leaves, the instance is disposed.
 */
export class PageInstance extends Instance {
  readonly #hosts: HTMLElement[] = [this.anchor];
  readonly #listeners = new Set<HostListener>();

  serves(element: HTMLElement): boolean {
    return this.#hosts.includes(element);
  }

  hosts(): readonly HTMLElement[] {
    return [...this.#hosts];
  }

  /**
   * Takes in an element, in document order: the start-up scan finds `data-widget` elements before the widget's
   * hooks. One found before the first while the instance waits becomes what it waits on.
   */
  addHost(element: HTMLElement): void {
    if (this.serves(element)) return;
    const at = insertionIndex(this.#hosts, element);
    this.#hosts.splice(at, 0, element);
    this.markJoined(element);
    if (at === 0 && this.waiting) this.moveAnchor(element);
    this.#notify([element], []);
  }

  removeHosts(gone: readonly HTMLElement[]): void {
    const removed = this.#hosts.filter((host) => gone.includes(host));
    if (removed.length === 0) return;
    const remaining = this.#hosts.filter((host) => !gone.includes(host));
    this.#hosts.splice(0, this.#hosts.length, ...remaining);
    for (const host of removed) this.markLeft(host);
    const [next] = remaining;
    if (!next) {
      this.dispose();
      return;
    }
    if (!remaining.includes(this.anchor)) this.moveAnchor(next);
    this.#notify([], removed);
  }

  override dispose(): void {
    this.#listeners.clear();
    super.dispose();
  }

  protected override marked(): readonly HTMLElement[] {
    return this.#hosts;
  }

  protected override isPresent(): boolean {
    return this.#hosts.some((host) => host.isConnected);
  }

  protected override mountWidget(widget: ElementWidget | PageWidget, ctx: MountContext): Teardown {
    if (widget.kind !== 'page') {
      throw new Error('the registry and the module disagree on whether it is a page widget');
    }
    const list: HostList = {
      current: () => this.hosts(),
      subscribe: (listener) => {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
      },
    };
    return widget.mount(list, ctx);
  }

  #notify(added: readonly HTMLElement[], removed: readonly HTMLElement[]): void {
    for (const listener of [...this.#listeners]) listener(added, removed);
  }
}

/** Where `element` goes in `hosts` (in document order): before the first host that follows it. */
function insertionIndex(hosts: readonly HTMLElement[], element: HTMLElement): number {
  let low = 0;
  let high = hosts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const host = hosts[middle] as HTMLElement;
    if (element.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING) high = middle;
    else low = middle + 1;
  }
  return low;
}
