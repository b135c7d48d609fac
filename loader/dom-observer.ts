export interface DomObserverDelegate {
  /** Elements that left the document (and were not put back in the same batch: a move is not a removal). */
  elementsRemoved(roots: readonly Element[]): void;
  /** Subtrees that joined the document. */
  elementsAdded(roots: readonly Element[]): void;
  /** `data-widget` changed on an element still in the document. */
  widgetAttributeChanged(element: HTMLElement): void;
}

/**
 * Watches the document for markup inserted or removed after start-up (AJAX fragments, cart fragments,
 * sections swapped in). It only reports subtrees; what they contain is the delegate's business.
 */
export class DomObserver {
  readonly #observer: MutationObserver;

  readonly #root: Node;
  readonly #delegate: DomObserverDelegate;

  constructor(root: Node, delegate: DomObserverDelegate) {
    this.#root = root;
    this.#delegate = delegate;
    this.#observer = new MutationObserver((records) => this.#process(records));
  }

  start(): void {
    this.#observer.observe(this.#root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-widget'],
    });
  }

  stop(): void {
    this.#process(this.#observer.takeRecords());
    this.#observer.disconnect();
  }

  /** Handles pending records now, so a caller sees the DOM it just changed. */
  flush(): void {
    this.#process(this.#observer.takeRecords());
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
