import type { Page } from '@playwright/test';

/**
 * What a visitor sees of the server's HTML: every visible piece of text and every visible picture, each as a key
 * (its text with numbers taken out, since countdowns, counters and prices tick; a picture by its file name).
 * "Visible" means rendered with a size, not `visibility: hidden`, not transparent, and inside the page (a part
 * pushed off-screen by a stylesheet, as the theme's hidden panels are, is not seen).
 */
export function visibleServerView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keys = new Set<string>();
    const seen = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      const right = box.right + scrollX;
      const bottom = box.bottom + scrollY;
      return right > 0 && bottom > 0 && box.left + scrollX < document.documentElement.scrollWidth;
    };
    // Text outside the widgets' own additions: the server's words only (a widget's controls are its own).
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, noscript, template, .fixture-flavour')) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ')
        .replace(/[\d.,:%$€£]+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
      const picture =
        element instanceof HTMLImageElement ? (element.getAttribute('src') ?? '').split('/').pop() : '';
      if (!own && !picture) continue;
      if (!/[a-z]/i.test(own) && !picture) continue;
      if (seen(element)) keys.add(picture ? `img ${picture}` : own.slice(0, 80));
    }
    return [...keys].sort();
  });
}

/**
 * What the server showed before any script ran and the page no longer shows once every widget has mounted,
 * less what is hidden by design: with `hidden`, `inert` or `aria-hidden` on it or around it (inactive tab panels,
 * slides not showing, closed sub-menus), or inside something collapsed (`aria-expanded="false"` names it).
 */
export async function lostFromServerView(page: Page, before: readonly string[]): Promise<string[]> {
  const after = new Set(await visibleServerView(page));
  const byDesign = new Set(
    await page.evaluate(() => {
      const keys: string[] = [];
      const collapsed = new Set<Element>();
      for (const control of document.querySelectorAll('[aria-expanded="false"][aria-controls]')) {
        for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
          const region = id ? document.getElementById(id) : null;
          if (region) collapsed.add(region);
        }
      }
      const hiddenByDesign = (element: Element) =>
        element.closest('[hidden], [inert], [aria-hidden="true"], [role="tabpanel"]:not(:has(*:focus))') !==
          null && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      for (const element of document.body.querySelectorAll('*')) {
        const text = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join(' ')
          .replace(/[\d.,:%$€£]+/g, '#')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80);
        const picture =
          element instanceof HTMLImageElement ? (element.getAttribute('src') ?? '').split('/').pop() : '';
        const key = picture ? `img ${picture}` : text;
        if (!key) continue;
        const inCollapsed = [...collapsed].some((region) => region.contains(element));
        if (inCollapsed || hiddenByDesign(element)) keys.push(key);
      }
      return keys;
    }),
  );
  return before.filter((key) => !after.has(key) && !byDesign.has(key));
}

/** The page's visible server view with the bundle's script kept from running (what a visitor sees first). */
export async function serverViewWithoutBundle(page: Page, path: string): Promise<string[]> {
  await page.route('**/wp-content/themes/limitless/widgets/**', (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('load');
  const view = await visibleServerView(page);
  await page.unroute('**/wp-content/themes/limitless/widgets/**');
  return view;
}
