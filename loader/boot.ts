/**
 * All that runs on a page without widgets: it looks for widget markup (now, and in markup inserted later),
 * and only then imports the lifecycle core, which imports each widget's code. Works with `defer`, `async`, in
 * the head or the footer. The entry (`widgets/index.ts`) hands it the registry.
 */
import { currentScriptBase } from './chunks';
import type { Core } from './core';
import { installJQueryProxies, jqueryOnPage } from './jquery-proxies';
import { reportGlobal } from './report';
import { discoverySelector, discoverySelectors } from './selectors';
import type { PublicApi, WidgetDefinition } from './types';

declare const __VERSION__: string;
const VERSION = typeof __VERSION__ === 'undefined' ? 'dev' : __VERSION__;

export function boot(registry: readonly WidgetDefinition[]): void {
  const existing = (window as { wpWidgets?: PublicApi }).wpWidgets;
  if (existing) {
    // A second copy (a theme and a plugin both enqueue it): the first one already serves the page.
    if (existing.version !== VERSION) {
      reportGlobal(
        `version ${VERSION} was loaded after version ${existing.version}; only ${existing.version} runs.`,
      );
    }
    return;
  }
  const { base, nonce } = currentScriptBase();
  let core: Promise<Core> | undefined;
  const loadCore = () => {
    core ??= import('./core').then(({ startCore }) =>
      startCore({ definitions: registry, base, nonce, version: VERSION }),
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
  const isWidget = (node: Node) => node instanceof Element && (node.matches(selector) || holdsWidgets(node));
  const attachJQuery = () => {
    const jQuery = jqueryOnPage();
    if (!jQuery) return;
    installJQueryProxies(jQuery, registry, (definition, plugin, collection, args) => {
      loadCore()
        .then((loaded) => loaded.callJQuery(definition, plugin, collection, args))
        .catch((error: unknown) =>
          reportGlobal(`$.fn.${plugin}: ${error instanceof Error ? error.message : error}`),
        );
    });
  };
  const start = () => {
    attachJQuery();
    if (holdsWidgets(document)) {
      loadCore();
      return;
    }
    // No widgets yet: wait for markup inserted later (AJAX fragments) before loading anything.
    const watcher = new MutationObserver((records) => {
      const found = records.some((record) =>
        record.type === 'attributes' ? isWidget(record.target) : Array.from(record.addedNodes).some(isWidget),
      );
      if (found) {
        watcher.disconnect();
        loadCore();
      }
    });
    watcher.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-widget'],
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  // jQuery may be enqueued after this script; its plugin proxies are installed once it is there.
  window.addEventListener('load', attachJQuery, { once: true });
}
