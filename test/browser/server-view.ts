import type { Page } from '@playwright/test';
import { BUNDLE_CODE, refuseBundleScripts } from './accessibility';

/**
 * Server content a widget replaces or hides by design, so that its absence once mounted is not a loss: each with
 * the reason. Matched on the page as the server printed it (`closest`), so only what lies inside these counts.
 */
export const REPLACED_BY_DESIGN: ReadonlyArray<{ readonly selector: string; readonly why: string }> = [
  {
    selector: '[data-widget~="countdown"]',
    why: 'a countdown shows the time left in place of the printed date',
  },
  { selector: '[data-widget~="video"]', why: "a video's link to its host becomes the player" },
  { selector: '.ioa-wishlist-placeholder', why: "the wish list's placeholder gives way to the list" },
  { selector: '.rad_google_map > textarea', why: "a RAD map's address list becomes the map" },
  {
    selector: '.widget_shopping_cart:has(.hide_cart_widget_if_empty)',
    why: 'WooCommerce hides a cart widget marked hide_cart_widget_if_empty while the cart is empty',
  },
  {
    selector: 'div.image-frame .hover, ul.single-related-posts li div.image .hover',
    why: 'image overlays show while their image is hovered (markup contract: image frame / hover overlays)',
  },
];

const BY_DESIGN_SELECTOR = REPLACED_BY_DESIGN.map(({ selector }) => selector).join(', ');

interface PageView {
  /** The keys of what a visitor sees of the server's content. */
  readonly visible: readonly string[];
  /** The keys of content hidden by design (see `lostFromServerView`). */
  readonly byDesign: readonly string[];
}

/**
 * Reads the page once, in the page: each element's key (its own text with numbers taken out, since countdowns,
 * counters and prices tick; a picture by its file name), whether a visitor sees it, and whether it is hidden by
 * design. "Seen" means rendered with a size, not `visibility: hidden`, not transparent, inside the page (a part
 * pushed off-screen by a stylesheet, as the theme's hidden panels are, is not seen) and not clipped away by a box
 * that hides its overflow. Content inside `except` is left out.
 */
function readView(page: Page, except = ''): Promise<PageView> {
  return page.evaluate((except) => {
    const visible = new Set<string>();
    const byDesign: string[] = [];
    const outside = (box: DOMRect, frame: DOMRect) =>
      box.right <= frame.left ||
      box.left >= frame.right ||
      box.bottom <= frame.top ||
      box.top >= frame.bottom;
    /** The box that clips the element away entirely, if one does. */
    const clipper = (element: Element, box: DOMRect) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (outside(box, parent.getBoundingClientRect())) return parent;
      }
      return null;
    };
    const seen = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      const right = box.right + scrollX;
      const bottom = box.bottom + scrollY;
      const inPage = right > 0 && bottom > 0 && box.left + scrollX < document.documentElement.scrollWidth;
      return inPage && clipper(element, box) === null;
    };
    // Regions a control says are collapsed or not chosen.
    const collapsed = new Set<Element>();
    const controls = '[aria-expanded="false"][aria-controls], [aria-pressed="false"][aria-controls]';
    for (const control of document.querySelectorAll(controls)) {
      for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
        const region = id ? document.getElementById(id) : null;
        if (region) collapsed.add(region);
      }
    }
    const hiddenByDesign = (element: Element) => {
      if ([...collapsed].some((region) => region.contains(element))) return true;
      const hidden =
        element.closest('[hidden], [inert], [aria-hidden="true"], [role="tabpanel"]:not(:has(*:focus))') !==
          null && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      // Scrolled out of view inside a mounted widget: a carousel's other slides, a thumbnail strip's far end.
      const clip = clipper(element, element.getBoundingClientRect());
      return hidden || (clip?.closest('[data-widget-mounted]') ?? null) !== null;
    };
    // Text outside the widgets' own additions: the server's words only (a widget's controls are its own).
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, noscript, template, .fixture-flavour')) continue;
      if (except && element.closest(except)) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ')
        .replace(/[\d.,:%$€£]+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
      const picture =
        element instanceof HTMLImageElement ? (element.getAttribute('src') ?? '').split('/').pop() : '';
      if (!/[a-z]/i.test(own) && !picture) continue;
      const key = picture ? `img ${picture}` : own.slice(0, 80);
      if (seen(element)) visible.add(key);
      else if (hiddenByDesign(element)) byDesign.push(key);
    }
    return { visible: [...visible].sort(), byDesign };
  }, except);
}

/**
 * What the server showed before any script ran (`serverViewWithoutBundle`) and the page no longer shows once
 * every widget has mounted, less what is hidden by design: with `hidden`, `inert` or `aria-hidden` on it or around
 * it (inactive tab panels, slides not showing, closed sub-menus), inside something a control says is collapsed or
 * not chosen (`aria-expanded="false"` or `aria-pressed="false"` with `aria-controls` naming it), or scrolled out
 * of view inside a mounted widget (a carousel's other slides, a thumbnail strip's far end).
 */
export async function lostFromServerView(page: Page, before: readonly string[]): Promise<string[]> {
  const { visible, byDesign } = await readView(page);
  const after = new Set(visible);
  const hidden = new Set(byDesign);
  return before.filter((key) => !after.has(key) && !hidden.has(key));
}

/**
 * Content the theme keeps out of sight only until a script shows it, by design: each with the reason. What lies
 * inside these is not counted by `leftUnseen`.
 */
export const UNSEEN_BY_DESIGN: ReadonlyArray<{ readonly selector: string; readonly why: string }> = [
  {
    selector: 'ul.products.wgt-loop-reveal li.product .button',
    why: "a product loop's button shows while its product is hovered or focused (markup contract §21)",
  },
  {
    selector: 'ul.top-area-social-list li a span.proxy-color',
    why: "a social icon's colour layer shows while the icon is hovered or focused (markup contract §3.4)",
  },
  {
    selector:
      'div.hoverable div.image .hover, div.image-frame .hover, ul.single-related-posts li div.image .hover, div.view-pane ul li div.hover',
    why: "an image's overlay shows while the image is hovered or focused (markup contract §11.1, §14)",
  },
];

/**
 * Content laid out on the page (displayed, with a box, inside the page) that a visitor still cannot see once every
 * widget has mounted and settled: painted transparent (its own or an ancestor's opacity 0), `visibility: hidden`,
 * or scaled away by a transform. Under Limitless this is what the theme's stylesheets hide until its scripts show
 * it (`opacity: 0` on an item's `.inner-item-wrap` until it fades in, a title effect's `scale(0)`): the bundle
 * replaces those scripts, so it must show it. Left out: what is hidden by design (as `lostFromServerView` says),
 * and `UNSEEN_BY_DESIGN`. Each is told with what hides it.
 */
export function leftUnseen(page: Page): Promise<string[]> {
  const byDesign = UNSEEN_BY_DESIGN.map(({ selector }) => selector).join(', ');
  return page.evaluate((byDesign) => {
    const name = (element: Element) =>
      `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('')}`;
    /** What keeps the element from being seen, if anything does: the first such ancestor (or itself). */
    const hider = (element: Element) => {
      if (getComputedStyle(element).visibility === 'hidden') {
        let at = element;
        while (at.parentElement && getComputedStyle(at.parentElement).visibility === 'hidden')
          at = at.parentElement;
        return `${name(at)} visibility hidden`;
      }
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (Number(getComputedStyle(at).opacity) < 0.05)
          return `${name(at)} opacity ${getComputedStyle(at).opacity}`;
      }
      const box = element.getBoundingClientRect();
      const html = element as HTMLElement;
      if ((box.width < 1 || box.height < 1) && html.offsetWidth >= 4 && html.offsetHeight >= 4) {
        return `${name(element)} scaled away (${html.offsetWidth}x${html.offsetHeight} laid out, ${Math.round(box.width)}x${Math.round(box.height)} painted)`;
      }
      return null;
    };
    const laidOut = (element: Element) => {
      if (!element.checkVisibility()) return false;
      const html = element as HTMLElement;
      if (html.offsetWidth < 1 || html.offsetHeight < 1) return false;
      const box = element.getBoundingClientRect();
      return box.right + scrollX > 0 && box.bottom + scrollY > 0;
    };
    const collapsed = new Set<Element>();
    const controls = '[aria-expanded="false"][aria-controls], [aria-pressed="false"][aria-controls]';
    for (const control of document.querySelectorAll(controls)) {
      for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
        const region = id ? document.getElementById(id) : null;
        if (region) collapsed.add(region);
      }
    }
    const hiddenByDesign = (element: Element) =>
      [...collapsed].some((region) => region.contains(element)) ||
      element.closest('[hidden], [inert], [aria-hidden="true"], [role="tabpanel"], [role="dialog"]') !==
        null ||
      (byDesign !== '' && element.closest(byDesign) !== null);
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, noscript, template, .fixture-flavour')) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const picture =
        element instanceof HTMLImageElement ? (element.getAttribute('src') ?? '').split('/').pop() : '';
      if (!/[a-z]/i.test(own) && !picture) continue;
      if (!laidOut(element) || hiddenByDesign(element)) continue;
      const why = hider(element);
      if (why)
        found.push(`${picture ? `img ${picture}` : `"${own.slice(0, 40)}"`} in ${name(element)}: ${why}`);
    }
    return found;
  }, byDesign);
}

/** Opens `path` with the bundle's scripts kept from running: the page as the visitor sees it first. */
export async function openWithoutBundle(page: Page, path: string): Promise<void> {
  await page.route(BUNDLE_CODE, refuseBundleScripts);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.unroute(BUNDLE_CODE);
}

/**
 * The visible server view of a page opened with `openWithoutBundle`, less what a widget replaces or hides by
 * design (`REPLACED_BY_DESIGN`).
 */
export async function visibleServerView(page: Page): Promise<string[]> {
  const { visible } = await readView(page, BY_DESIGN_SELECTOR);
  return [...visible];
}
