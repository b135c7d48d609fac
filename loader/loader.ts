import { DomObserver, type DomObserverDelegate } from './dom-observer';
import { jqueryOnPage } from './jquery-proxies';
import { causeText, createReporter } from './report';
import { Scanner } from './scanner';
import { MountScheduler, type Priority } from './scheduler';
import { isStrategy, strategies } from './strategies/index';
import type {
  HostList,
  JQueryCollection,
  MountContext,
  PublicApi,
  Teardown,
  WidgetDefinition,
  WidgetModule,
} from './types';

export const MOUNTED_ATTRIBUTE = 'data-widget-mounted';
export const FAILED_ATTRIBUTE = 'data-widget-failed';
/** Per element, overrides the widget's mount strategy: `now`, `visible`, `idle` or `interaction`. */
export const STRATEGY_ATTRIBUTE = 'data-widget-load';

export interface ModuleSource {
  load(definition: WidgetDefinition): Promise<WidgetModule>;
}

export interface LoaderOptions {
  readonly definitions: readonly WidgetDefinition[];
  readonly chunks: ModuleSource;
  readonly version: string;
  readonly document?: Document;
  readonly console?: Pick<Console, 'warn' | 'error'>;
}

type State = 'waiting' | 'loading' | 'mounted' | 'failed' | 'disposed';

function addToken(element: Element, attribute: string, token: string): void {
  const tokens = new Set((element.getAttribute(attribute) ?? '').split(' ').filter(Boolean));
  tokens.add(token);
  element.setAttribute(attribute, [...tokens].join(' '));
}

function removeToken(element: Element, attribute: string, token: string): void {
  const value = element.getAttribute(attribute);
  if (value === null) return;
  const rest = value.split(' ').filter((t) => t && t !== token);
  if (rest.length > 0) element.setAttribute(attribute, rest.join(' '));
  else element.removeAttribute(attribute);
}

function isReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { reported?: unknown }).reported === true;
}

/** One widget on one element (or, for page widgets, on the page). */
class Instance {
  state: State = 'waiting';
  cancelWait: () => void = () => {};
  teardown: Teardown | null = null;
  readonly controller = new AbortController();
  readonly settled: Promise<void>;
  settle: () => void = () => {};
  /** Page widgets only: the elements it serves, and who listens for changes. */
  readonly hosts: HTMLElement[] = [];
  readonly hostListeners = new Set<
    (added: readonly HTMLElement[], removed: readonly HTMLElement[]) => void
  >();

  constructor(
    readonly definition: WidgetDefinition,
    /** The element it is mounted on; for a page widget, the one it waits on and marks (its first element). */
    public anchor: HTMLElement,
    readonly id: string,
  ) {
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  get isPage(): boolean {
    return this.definition.kind === 'page';
  }
}

/**
 * Discovers widget elements, mounts each one through its strategy and the scheduler, keeps every instance
 * isolated (a widget that fails keeps its server HTML and stops nothing else), and follows the living DOM.
 */
export class Loader implements DomObserverDelegate {
  readonly #scanner: Scanner;
  readonly #observer: DomObserver;
  readonly #scheduler = new MountScheduler();
  readonly #document: Document;
  readonly #console: Pick<Console, 'warn' | 'error'>;
  /** Element instances by element, then widget name. */
  readonly #byElement = new Map<HTMLElement, Map<string, Instance>>();
  /** Page instances by widget name. */
  readonly #byPage = new Map<string, Instance>();
  readonly #failedLoads = new Set<string>();
  #nextId = 0;
  #started = false;

  readonly api: PublicApi;

  readonly #options: LoaderOptions;

  constructor(options: LoaderOptions) {
    this.#options = options;
    this.#document = options.document ?? document;
    this.#console = options.console ?? console;
    const warned = new WeakMap<HTMLElement, Set<string>>();
    const known = options.definitions.map((definition) => definition.name).join(', ');
    this.#scanner = new Scanner(options.definitions, (element, name) => {
      const names = warned.get(element) ?? new Set();
      if (names.has(name)) return;
      warned.set(element, names.add(name));
      createReporter(name, this.#console).warn(
        element,
        `data-widget names no widget called "${name}"; the widgets are ${known}.`,
      );
    });
    this.#observer = new DomObserver(this.#document.documentElement, this);
    this.api = Object.freeze({
      version: options.version,
      mount: (root?: ParentNode) => this.#mountNow(root ?? this.#document),
      unmount: (root?: ParentNode) => this.#unmountWithin(root ?? this.#document),
    });
  }

  /** The start-up scan over the document (see Scanner), then the observer takes over. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const start = performance.now();
    const matches = this.#scanner.scan(this.#document);
    performance.measure?.('wp-widgets:scan', { start, end: performance.now() });
    for (const { element, definition } of matches) this.#discover(element, definition);
    this.#observer.start();
  }

  /** Replays a call made on a jQuery plugin proxy, once the widget's module has installed the real plugin. */
  async callJQuery(
    definition: WidgetDefinition,
    plugin: string,
    collection: JQueryCollection,
    args: unknown[],
  ): Promise<void> {
    const jQuery = jqueryOnPage();
    const proxy = jQuery?.fn[plugin];
    await this.#loadModule(definition);
    const real = jQuery?.fn[plugin];
    if (typeof real !== 'function' || real === proxy) {
      throw new Error(`the ${definition.name} widget did not install $.fn.${plugin}.`);
    }
    real.apply(collection, args);
  }

  stop(): void {
    this.#observer.stop();
    this.#unmountWithin(this.#document);
    this.#started = false;
  }

  /** Resolves when no mount is queued (waiting instances, such as those below the fold, do not count). */
  idle(): Promise<void> {
    return this.#scheduler.idle();
  }

  // DomObserverDelegate

  elementsRemoved(): void {
    for (const [element, instances] of this.#byElement) {
      if (!element.isConnected) for (const instance of instances.values()) this.#dispose(instance);
    }
    for (const instance of this.#byPage.values()) {
      const gone = instance.hosts.filter((host) => !host.isConnected);
      if (gone.length > 0) this.#removeHosts(instance, gone);
    }
  }

  elementsAdded(roots: readonly Element[]): void {
    for (const root of roots) {
      for (const { element, definition } of this.#scanner.scan(root)) this.#discover(element, definition);
    }
  }

  widgetAttributeChanged(element: HTMLElement): void {
    const wanted = new Set(this.#scanner.definitionsFor(element).map((definition) => definition.name));
    for (const instance of this.#byElement.get(element)?.values() ?? []) {
      if (!wanted.has(instance.definition.name)) this.#dispose(instance);
    }
    for (const instance of [...this.#byPage.values()]) {
      if (instance.hosts.includes(element) && !wanted.has(instance.definition.name)) {
        this.#removeHosts(instance, [element]);
      }
    }
    for (const definition of this.#options.definitions) {
      if (wanted.has(definition.name)) this.#discover(element, definition);
    }
  }

  // Discovery and mounting

  #discover(element: HTMLElement, definition: WidgetDefinition, forced?: 'now'): Instance {
    if (definition.kind === 'page') return this.#discoverPageHost(element, definition, forced);
    let instances = this.#byElement.get(element);
    const existing = instances?.get(definition.name);
    if (existing) {
      if (forced && existing.state === 'waiting') this.#startNow(existing);
      return existing;
    }
    const instance = new Instance(definition, element, this.#newId());
    if (!instances) {
      instances = new Map();
      this.#byElement.set(element, instances);
    }
    instances.set(definition.name, instance);
    this.#wait(instance, forced);
    return instance;
  }

  #discoverPageHost(element: HTMLElement, definition: WidgetDefinition, forced?: 'now'): Instance {
    const existing = this.#byPage.get(definition.name);
    if (existing) {
      if (!existing.hosts.includes(element)) {
        existing.hosts.push(element);
        for (const listener of existing.hostListeners) listener([element], []);
      }
      if (forced && existing.state === 'waiting') this.#startNow(existing);
      return existing;
    }
    const instance = new Instance(definition, element, this.#newId());
    instance.hosts.push(element);
    this.#byPage.set(definition.name, instance);
    this.#wait(instance, forced);
    return instance;
  }

  #wait(instance: Instance, forced?: 'now'): void {
    const attribute = instance.anchor.getAttribute(STRATEGY_ATTRIBUTE);
    const strategy =
      forced ?? (isStrategy(attribute) ? attribute : (instance.definition.strategy ?? 'visible'));
    instance.cancelWait = strategies[strategy](instance.anchor, (priority) =>
      this.#begin(instance, priority),
    );
  }

  #startNow(instance: Instance): void {
    instance.cancelWait();
    this.#begin(instance, 'high');
  }

  #begin(instance: Instance, priority: Priority): void {
    if (instance.state !== 'waiting') return;
    instance.state = 'loading';
    this.#loadModule(instance.definition).then(
      (module) => {
        if (instance.state !== 'loading') return;
        this.#scheduler.enqueue(() => this.#mount(instance, module), priority);
      },
      () => this.#fail(instance, null),
    );
  }

  #loadModule(definition: WidgetDefinition): Promise<WidgetModule> {
    const loading = this.#options.chunks.load(definition);
    loading.then(
      (module) => {
        const jQuery = jqueryOnPage();
        if (jQuery && module.installJQuery) module.installJQuery(jQuery);
      },
      (error: unknown) => {
        // One message per widget, however many elements wait for it.
        if (this.#failedLoads.has(definition.name)) return;
        this.#failedLoads.add(definition.name);
        createReporter(definition.name, this.#console).error(
          this.#document.documentElement,
          `its code could not be loaded (${causeText(error)}); every such element keeps its server HTML.`,
          error,
        );
      },
    );
    return loading;
  }

  #mount(instance: Instance, module: WidgetModule): void {
    if (instance.state !== 'loading') return;
    const present = instance.isPage
      ? instance.hosts.some((host) => host.isConnected)
      : instance.anchor.isConnected;
    if (!present) {
      this.#dispose(instance);
      return;
    }
    const ctx = this.#context(instance);
    try {
      const { widget } = module;
      if ((widget.kind === 'page') !== instance.isPage) {
        throw new Error(`the registry and the module disagree on whether it is a page widget.`);
      }
      instance.teardown =
        widget.kind === 'page'
          ? widget.mount(this.#hostList(instance), ctx)
          : widget.mount(instance.anchor, ctx);
      instance.state = 'mounted';
      addToken(instance.anchor, MOUNTED_ATTRIBUTE, instance.definition.name);
    } catch (error) {
      // Option problems were reported attribute by attribute by the widget's own reader.
      if (!isReported(error)) {
        ctx.error(
          instance.anchor,
          `could not mount: ${causeText(error)}. The server HTML is left as it is.`,
          error,
        );
      }
      this.#fail(instance, null);
    }
    instance.settle();
  }

  #context(instance: Instance): MountContext {
    const reporter = createReporter(instance.definition.name, this.#console);
    return {
      ...reporter,
      name: instance.definition.name,
      id: instance.id,
      signal: instance.controller.signal,
      fail: (error) => {
        if (instance.state !== 'mounted') return;
        reporter.error(
          instance.anchor,
          `stopped after an error: ${causeText(error)}. The server HTML is back in place.`,
          error,
        );
        // The widget is inside a render or effect of its own root: it is torn down once that has returned.
        this.#fail(instance, instance.teardown, true);
      },
    };
  }

  #hostList(instance: Instance): HostList {
    return {
      current: () => [...instance.hosts],
      subscribe: (listener) => {
        instance.hostListeners.add(listener);
        return () => instance.hostListeners.delete(listener);
      },
    };
  }

  #fail(instance: Instance, teardown: Teardown | null, deferTeardown = false): void {
    if (instance.state === 'disposed' || instance.state === 'failed') return;
    instance.state = 'failed';
    instance.teardown = null;
    instance.controller.abort();
    if (deferTeardown) queueMicrotask(() => this.#runTeardown(instance, teardown));
    else this.#runTeardown(instance, teardown);
    removeToken(instance.anchor, MOUNTED_ATTRIBUTE, instance.definition.name);
    addToken(instance.anchor, FAILED_ATTRIBUTE, instance.definition.name);
    instance.settle();
  }

  #removeHosts(instance: Instance, gone: readonly HTMLElement[]): void {
    const remaining = instance.hosts.filter((host) => !gone.includes(host));
    instance.hosts.splice(0, instance.hosts.length, ...remaining);
    if (remaining.length === 0) {
      this.#dispose(instance);
      return;
    }
    const [next] = remaining;
    if (next && !remaining.includes(instance.anchor)) {
      // The element it waited on and marked has gone: the next one takes its place.
      for (const attribute of [MOUNTED_ATTRIBUTE, FAILED_ATTRIBUTE]) {
        if ((instance.anchor.getAttribute(attribute) ?? '').split(' ').includes(instance.definition.name)) {
          removeToken(instance.anchor, attribute, instance.definition.name);
          addToken(next, attribute, instance.definition.name);
        }
      }
      instance.anchor = next;
      if (instance.state === 'waiting') {
        instance.cancelWait();
        this.#wait(instance);
      }
    }
    for (const listener of instance.hostListeners) listener([], gone);
  }

  #dispose(instance: Instance): void {
    if (instance.state === 'disposed') return;
    const wasMounted = instance.state === 'mounted';
    instance.state = 'disposed';
    instance.cancelWait();
    instance.controller.abort();
    if (wasMounted) this.#runTeardown(instance, instance.teardown);
    instance.teardown = null;
    instance.hostListeners.clear();
    removeToken(instance.anchor, MOUNTED_ATTRIBUTE, instance.definition.name);
    removeToken(instance.anchor, FAILED_ATTRIBUTE, instance.definition.name);
    if (instance.isPage) {
      if (this.#byPage.get(instance.definition.name) === instance)
        this.#byPage.delete(instance.definition.name);
    } else {
      const instances = this.#byElement.get(instance.anchor);
      instances?.delete(instance.definition.name);
      if (instances?.size === 0) this.#byElement.delete(instance.anchor);
    }
    instance.settle();
  }

  #runTeardown(instance: Instance, teardown: Teardown | null): void {
    if (!teardown) return;
    try {
      teardown();
    } catch (error) {
      createReporter(instance.definition.name, this.#console).error(
        instance.anchor,
        'failed to unmount cleanly.',
        error,
      );
    }
  }

  #newId(): string {
    this.#nextId += 1;
    return `wgt${this.#nextId}`;
  }

  // Public API

  #mountNow(root: ParentNode): Promise<void> {
    this.#observer.flush();
    const pending = this.#scanner
      .scan(root)
      .filter(({ element }) => element.isConnected)
      .map(({ element, definition }) => this.#discover(element, definition, 'now').settled);
    return Promise.all(pending).then(() => undefined);
  }

  #unmountWithin(root: ParentNode): void {
    this.#observer.flush();
    const inside = (element: Element) => root === element || root.contains(element);
    for (const [element, instances] of [...this.#byElement]) {
      if (inside(element)) for (const instance of [...instances.values()]) this.#dispose(instance);
    }
    for (const instance of [...this.#byPage.values()]) {
      const gone = instance.hosts.filter(inside);
      if (gone.length > 0) this.#removeHosts(instance, gone);
    }
  }
}
