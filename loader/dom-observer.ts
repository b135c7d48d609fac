export interface DomObserverDelegate {
  /** Elements that left the document (and were not put back in the same batch: a move is not a removal). */
  elementsRemoved(roots: readonly Element[]): void;
  /** Subtrees that joined the document. */
  elementsAdded(roots: readonly Element[]): void;
  /** `data-widget` changed on an element still in the document. */
  widgetAttributeChanged(element: HTMLElement): void;
}

/**
 * Calls `onRecords` with the subtrees added to or removed from `root` and the `data-widget` changes in it: all
 * the loader watches, whether for the first widget markup (the entry) or for every change (DomObserver).
 */
export function watchWidgetMarkup(root: Node, onRecords: MutationCallback): MutationObserver {
  const observer = new MutationObserver(onRecords);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-widget'],
  });
  return observer;
}

/**
 * Watches the document for markup inserted or removed after start-up (AJAX fragments, cart fragments,
 * sections swapped in). It only reports subtrees; what they contain is the delegate's business.
 */
export class DomObserver {
  #observer: MutationObserver | null = null;
  readonly #root: Node;
  readonly #delegate: DomObserverDelegate;

  constructor(root: Node, delegate: DomObserverDelegate) {
    this.#root = root;
    this.#delegate = delegate;
  }

  start(): void {
    this.#observer ??= watchWidgetMarkup(this.#root, (records) => this.#process(records));
  }

  /** Handles what is pending, then stops watching. */
  stop(): void {
    this.flush();
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /** Handles pending records now, so a caller sees the DOM it just changed. */
  flush(): void {
    if (this.#observer) this.#process(this.#observer.takeRecords());
  }

  /** Drops pending records: the changes the loader itself just made (widgets putting their server HTML back). */
  discard(): void {
    this.#observer?.takeRecords();
  }

  #process(records: readonly MutationRecord[]): void {
    const removed = new Set<Element>();
    const added = new Set<Element>();
    const changed = new Set<HTMLElement>();
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof HTMLElement) changed.add(record.target);
        continue;
      }
      for (const node of record.removedNodes) if (node instanceof Element) removed.add(node);
      for (const node of record.addedNodes) if (node instanceof Element) added.add(node);
    }
    // Removals first (Stimulus does the same): an element moved in one batch is connected again by now
    // and is neither unmounted nor mounted twice.
    const gone = [...removed].filter((element) => !element.isConnected);
    if (gone.length > 0) this.#delegate.elementsRemoved(gone);
    const arrived = [...added].filter((element) => element.isConnected);
    if (arrived.length > 0) this.#delegate.elementsAdded(arrived);
    for (const element of changed) if (element.isConnected) this.#delegate.widgetAttributeChanged(element);
  }
}
