import { idFromHash } from '../../toolkit/dom/hash';
import { isOwnedBy } from '../../toolkit/dom/own-elements';
import { meaningfulChildren } from '../../toolkit/dom/wpautop';

/** The theme's tabs markup: `div.ioa_tabs` › `ul > li > a[href="#panel-id"]` and the panels with those ids. */
export interface Tab {
  readonly item: HTMLElement;
  readonly link: HTMLAnchorElement;
  readonly panel: HTMLElement;
}

export interface TabsMarkup {
  readonly list: HTMLElement;
  readonly tabs: readonly Tab[];
  /** `tabs-align-left` / `tabs-align-right` put the tab list beside the panels. */
  readonly vertical: boolean;
}

/**
 * The panel a tab link points at, found inside the widget as jQuery UI did (two widgets printed with the same
 * panel ids each find their own), by comparing ids, never by building a selector from the href. A tab widget
 * inside one of its panels has its own panels: one of the widget's own comes first.
 */
function panelOf(host: HTMLElement, link: HTMLAnchorElement): HTMLElement | null {
  const id = idFromHash(link.getAttribute('href') ?? '');
  if (id === null) return null;
  let nested: HTMLElement | null = null;
  for (const element of host.querySelectorAll<HTMLElement>('[id]')) {
    if (element.id !== id) continue;
    if (isOwnedBy(element, host, '.ioa_tabs')) return element;
    nested ??= element;
  }
  return nested;
}

/** The panels whose id another element of the page has first: a link to `#id` elsewhere opens that one. */
export function panelsSharingIds(markup: TabsMarkup): HTMLElement[] {
  return markup.tabs
    .map((tab) => tab.panel)
    .filter((panel) => panel.ownerDocument.getElementById(panel.id) !== panel);
}

/** Reads the tabs; throws (so the server HTML stays) when the markup has no usable tab. */
export function readTabs(host: HTMLElement): TabsMarkup {
  const list = meaningfulChildren(host).find((child): child is HTMLElement => child.localName === 'ul');
  if (!list) throw new Error('it has no <ul> of tab links as a child');
  const tabs: Tab[] = [];
  for (const item of meaningfulChildren(list)) {
    const link = item.querySelector('a');
    if (!(item instanceof HTMLElement) || !link) continue;
    const panel = panelOf(host, link);
    if (panel) tabs.push({ item, link, panel });
  }
  if (tabs.length === 0)
    throw new Error('none of its tab links points at a panel inside it (href="#panel-id")');
  return { list, tabs, vertical: /(^|\s)tabs-align-(left|right)(\s|$)/.test(host.className) };
}

/** The tab whose panel the address points at (`#panel-id`), as jQuery UI tabs open it. */
export function tabForHash(markup: TabsMarkup, hash: string): number {
  const id = idFromHash(hash);
  return id === null ? -1 : markup.tabs.findIndex((tab) => tab.panel.id === id);
}
