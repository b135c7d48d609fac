import type { ModuleSource } from './chunks';
import { jqueryOnPage } from './contract/jquery';
import { UNMOUNTED_ROOT_ATTRIBUTE } from './contract/markers';
import { createReporter } from './contract/report';
import { yieldToMain } from './contract/tasks';
import type { JQueryCollection, PublicApi, WidgetDefinition } from './contract/types';
import { DomObserver, type DomObserverDelegate } from './dom-observer';
import { Instances } from './instances';
import { jqueryPlugin } from './jquery-proxies';
import { Scanner } from './scanner';
import { MountScheduler } from './scheduler';
import { WidgetCode } from './widget-code';

export interface LoaderOptions {
  readonly definitions: readonly WidgetDefinition[];
  readonly chunks: ModuleSource;
  readonly version: string;
  /** The bundle's CSP nonce, handed to widgets (`ctx.nonce`). */
  readonly nonce?: string;
  readonly document?: Document;
  readonly console?: Pick<Console, 'warn' | 'error'>;
  /** The clock the start-up scan keeps to its time budget by (tests give a fake one). */
  readonly now?: () => number;
}

/**
 * The start-up scan's budget: `data-widget` elements are found whatever it takes (one query, however many widgets
 * the registry holds); the hooks, one widget at a time, until this much time has gone since the scan began. The
 * hooks left are looked for in slices of HOOK_SLICE_MS, each in its own task, right after.
 */
const START_SCAN_MS = 0.5;
const HOOK_SLICE_MS = 3;

/**
 * Finds the widgets in the page and in the markup that comes and goes later, and keeps one isolated instance
 * per element and widget (see Instance): the scanner says what an element holds, the observer says what
 * changed, the instances do the rest.
 */
export class Loader implements DomObserverDelegate {
  readonly api: PublicApi;
  readonly #scanner: Scanner;
  readonly #observer: DomObserver;
  readonly #scheduler = new MountScheduler();
  readonly #code: WidgetCode;
  readonly #instances: Instances;
  readonly #document: Document;
  readonly #now: () => number;
  #started = false;
  /** Widgets whose hooks the start-up scan has not looked for yet. */
  #unscannedHooks: WidgetDefinition[] = [];
  #hookScan: Promise<void> | null = null;
  /** Counts the starts: a scan in slices left from before a stop ends instead of scanning a later start's list. */
  #generation = 0;

  constructor(options: LoaderOptions) {
    this.#document = options.document ?? document;
    this.#now = options.now ?? (() => performance.now());
    const console_ = options.console ?? console;
    this.#scanner = new Scanner(options.definitions, unknownNameWarning(options.definitions, console_));
    this.#observer = new DomObserver(this.#document.documentElement, this);
    this.#code = new WidgetCode(options.chunks, console_);
    this.#instances = new Instances({
      code: this.#code,
      scheduler: this.#scheduler,
      console: console_,
      nonce: options.nonce ?? '',
    });
    this.api = Object.freeze({
      version: options.version,
      mount: (root?: ParentNode) => this.#mountNow(root ?? this.#document),
      unmount: (root?: ParentNode) => {
        // What is unmounted on purpose shows as printed, not as the first-paint rules lay out what is to mount.
        this.#document.documentElement.setAttribute(UNMOUNTED_ROOT_ATTRIBUTE, '');
        this.#unmountWithin(root ?? this.#document);
      },
    });
  }

  /**
   * The start-up scan over the document, then the observer takes over. It is kept short however many widgets the
   * registry holds: every `data-widget` element at once, then the widgets' hooks, one widget at a time, within
   * START_SCAN_MS; hooks left unscanned are scanned in slices of their own tasks right after (the widgets that
   * mount at once first).
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const start = performance.now();
    const deadline = this.#now() + START_SCAN_MS;
    const found = this.#scanner.scanNamed(this.#document);
    this.#unscannedHooks = this.#scanner.hooked();
    const done = this.#scanHooksUntil(deadline, (element, definition) => found.push({ element, definition }));
    performance.measure?.('wp-widgets:scan', { start, end: performance.now() });
    for (const { element, definition } of found) this.#instances.discover(element, definition);
    this.#observer.start();
    if (!done) this.#hookScan = this.#scanHooksInSlices(start, ++this.#generation);
  }

  stop(): void {
    // Everything is unmounted: what the scan has yet to find is not looked for (nor its code fetched) at all.
    this.#unscannedHooks = [];
    this.#generation += 1;
    this.#hookScan = null;
    this.#observer.stop();
    this.#unmountWithin(this.#document);
    this.#started = false;
  }

  /**
   * Resolves when the start-up scan has found every widget and no mount is queued (waiting instances, such as
   * those below the fold, do not count).
   */
  async idle(): Promise<void> {
    await this.#hookScan;
    return this.#scheduler.idle();
  }

  /**
   * Looks for the unscanned widgets' hooks until `deadline`, handing each element found to `found` (by default,
   * discovering it); true when none is left.
   */
  #scanHooksUntil(
    deadline: number,
    found: (element: HTMLElement, definition: WidgetDefinition) => void = (element, definition) =>
      this.#instances.discover(element, definition),
  ): boolean {
    while (this.#unscannedHooks.length > 0) {
      if (this.#now() >= deadline) return false;
      const definition = this.#unscannedHooks.shift() as WidgetDefinition;
      for (const element of this.#scanner.scanHooks(this.#document, definition)) found(element, definition);
    }
    return true;
  }

  async #scanHooksInSlices(start: number, generation: number): Promise<void> {
    do {
      await yieldToMain();
      if (generation !== this.#generation) return;
    } while (!this.#scanHooksUntil(this.#now() + HOOK_SLICE_MS));
    this.#hookScan = null;
    performance.measure?.('wp-widgets:scan-hooks', { start, end: performance.now() });
  }

  /**
   * Replays a call made on a jQuery plugin proxy, once the widget's module has installed the real plugin: on the
   * collection it was called on, or, for a static (`prettyPhoto.open`), on the plugin's object.
   */
  async callJQuery(
    definition: WidgetDefinition,
    plugin: string,
    collection: JQueryCollection | null,
    args: unknown[],
  ): Promise<void> {
    const [proxy] = jqueryPlugin(jqueryOnPage(), plugin);
    await this.#code.load(definition);
    const [real, holder] = jqueryPlugin(jqueryOnPage(), plugin);
    if (typeof real !== 'function' || real === proxy) {
      const name = plugin.includes('.') ? plugin : `fn.${plugin}`;
      throw new Error(`the ${definition.name} widget did not install $.${name}.`);
    }
    real.apply(collection ?? holder, args);
  }

  elementsRemoved(): void {
    this.#instances.removeDisconnected();
  }

  elementsAdded(roots: readonly Element[]): void {
    for (const root of roots) {
      for (const { element, definition } of this.#scanner.scan(root)) {
        this.#instances.discover(element, definition);
      }
    }
  }

  widgetAttributeChanged(element: HTMLElement): void {
    const wanted = this.#scanner.definitionsFor(element);
    this.#instances.keepOnly(element, wanted);
    for (const definition of wanted) this.#instances.discover(element, definition);
  }

  #mountNow(root: ParentNode): Promise<void> {
    this.#scanHooksUntil(Number.POSITIVE_INFINITY);
    this.#observer.flush();
    const pending = this.#scanner
      .scan(root)
      .filter(({ element }) => element.isConnected)
      .map(({ element, definition }) => this.#instances.mountNow(element, definition).settled);
    return Promise.all(pending).then(() => undefined);
  }

  #unmountWithin(root: ParentNode): void {
    // What the start-up scan has yet to find is found first: it would mount again what is unmounted here.
    this.#scanHooksUntil(Number.POSITIVE_INFINITY);
    this.#observer.flush();
    this.#instances.unmountWhere((element) => root === element || root.contains(element));
    // A widget that wrapped its element (a carousel's bxSlider frame) puts it back where it was: that is no
    // markup arriving, to be mounted again.
    this.#observer.discard();
  }
}

/** Warns once per element and name about a `data-widget` name no widget has (a typo, say). */
function unknownNameWarning(
  definitions: readonly WidgetDefinition[],
  console_: Pick<Console, 'warn' | 'error'>,
): (element: HTMLElement, name: string) => void {
  const warned = new WeakMap<HTMLElement, Set<string>>();
  const known = definitions.map((definition) => definition.name).join(', ');
  return (element, name) => {
    const names = warned.get(element) ?? new Set();
    if (names.has(name)) return;
    warned.set(element, names.add(name));
    createReporter(name, console_).warn(
      element,
      `data-widget names no widget called "${name}"; the widgets are ${known}.`,
    );
  };
}
