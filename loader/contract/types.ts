/**
 * The contract between the loader (the small classic script every page runs) and the widget chunks it
 * imports on demand. The loader knows only these shapes; widget code knows only `MountContext`.
 */

/** When a discovered widget mounts. Each strategy is one file in `loader/strategies/`. */
export type Strategy = 'now' | 'visible' | 'idle' | 'interaction';

export interface WidgetDefinition {
  /** Also the value site owners write in `data-widget="<name>"`. */
  readonly name: string;
  /** The theme's and plugins' own markup hooks (CSS selectors), besides `[data-widget~="<name>"]`. */
  readonly hooks?: readonly string[];
  /** The widget's code, imported only on pages that have it. */
  readonly load: () => Promise<WidgetModule>;
  /** Default `visible`: near the viewport first, the rest when they approach it or at idle. */
  readonly strategy?: Strategy;
  /**
   * Waits, before its strategy, until its element is rendered: for the parts a theme's responsive stylesheet
   * hides at some widths, which then mount when a resize shows them (`loader/strategies/rendered.ts`).
   */
  readonly whenRendered?: boolean;
  /**
   * `element` (default): one isolated instance per matching element.
   * `page`: one instance for the whole page, handed every matching element (a lightbox overlay for all
   * gallery links, document-level delegated behaviours); it unmounts when the last matching element leaves.
   */
  readonly kind?: 'element' | 'page';
  /** jQuery plugin names (`$.fn.<name>`) this widget provides when jQuery is on the page; `name.method` for a
   * static function (`$.prettyPhoto.open`). */
  readonly jquery?: readonly string[];
}

export type Teardown = () => void;

/** The attributes a widget reads, for the generated attribute reference (`npm run docs`). */
export interface WidgetDocs {
  // The option specs live with the widget chunks (`toolkit/dom/options.ts`); only their shape matters here.
  readonly options: Readonly<Record<string, unknown>>;
  /** Attributes read from child elements, by the selector of those elements. */
  readonly items?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface ElementWidget {
  readonly kind?: 'element';
  readonly docs?: WidgetDocs;
  mount(host: HTMLElement, ctx: MountContext): Teardown;
}

export interface PageWidget {
  readonly kind: 'page';
  readonly docs?: WidgetDocs;
  mount(hosts: HostList, ctx: MountContext): Teardown;
}

export interface WidgetModule {
  readonly widget: ElementWidget | PageWidget;
  /** Installs the widget's jQuery plugins; called once, when the chunk loads and jQuery is present. */
  readonly installJQuery?: (jQuery: JQueryLike) => void;
}

/** The live set of elements a page-level widget serves. */
export interface HostList {
  current(): readonly HTMLElement[];
  subscribe(listener: (added: readonly HTMLElement[], removed: readonly HTMLElement[]) => void): () => void;
}

export interface Reporter {
  /** A recoverable problem (the widget goes on, with a default). */
  warn(element: Element, message: string): void;
  /** A problem that stops this widget instance; its server HTML is left as it is. `cause` goes to DevTools. */
  error(element: Element, message: string, cause?: unknown): void;
}

export interface MountContext extends Reporter {
  /** The widget's registry name. */
  readonly name: string;
  /** Unique per instance on the page; prefix for generated DOM ids. */
  readonly id: string;
  /** Aborted when the instance unmounts or fails: pass it to fetch and addEventListener. */
  readonly signal: AbortSignal;
  /** The bundle's CSP nonce (empty when it has none): give it to the scripts and styles the widget inserts. */
  readonly nonce: string;
  /**
   * The widget failed after mounting (an error boundary caught a render or effect error): logs one clear
   * error, marks the element failed and tears the widget down once its render has returned.
   */
  fail(error: unknown): void;
}

/** The little of jQuery the bundle touches. */
export interface JQueryLike {
  (target: unknown): JQueryCollection;
  fn: Record<string, unknown>;
  Event: (type: string, props?: Record<string, unknown>) => unknown;
  event?: { triggered?: string | undefined };
  data(element: Element, key: string, value?: unknown): unknown;
  removeData(element: Element, key: string): void;
  error(message: string): never;
}

export interface JQueryCollection {
  trigger(event: unknown, args?: readonly unknown[]): JQueryCollection;
  on(events: string, handler: (this: HTMLElement, ...args: never[]) => unknown): JQueryCollection;
  off(events: string, handler: (this: HTMLElement, ...args: never[]) => unknown): JQueryCollection;
  /** Runs the handlers without the default action or bubbling; returns what the last handler returned. */
  triggerHandler(event: string, args?: readonly unknown[]): unknown;
  each(fn: (this: HTMLElement, index: number, element: HTMLElement) => void): JQueryCollection;
  length: number;
}

export interface PublicApi {
  readonly version: string;
  /** Discovers the widgets in `root` (default: the document) and mounts them now; resolves when done. */
  mount(root?: ParentNode): Promise<void>;
  /** Unmounts every widget in `root` (default: the document), putting their server HTML back. */
  unmount(root?: ParentNode): void;
}
