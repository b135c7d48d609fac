import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { createLiveRegion } from '../../toolkit/dom/live-region';
import { tween } from '../../toolkit/dom/motion';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import { listItems } from '../../toolkit/dom/save';
import { reactWidget, type WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useInlineStyle } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';
import './grid-filter.css';

interface FilterMarkup {
  readonly list: HTMLElement;
  readonly choices: readonly HTMLElement[];
  /** What the choices show: a grid's items (filtered), 2.5.7's format 4 posts (slid), or related lists. */
  readonly grid: HTMLElement;
  readonly mode: 'grid' | 'slide' | 'related';
  readonly lists: readonly (HTMLElement | null)[];
}

/**
 * The menu's choices and what they show (markup contract §9.2): the `.isotope` in its nearest `.iso-parent`,
 * else the page's `.blog-format4-posts` list; a related-posts menu's `li[data-val]` show
 * `.related-posts-wrap ul.<val>`.
 */
function readFilter(menu: HTMLElement, _options: unknown, ctx: MountContext): FilterMarkup {
  const list = menu.querySelector<HTMLElement>(':scope > ul');
  if (menu.matches('.related-menu')) {
    const choices = Array.from(menu.querySelectorAll<HTMLElement>(':scope > ul > li[data-val]'));
    const wrap = menu.closest('.related_posts')?.querySelector<HTMLElement>('.related-posts-wrap');
    const lists = choices.map((choice) =>
      wrap
        ? Array.from(wrap.children).find((ul) => ul.classList.contains(choice.getAttribute('data-val') ?? ''))
        : undefined,
    );
    if (list && wrap && choices.length > 0) {
      return {
        list,
        choices,
        grid: wrap,
        mode: 'related',
        lists: lists.map((ul) => (ul as HTMLElement) ?? null),
      };
    }
    return leaveAsPrinted(
      ctx,
      menu,
      wrap ? 'no li[data-val] choices in it' : 'no .related-posts-wrap to switch',
    );
  }
  const choices = Array.from(menu.querySelectorAll<HTMLElement>(':scope > ul > li[data-cat]'));
  const grid = menu.closest('.iso-parent')?.querySelector<HTMLElement>('.isotope');
  const posts = grid ? null : document.querySelector<HTMLElement>('.blog-format4-posts ul');
  const target = grid ?? posts;
  if (list && choices.length > 0 && target)
    return { list, choices, grid: target, mode: grid ? 'grid' : 'slide', lists: [] };
  return leaveAsPrinted(
    ctx,
    menu,
    target ? 'no li[data-cat] choices in it' : 'no .isotope grid in its .iso-parent to filter',
  );
}

const announcer = createLiveRegion('ioa-menu-live-region', 300);

/** Whether a grid item is in the chosen category (`all`, or its `category-<slug>` class). */
function inCategory(item: HTMLElement, category: string): boolean {
  return category === 'all' || item.classList.contains(`category-${category}`);
}

const categoryOf = (choice: HTMLElement | undefined) => choice?.getAttribute('data-cat') ?? 'all';

/** One grid item, hidden while the filter leaves it out; its own inline display back otherwise. */
function Item({ item, shown }: { readonly item: HTMLElement; readonly shown: boolean }) {
  useInlineStyle(shown ? null : item, ['display']);
  useEffect(() => {
    if (!shown) item.style.setProperty('display', 'none');
  }, [item, shown]);
  return null;
}

/** A format 4 post without a grid: it slides up when the filter leaves it out, and down when it comes back. */
function SlidItem({ item, shown }: { readonly item: HTMLElement; readonly shown: boolean }) {
  useSlide(item, shown);
  return null;
}

/** A related-posts list: shown when chosen, coming in with a scale and fade (at once under reduced motion). */
function RelatedList({ list, shown }: { readonly list: HTMLElement; readonly shown: boolean }) {
  useInlineStyle(list, ['display', 'opacity', 'transform']);
  const first = useRef(true);
  useLayoutEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    if (!shown) {
      list.style.setProperty('display', 'none');
      return;
    }
    list.style.removeProperty('display');
    if (wasFirst) return;
    return tween({
      duration: SWAP_MS,
      onUpdate: (progress) => {
        list.style.setProperty('opacity', String(progress));
        list.style.setProperty('transform', `scale(${0.9 + 0.1 * progress})`);
      },
      onDone: () => {
        list.style.removeProperty('opacity');
        list.style.removeProperty('transform');
      },
    });
  }, [list, shown]);
  return null;
}

const SWAP_MS = 300;
/** hoverIntent's interval (Appendix A): a closed menu opens once the pointer has rested on it this long. */
const HOVER_MS = 100;

/**
 * A closed-style menu (no `ioa-menu-open`): its `a.menu-button` is a disclosure button for the list, which also
 * opens while the pointer rests on the menu (hoverIntent) and closes when it leaves, or on Escape.
 */
function ClosedMenu({
  menu,
  list,
  id,
}: {
  readonly menu: HTMLElement;
  readonly list: HTMLElement;
  readonly id: string;
}) {
  const [button] = useState(() => menu.querySelector<HTMLElement>(':scope > a.menu-button'));
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useInlineStyle(list, ['display']);
  useLayoutEffect(() => {
    if (open) list.style.setProperty('display', 'flex');
    else list.style.setProperty('display', 'none');
  }, [list, open]);
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), HOVER_MS);
  };
  if (!button) return null;
  const toggle = (event: Event) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setOpen(!open);
  };
  return (
    <>
      <Bind el={list} attrs={{ id: list.id || id }} />
      <Bind
        el={button}
        attrs={{
          role: 'button',
          'aria-expanded': open,
          'aria-controls': list.id || id,
          'aria-label': button.textContent?.trim()
            ? null
            : menu.querySelector(':scope > span')?.textContent?.trim() || 'Filter',
        }}
        on={{ click: toggle, keydown: (event) => pressesButton(event, button) && toggle(event) }}
      />
      <Bind
        el={menu}
        on={{
          pointerenter: (event) => event.pointerType === 'mouse' && later(true),
          pointerleave: (event) => event.pointerType === 'mouse' && later(false),
          keydown: (event) => {
            if (event.key !== 'Escape' || !open) return;
            setOpen(false);
            button.focus();
          },
        }}
      />
    </>
  );
}

/**
 * The category filter over an isotope grid (`.ioa-menu li[data-cat]`): each choice is a toggle button
 * (`aria-pressed`, Enter, Space, a tap); choosing one moves `active` to it and shows the grid's items of that
 * category (`category-<slug>`), or all, and says how many show. The grid lays the rest out again.
 */
function GridFilter({ host, options, ctx }: WidgetProps<FilterMarkup>) {
  const { list, choices, grid, mode, lists } = options;
  const [chosen, setChosen] = useState(() => {
    const active = choices.findIndex((choice) => choice.classList.contains('active'));
    return active < 0 ? 0 : active;
  });
  const [items, setItems] = useState(() => listItems(grid));
  useEffect(() => announcer.acquire(), []);
  useEffect(() => {
    // Items that arrive later (load more) are filtered too.
    const observer = new MutationObserver(() => setItems(listItems(grid)));
    observer.observe(grid, { childList: true });
    return () => observer.disconnect();
  }, [grid]);

  const category = categoryOf(choices[chosen]);

  const choose = (at: number, event: Event) => {
    event.preventDefault();
    if (at === chosen) return;
    setChosen(at);
    if (mode === 'related') return;
    const wanted = categoryOf(choices[at]);
    const count = items.filter((item) => inCategory(item, wanted)).length;
    announcer.announce(`${count} ${count === 1 ? 'item' : 'items'} shown`);
  };

  const label = host.querySelector(':scope > span')?.textContent?.trim() || 'Filter';
  // A closed-style menu opens its list from its `a.menu-button`; one printed with no button (a related-posts
  // menu printed as the list alone) could never show its choices under the theme's `div.ioa-menu ul
  // { display: none }` (style.css): it becomes the theme's own open style (`ioa-menu-open`, whose rules follow
  // and replace the closed style's in style.css), its choices in a row.
  const closedStyle = !host.matches('.ioa-menu-open') && !!host.querySelector(':scope > a.menu-button');
  return (
    <>
      {!closedStyle && <Bind el={host} classes={{ 'ioa-menu-open': true }} />}
      <Bind el={list} attrs={{ role: 'group', 'aria-label': label }} />
      {choices.map((choice, at) => (
        <Bind
          // biome-ignore lint/suspicious/noArrayIndexKey: the menu's choices never change while mounted.
          key={at}
          el={choice}
          attrs={{
            role: 'button',
            tabindex: 0,
            'aria-pressed': at === chosen,
            'aria-controls': (mode === 'related' ? lists[at]?.id : grid.id) || null,
          }}
          classes={{ active: at === chosen }}
          on={{
            click: (event) => choose(at, event),
            touchend: (event) => choose(at, event),
            keydown: (event) => pressesButton(event, choice) && choose(at, event),
          }}
        />
      ))}
      {mode === 'related'
        ? lists.map(
            (ul, at) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the lists never change while mounted.
              ul && <RelatedList key={at} list={ul} shown={at === chosen} />,
          )
        : items.map((item, at) =>
            mode === 'slide' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: posts are never reordered.
              <SlidItem key={at} item={item} shown={inCategory(item, category)} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are only ever appended (load more), never reordered.
              <Item key={at} item={item} shown={inCategory(item, category)} />
            ),
          )}
      {closedStyle && <ClosedMenu menu={host} list={list} id={`${ctx.id}-choices`} />}
    </>
  );
}

export const widget = reactWidget({ options: {}, read: readFilter, component: GridFilter });
