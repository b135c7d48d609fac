/**
 * All that runs on a page without widgets: it looks for widget markup (now, and in markup inserted later),
 * and only then imports the lifecycle core, which imports each widget's code. Works with `defer`, `async`, in
 * the head or the footer. The entry (`widgets/index.ts`) hands it the registry.
 */
import { chunkLoadError } from './chunks';
import { jqueryOnPage } from './contract/jquery';
import { causeText, globalReporter } from './contract/report';
import type { PublicApi, WidgetDefinition } from './contract/types';
import type * as CoreModule from './core';
import { watchWidgetMarkup } from './dom-observer';
import { entryScript, importChunk } from './entry-script';
import { installJQueryProxies } from './jquery-proxies';
import { markFailed } from './marks';
import { discoverySelector, discoverySelectors } from './selectors';

declare const __VERSION__: string;
/** The core's path beside the entry (`chunks/loader-….js`), written by the build. */
declare const __CORE_CHUNK__: string;
const VERSION = typeof __VERSION__ === 'undefined' ? 'dev' : __VERSION__;

export function boot(registry: readonly WidgetDefinition[]): void {
  const report = globalReporter();
  const existing = (window as { wpWidgets?: PublicApi }).wpWidgets;
  if (existing) {
    // A second copy (a theme and a plugin both enqueue it): the first one already serves the page.
    if (existing.version !== VERSION) {
      report.warn(
        `version ${VERSION} was loaded after version ${existing.version}; only ${existing.version} runs.`,
      );
    }
    return;
  }
  /** Without the core no widget runs: each keeps its server HTML, and says so in its marker. */
  const coreFailed = (error: unknown) => {
    for (const { name, hooks = [] } of registry) {
      for (const element of document.querySelectorAll([`[data-widget~="${name}"]`, ...hooks].join(','))) {
        markFailed(element, name);
      }
    }
    report.error(
      `the bundle's code could not be loaded: ${causeText(chunkLoadError(entryScript.url, error))}. No widget runs; every widget element keeps its server HTML.`,
      error,
    );
  };
  let core: Promise<CoreModule.Core> | undefined;
  const loadCore = () => {
    core ??= importChunk<typeof CoreModule>(__CORE_CHUNK__).then(
      ({ startCore }) =>
        startCore({
          definitions: registry,
          base: entryScript.url,
          nonce: entryScript.nonce,
          version: VERSION,
        }),
      (error: unknown) => {
        coreFailed(error);
        throw error;
      },
    );
    return core;
  };
  const api: PublicApi = {
    version: VERSION,
    mount: (root) => loadCore().then((loaded) => loaded.mount(root)),
    unmount: (root) => void core?.then((loaded) => loaded.unmount(root)),
  };
  Object.defineProperty(window, 'wpWidgets', { value: Object.freeze(api), enumerable: true });

  const selector = discoverySelector(registry);
  const selectors = discoverySelectors(registry);
  // One selector at a time, each on the browser's fast path (see presentSelectors).
  const holdsWidgets = (root: ParentNode) => selectors.some((each) => root.querySelector(each) !== null);
  const isWidget = (element: Element) => element.matches(selector) || holdsWidgets(element);
  // The failure, if any, has been reported by coreFailed.
  const startCore = () => void loadCore().catch(() => {});
  const attachJQuery = () => {
    const jQuery = jqueryOnPage();
    if (!jQuery) return;
    installJQueryProxies(jQuery, registry, (definition, plugin, collection, args) => {
      loadCore()
        .then((loaded) => loaded.callJQuery(definition, plugin, collection, args))
        .catch((error: unknown) => report.warn(`jQuery's ${plugin}: ${causeText(error)}.`));
    });
  };
  const start = () => {
    attachJQuery();
    if (holdsWidgets(document)) {
      startCore();
      return;
    }
    // No widgets yet: wait for markup inserted later (AJAX fragments) before loading anything.
    const watcher = watchWidgetMarkup(document.documentElement, (records) => {
      const found = records.some((record) =>
        record.type === 'attributes'
          ? isWidget(record.target as Element)
          : Array.from(record.addedNodes).some((node) => node instanceof Element && isWidget(node)),
      );
      if (!found) return;
      watcher.disconnect();
      startCore();
    });
  };
  // The plugin proxies at once, jQuery being enqueued before this script as a rule: an inline script printed
  // after the bundle's tag (the bundle enqueued without `defer`) calls `$(el).countdown(…)` before the document
  // is parsed, as it could right after the original plugin's script.
  attachJQuery();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  // jQuery may be enqueued after this script; its plugin proxies are installed once it is there.
  window.addEventListener('load', attachJQuery, { once: true });
}
