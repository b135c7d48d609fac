import { useEffect, useState } from 'react';
import type { MountContext } from '../../loader/types';
import { pressesButton } from '../../toolkit/keyboard';
import { createLiveRegion } from '../../toolkit/live-region';
import { leaveAsPrinted } from '../../toolkit/options';
import { reactWidget, type WidgetProps } from '../../toolkit/react-widget';
import { Bind, listItems, useInlineStyle } from '../../toolkit/server-dom';

interface FilterMarkup {
  readonly list: HTMLElement;
  readonly choices: readonly HTMLElement[];
  readonly grid: HTMLElement;
}

/** The menu's choices and the grid it filters: the `.isotope` in its nearest `.iso-parent` (markup contract §9.2). */
function readFilter(menu: HTMLElement, _options: unknown, ctx: MountContext): FilterMarkup {
  const list = menu.querySelector<HTMLElement>(':scope > ul');
  const choices = Array.from(menu.querySelectorAll<HTMLElement>(':scope > ul > li[data-cat]'));
  const grid = menu.closest('.iso-parent')?.querySelector<HTMLElement>('.isotope');
  if (list && choices.length > 0 && grid) return { list, choices, grid };
  return leaveAsPrinted(
    ctx,
    menu,
    grid ? 'no li[data-cat] choices in it' : 'no .isotope grid in its .iso-parent to filter',
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

/**
 * The category filter over an isotope grid (`.ioa-menu li[data-cat]`): each choice is a toggle button
 * (`aria-pressed`, Enter, Space, a tap); choosing one moves `active` to it and shows the grid's items of that
 * category (`category-<slug>`), or all, and says how many show. The grid lays the rest out again.
 */
function GridFilter({ host, options }: WidgetProps<FilterMarkup>) {
  const { list, choices, grid } = options;
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
    const wanted = categoryOf(choices[at]);
    const count = items.filter((item) => inCategory(item, wanted)).length;
    announcer.announce(`${count} ${count === 1 ? 'item' : 'items'} shown`);
  };

  const label = host.querySelector(':scope > span')?.textContent?.trim() || 'Filter';
  return (
    <>
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
            'aria-controls': grid.id || null,
          }}
          classes={{ active: at === chosen }}
          on={{
            click: (event) => choose(at, event),
            touchend: (event) => choose(at, event),
            keydown: (event) => pressesButton(event, choice) && choose(at, event),
          }}
        />
      ))}
      {items.map((item, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are only ever appended (load more), never reordered.
        <Item key={at} item={item} shown={inCategory(item, category)} />
      ))}
    </>
  );
}

export const widget = reactWidget({ options: {}, read: readFilter, component: GridFilter });
