/** The mobile menu copies this many levels of the desktop menu. */
export const MOBILE_LEVELS = 4;

/** The items of a list, or of a mega menu (`div.sub-menu`), whose columns' headings are items too. */
function itemsOf(list: Element): Element[] {
  return [...list.querySelectorAll(':scope > li, :scope > ul > li')];
}

/** A copy of the menu's items as plain links (their text as text), down to `levels` levels. */
export function copyItems(list: Element, levels: number): HTMLUListElement {
  const copy = document.createElement('ul');
  for (const item of itemsOf(list)) {
    const link = item.querySelector(':scope > a');
    if (!link) continue;
    const li = document.createElement('li');
    li.className = [...item.classList].filter((name) => /^(menu-item|current)/.test(name)).join(' ');
    const a = li.appendChild(document.createElement('a'));
    a.href = link.getAttribute('href') ?? '#';
    a.textContent = link.textContent?.trim() ?? '';
    const sub = item.querySelector(':scope > .sub-menu');
    if (sub && levels > 1) {
      const nested = li.appendChild(copyItems(sub, levels - 1));
      nested.className = 'sub-menu';
    }
    copy.append(li);
  }
  return copy;
}

/**
 * The mobile menu built from the site's main desktop menu (`ul#mobile-menu`, marked `data-built`) when the
 * page has the mobile head's toggle but the server printed no mobile menu; inserted where the theme prints its
 * own, for the mobile-menu widget to run. Null when not wanted.
 */
export function buildMobileMenu(wrapper: HTMLElement): HTMLElement | null {
  const head = document.querySelector('.mobile-head');
  const list = wrapper.querySelector('ul.menu');
  if (
    !head?.querySelector('a.mobile-menu') ||
    !list ||
    document.querySelector('#mobile-menu, #mobile-side-menu') ||
    wrapper.closest('.compact-bar, .sidebar-wrap') ||
    list.id === 'menu2'
  ) {
    return null;
  }
  const menu = copyItems(list, MOBILE_LEVELS);
  menu.id = 'mobile-menu';
  menu.className = 'menu clearfix';
  menu.dataset.built = '';
  (head.parentElement?.querySelector(':scope > .majax-search') ?? head).after(menu);
  return menu;
}
