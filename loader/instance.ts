import { STRATEGY_ATTRIBUTE } from './contract/markers';
import { causeText, createReporter } from './contract/report';
import { ReportedError } from './contract/reported-error';
import type {
  ElementWidget,
  MountContext,
  PageWidget,
  Reporter,
  Teardown,
  WidgetDefinition,
  WidgetModule,
} from './contract/types';
import { clearMarks, markFailed, markMounted } from './marks';
import type { MountScheduler, Priority } from './scheduler';
import { isStrategy, strategies } from './strategies/index';
import { whenRendered } from './strategies/rendered';
import type { WidgetCode } from './widget-code';

/** What every instance uses and none owns. */
export interface InstanceServices {
  readonly code: WidgetCode;
  readonly scheduler: MountScheduler;
  readonly console: Pick<Console, 'warn' | 'error'>;
  /** The bundle's CSP nonce, handed to widgets for the scripts and styles they insert. */
  readonly nonce: string;
}

type State = 'waiting' | 'loading' | 'mounted' | 'failed' | 'disposed';

/**
 * One widget on one element (or, for a page widget, on the page): it waits as its strategy says, loads the
 * widget's code, mounts through the scheduler, and ends either disposed (unmounted, its marks gone) or failed.
 *
 * To fail is one thing, whatever the cause (code that does not load, a mount that throws, an error the widget
 * reports later through `ctx.fail`): the element is marked `data-widget-failed`, the instance's signal aborts,
 * its server HTML is kept or put back, one error has been logged, and it never tries again.
 */
export abstract class Instance {
  readonly settled: Promise<void>;
  #settle: () => void = () => {};
  #state: State = 'waiting';
  #cancelWait: () => void = () => {};
  #teardown: Teardown | null = null;
  #anchor: HTMLElement;
  readonly #controller = new AbortController();
  readonly #reporter: Reporter;

  constructor(
    readonly definition: WidgetDefinition,
    /** The element it waits on and marks. */
    anchor: HTMLElement,
    readonly id: string,
    private readonly services: InstanceServices,
    private readonly onDisposed: () => void,
  ) {
    this.#anchor = anchor;
    this.#reporter = createReporter(definition.name, services.console);
    this.settled = new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  get anchor(): HTMLElement {
    return this.#anchor;
  }

  /** Its code not asked for yet: what it waits on may still change. */
  protected get waiting(): boolean {
    return this.#state === 'waiting';
  }

  /** Waits as the anchor's `data-widget-load` or the widget's strategy says, then loads and mounts. */
  wait(): void {
    const attribute = this.#anchor.getAttribute(STRATEGY_ATTRIBUTE);
    const strategy = isStrategy(attribute) ? attribute : (this.definition.strategy ?? 'visible');
    const start = () => strategies[strategy](this.#anchor, (priority) => this.#load(priority));
    this.#cancelWait = this.definition.whenRendered ? whenRendered(this.#anchor, start) : start();
  }

  /** Stops waiting and loads and mounts first thing (the public API's `mount`). */
  mountNow(): void {
    if (this.#state !== 'waiting') return;
    this.#cancelWait();
    this.#load('high');
  }

  /** Unmounts (or stops waiting) and clears its marks: the server HTML is as it was. */
  dispose(): void {
    if (this.#state === 'disposed') return;
    const teardown = this.#state === 'mounted' ? this.#teardown : null;
    this.#state = 'disposed';
    this.#teardown = null;
    this.#cancelWait();
    this.#controller.abort();
    if (teardown) this.#runTeardown(teardown);
    for (const element of this.marked()) clearMarks(element, this.definition.name);
    this.onDisposed();
    this.#settle();
  }

  /** Whether anything it would mount on is still in the document. */
  protected abstract isPresent(): boolean;

  /** The elements that carry its marks: its element, or every element a page widget serves. */
  protected abstract marked(): readonly HTMLElement[];

  /** Gives an element that joins a page widget the marks the others carry, or takes them off one that left. */
  protected markJoined(element: HTMLElement): void {
    if (this.#state === 'mounted') markMounted(element, this.definition.name);
    else if (this.#state === 'failed') markFailed(element, this.definition.name);
  }

  protected markLeft(element: HTMLElement): void {
    clearMarks(element, this.definition.name);
  }

  /** Hands the widget what it mounts on; throws when the module is not the kind the registry said. */
  protected abstract mountWidget(widget: ElementWidget | PageWidget, ctx: MountContext): Teardown;

  /** Another element now stands for the instance (a page widget's first host left): its wait follows. */
  protected moveAnchor(next: HTMLElement): void {
    this.#anchor = next;
    if (this.#state !== 'waiting') return;
    this.#cancelWait();
    this.wait();
  }

  #load(priority: Priority): void {
    if (this.#state !== 'waiting') return;
    this.#state = 'loading';
    this.services.code.load(this.definition).then(
      (module) => {
        if (this.#state === 'loading') this.services.scheduler.enqueue(() => this.#mount(module), priority);
      },
      // WidgetCode has reported it, once for every element.
      () => this.#fail(),
    );
  }

  #mount(module: WidgetModule): void {
    if (this.#state !== 'loading') return;
    if (!this.isPresent()) {
      this.dispose();
      return;
    }
    try {
      this.#teardown = this.mountWidget(module.widget, this.#context());
      this.#state = 'mounted';
      for (const element of this.marked()) markMounted(element, this.definition.name);
    } catch (error) {
      if (!(error instanceof ReportedError)) {
        this.#reporter.error(
          this.#anchor,
          `could not mount: ${causeText(error)}. The server HTML is left as it is.`,
          error,
        );
      }
      this.#fail();
    }
    this.#settle();
  }

  #context(): MountContext {
    return {
      ...this.#reporter,
      name: this.definition.name,
      id: this.id,
      signal: this.#controller.signal,
      nonce: this.services.nonce,
      fail: (error) => {
        if (this.#state !== 'mounted') return;
        this.#reporter.error(
          this.#anchor,
          `stopped after an error: ${causeText(error)}. The server HTML is back in place.`,
          error,
        );
        this.#fail();
      },
    };
  }

  /** See the class comment. Whoever calls it has reported why. */
  #fail(): void {
    if (this.#state === 'failed' || this.#state === 'disposed') return;
    const teardown = this.#teardown;
    this.#state = 'failed';
    this.#teardown = null;
    this.#controller.abort();
    // Only a mounted widget has a teardown, and it fails from inside its own render or effect: its root is
    // torn down once that has returned.
    if (teardown) queueMicrotask(() => this.#runTeardown(teardown));
    for (const element of this.marked()) markFailed(element, this.definition.name);
    this.#settle();
  }

  #runTeardown(teardown: Teardown): void {
    try {
      teardown();
    } catch (error) {
      this.#reporter.error(this.#anchor, 'failed to unmount cleanly.', error);
    }
  }
}
