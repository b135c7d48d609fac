import type { ElementWidget, MountContext } from '../../loader/contract';
import type { DomChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { option } from '../../toolkit/dom/options';
import { scrollToSection, sectionOf } from '../../toolkit/dom/section-scroll';
import { levelsBelow, opensLeft } from './edge';
import { hoverIntent } from './hover-intent';
import { buildMobileMenu } from './mobile-source';
import './menu.css';

const EFFECTS = [
  'None',
  'Fade',
  'Fade Shift Down',
  'Fade Shift Right',
  'Scale In Fade',
  'Scale Out Fade',
  'Grow',
  'Slide',
];

/** The effect's CSS name (`fade-shift-down`); anything the theme does not know fades. */
export function effectOf(value: string | null): string {
  const name = EFFECTS.find((effect) => effect.toLowerCase() === value?.trim().toLowerCase()) ?? 'Fade';
  return name.toLowerCase().replace(/ /g, '-');
}

const menuOptions = {
  effect: {
    ...option.enum(EFFECTS, {
      description:
        'How sub-menus open (any other value fades); under reduced motion they open without an effect.',
      default: 'Fade',
    }),
    // The theme's own rule: a value it does not know fades, without a word.
    parse: (raw: string) =>
      EFFECTS.find((effect) => effect.toLowerCase() === raw.trim().toLowerCase()) ?? 'Fade',
  },
};

const OPEN = 'is-open';
const TOUCH_WIDTH = 1024;

const subOf = (item: Element) => item.querySelector<HTMLElement>(':scope > .sub-menu');
const linkOf = (item: Element) => item.querySelector<HTMLAnchorElement>(':scope > a');
const isHash = (link: HTMLAnchorElement) => (link.getAttribute('href') ?? '#') === '#';

/**
 * The theme's desktop menu (`div.menu-wrapper[data-effect]`, markup contract §3.2) as a WAI-ARIA disclosure
 * navigation: parents get their arrow, `hasDropDown` and `aria-expanded`; sub-menus open on hover with intent,
 * and from the keyboard when their parent is activated (Enter on a closed parent, Space, the arrow keys; Tab
 * alone moves along the items without opening them), with the wrapper's effect (CSS transitions on `is-open`), to the left
 * near the viewport's edge; mega menus span the header's row (the viewport with `.fluid-menu`). At 1024 px or
 * narrower a tap on a parent opens it first. In-page `#rps…` links scroll to their section; in the one-page menu
 * (`.rad-one-page-menu`) the item of the section in view is marked. A sidebar's menu (WordPress's navigation menu
 * widget, `div.sidebar-wrap.widget_nav_menu`, whose sub-menus the theme's widgets.css hides and custom.js faded in
 * on hover with intent) opens its sub-menus the same way, fading.
 */
export const widget: ElementWidget = domWidget({
  options: menuOptions,
  mount({ host: wrapper, options, changes, ctx }) {
    changes.toggleClass(wrapper, 'wgt-menu');
    changes.setAttribute(wrapper, 'data-wgt-effect', effectOf(options.effect));
    const menu = disclosures(wrapper);
    markParents(menu, changes, ctx);
    navigateByKeyboard(menu, changes);
    followFocus(menu, changes);
    followPointer(menu, changes);
    if (wrapper.matches('.rad-one-page-menu')) markSectionInView(wrapper, changes);
    const mobile = buildMobileMenu(wrapper);
    if (mobile) changes.defer(() => mobile.remove());
  },
});

/** The menu's parents and how they open and close, shared by the steps below. */
interface Menu {
  readonly wrapper: HTMLElement;
  readonly root: Element;
  /** The items with a sub-menu (not those inside a mega menu's columns). */
  readonly parents: readonly HTMLLIElement[];
  open(item: HTMLElement): void;
  close(item: Element): void;
  /** The item Escape just closed: focus inside it does not open it again until focus leaves it. */
  escaped: Element | null;
}

function disclosures(wrapper: HTMLElement): Menu {
  const root = wrapper.querySelector('ul.menu') ?? wrapper;
  // A sidebar's sub-menus fly out on the side the theme's stylesheet gives them (away from the page's edge).
  const sidebar = wrapper.matches('.sidebar-wrap');
  const parents = [...wrapper.querySelectorAll<HTMLLIElement>('li')].filter(
    (item) => subOf(item) && linkOf(item) && !item.parentElement?.closest('div.sub-menu'),
  );
  const close = (item: Element) => {
    for (const open of [item, ...item.querySelectorAll(`.${OPEN}`)]) {
      if (!open.classList.contains(OPEN)) continue;
      open.classList.remove(OPEN);
      linkOf(open)?.setAttribute('aria-expanded', 'false');
    }
  };
  const open = (item: HTMLElement) => {
    if (item.classList.contains(OPEN)) return;
    for (const sibling of item.parentElement?.children ?? []) if (sibling !== item) close(sibling);
    const sub = subOf(item) as HTMLElement;
    const box = item.getBoundingClientRect();
    if (sub.tagName === 'DIV') {
      const fluid = item.closest('.fluid-menu');
      const row = (
        fluid ? document.documentElement : (item.closest('.skeleton') ?? wrapper)
      ).getBoundingClientRect();
      sub.style.left = `${(fluid ? 0 : row.left) - box.left}px`;
      sub.style.width = `${fluid ? document.documentElement.clientWidth : row.width}px`;
    } else if (!sidebar && !item.parentElement?.closest('.forceRightChain')) {
      const top = item.parentElement === root;
      const left = opensLeft(
        top ? box.left : box.right,
        levelsBelow(item),
        document.documentElement.clientWidth,
      );
      item.classList.toggle('forceRightChain', left);
    }
    item.classList.add(OPEN);
    linkOf(item)?.setAttribute('aria-expanded', 'true');
  };
  return { wrapper, root, parents, open, close, escaped: null };
}

/** Each parent gets its arrow, `hasDropDown`, its link's `aria-expanded`/`aria-controls`, and hover intent. */
function markParents({ parents, open, close }: Menu, changes: DomChanges, ctx: MountContext): void {
  parents.forEach((item, index) => {
    const link = linkOf(item) as HTMLAnchorElement;
    const sub = subOf(item) as HTMLElement;
    changes.toggleClass(item, 'hasDropDown');
    if (sub.tagName === 'UL') changes.toggleClass(item, 'relative');
    changes.keep(item, { classes: [OPEN, 'forceRightChain'] });
    const arrow = document.createElement('span');
    arrow.className = 'menu-arrow';
    arrow.setAttribute('aria-hidden', 'true');
    changes.insert(arrow, { append: link });
    if (!sub.id) changes.setAttribute(sub, 'id', `${ctx.id}-${index}`);
    changes.setAttributes(link, { 'aria-expanded': 'false', 'aria-controls': sub.id });
    if (isHash(link)) changes.setAttribute(link, 'role', 'button');
    changes.keep(sub, { styles: ['left', 'width'] });
    const intent = hoverIntent(
      () => open(item),
      () => close(item),
    );
    const mouse = (event: PointerEvent) => event.pointerType !== 'touch';
    changes.on(item, 'pointerenter', (event) => mouse(event) && intent.enter(event.clientX, event.clientY));
    changes.on(item, 'pointermove', (event) => mouse(event) && intent.move(event.clientX, event.clientY));
    changes.on(item, 'pointerleave', (event) => mouse(event) && intent.leave());
  });
}

const parentOf = (link: Element) => {
  const item = link.parentElement as HTMLElement;
  return item.classList.contains('hasDropDown') && linkOf(item) === link ? item : null;
};
const ownerOf = (link: Element) => link.parentElement?.parentElement?.closest<HTMLElement>('.hasDropDown');
/** The links the up and down (or, in the bar, left and right) arrows move between. */
const groupOf = (link: Element) => {
  const mega = link.closest('div.sub-menu');
  return mega
    ? [...mega.querySelectorAll<HTMLElement>('a')]
    : [...(link.parentElement?.parentElement?.children ?? [])].flatMap((item) => linkOf(item) ?? []);
};

/** Escape, Space, Enter, the arrow keys, Home and End, as the disclosure navigation pattern has them. */
function navigateByKeyboard(menu: Menu, changes: DomChanges): void {
  const { root, open, close } = menu;
  const focusIn = (item: HTMLElement, last = false) => {
    open(item);
    const links = groupOf((subOf(item) as HTMLElement).querySelector('a') as HTMLElement);
    links.at(last ? -1 : 0)?.focus();
  };
  changes.on(menu.wrapper, 'keydown', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const item = parentOf(link);
    const top = link.parentElement?.parentElement === root;
    const group = groupOf(link);
    const at = group.indexOf(link);
    const move = (to: number) => group.at(to % group.length)?.focus();
    const [back, forth] = top ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    let handled = true;
    if (event.key === 'Escape') {
      const owner = item?.classList.contains(OPEN) ? item : ownerOf(link);
      if (owner) {
        close(owner);
        menu.escaped = owner;
        linkOf(owner)?.focus();
      } else handled = false;
    } else if (event.key === ' ' && item) {
      if (item.classList.contains(OPEN)) close(item);
      else open(item);
    } else if (event.key === 'Enter' && item && !item.classList.contains(OPEN)) {
      // Enter opens a closed parent first, as a tap does; on an open one it follows the link (or, on a parent
      // without an address, closes it: its click does).
      menu.escaped = null;
      open(item);
    } else if (event.key === forth) move(at + 1);
    else if (event.key === back) move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (item && event.key === (top ? 'ArrowDown' : 'ArrowRight')) focusIn(item);
    else if (item && top && event.key === 'ArrowUp') focusIn(item, true);
    else if (!top && event.key === 'ArrowLeft' && ownerOf(link)?.parentElement !== root) {
      const owner = ownerOf(link) as HTMLElement;
      close(owner);
      menu.escaped = owner;
      linkOf(owner)?.focus();
    } else handled = false;
    if (handled) event.preventDefault();
  });
}

/**
 * Focus inside an item's sub-menu keeps it and the items around it open (unless Escape just closed it); focus on
 * a parent's own link does not open it (the disclosure pattern: Tab moves along the items). Focus leaving an
 * item closes it.
 */
function followFocus(menu: Menu, changes: DomChanges): void {
  const { wrapper, open, close } = menu;
  changes.on(wrapper, 'focusin', (event) => {
    const target = event.target as Element;
    const own = target.closest('.hasDropDown');
    for (
      let item: Element | null | undefined = own && linkOf(own) === target ? ownerOf(own) : own;
      item;
      item = ownerOf(item)
    ) {
      if (item !== menu.escaped) open(item as HTMLElement);
    }
  });
  changes.on(wrapper, 'focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    for (const item of wrapper.querySelectorAll(`.${OPEN}`)) {
      if (!item.contains(to) && !item.matches(':hover')) close(item);
    }
    if (!menu.escaped?.contains(to)) menu.escaped = null;
  });
}

/**
 * A tap opens a parent first (focus, which comes before the click, may have opened it already); a press outside
 * closes every item; in-page section links scroll; a parent without an address toggles.
 */
function followPointer({ wrapper, parents, open, close }: Menu, changes: DomChanges): void {
  let touch = false;
  let wasOpen = false;
  changes.on(document, 'pointerdown', (event) => {
    const target = event.target as Element;
    const link = target.closest?.('a');
    touch = event.pointerType === 'touch';
    wasOpen = !!link && !!parentOf(link)?.classList.contains(OPEN);
    if (!wrapper.contains(target)) for (const item of parents) close(item);
  });
  changes.on(wrapper, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const item = parentOf(link);
    const section = sectionOf(link);
    const tapped = touch && innerWidth <= TOUCH_WIDTH;
    // Whether it was open before this press (Enter's click has no press before it).
    const was = event.detail ? wasOpen : !!item?.classList.contains(OPEN);
    if (section) {
      event.preventDefault();
      scrollToSection(section);
    } else if (item && isHash(link)) {
      event.preventDefault();
      if (was) close(item);
      else open(item);
    } else if (item && tapped && !was) {
      event.preventDefault();
      open(item);
    } else if (tapped && isHash(link)) event.preventDefault();
  });
}

/** The one-page menu marks (`active`, `aria-current`) the item whose section crosses the viewport's middle. */
function markSectionInView(menu: HTMLElement, changes: DomChanges): void {
  const items = new Map<Element, HTMLAnchorElement>();
  for (const link of menu.querySelectorAll('a')) {
    const section = sectionOf(link);
    if (!section) continue;
    items.set(section, link);
    changes.keep(link, { attributes: ['aria-current'] });
    if (link.parentElement) changes.keep(link.parentElement, { classes: ['active'] });
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const link = items.get(entry.target) as HTMLAnchorElement;
        link.parentElement?.classList.toggle('active', entry.isIntersecting);
        if (entry.isIntersecting) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    },
    { rootMargin: '-50% 0px' },
  );
  for (const section of items.keys()) observer.observe(section);
  changes.defer(() => observer.disconnect());
}
