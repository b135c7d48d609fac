// Which widgets each fixture page has: the pages the chunk plan counts (chunk-groups.mjs, `pages`), so that
// widgets a page shows together share files.
//
// The fixture pages are the theme's templates as a site serves them (the shop, a post, the shortcodes…), with its
// header and footer: the widgets one of them holds are those a visitor's page holds together. Each listed page is
// served by the fixture server, as a visitor gets it, and matched against the registry as the loader matches it
// (`data-widget` names and the hooks), in happy-dom: no browser and no script run.

import { fixturePages } from '../fixture-pages.mjs';
import { loadFixtureServer } from '../fixture-server.mjs';
import { root } from './flavours.mjs';

/**
 * `registry`: the definitions as readRegistry returns them. Returns each listed fixture page's slug and the widget
 * folders (entry names) whose elements it holds; a page without widgets is left out.
 */
export async function pageWidgets(registry) {
  const { Window } = await import('happy-dom');
  const { startServer, resolveTheme } = await loadFixtureServer();
  const server = await startServer({ port: 0, root, theme: resolveTheme(root) });
  const window = new Window();
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    const pages = [];
    for (const slug of fixturePages()) {
      const response = await fetch(`${base}/${slug}/`);
      if (!response.ok) throw new Error(`page-widgets: /${slug}/ answered ${response.status}`);
      const document = new window.DOMParser().parseFromString(await response.text(), 'text/html');
      const widgets = new Set();
      for (const { name, hooks = [], folder } of registry) {
        const selector = [`[data-widget~="${name}"]`, ...hooks].join(',');
        if (document.querySelector(selector)) widgets.add(folder);
      }
      if (widgets.size) pages.push({ slug, widgets: [...widgets].sort() });
    }
    return pages;
  } finally {
    await window.happyDOM.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
