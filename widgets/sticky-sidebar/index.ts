import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { whenScrolledPast } from '../../toolkit/dom/scroll-line';

/** Behaviour spec point 9: 50 px from the top (45 under a compact menu), the footer's height plus 50 from the bottom. */
const TOP = 50;
const TOP_UNDER_COMPACT_BAR = 45;
const BOTTOM_GAP = 50;
/** Only above 767 px (the theme's mobile breakpoint). */
const WIDE = '(min-width: 768px)';

/**
 * A sticky sidebar (`#sidebar.sticky-right-sidebar`, `.sticky-left-sidebar`), as the jQuery Sticky plugin made
 * it, with CSS `position: sticky` doing the work. The plugin's wrapper (`#sidebar-sticky-wrapper.sticky-wrapper`,
 * `is-sticky` while stuck) is kept for the theme's CSS, with `display: contents` so it changes no layout. The
 * sidebar stops the footer's height plus 50 px above the page's end: a bottom margin keeps it that far up when
 * its column reaches further down. Sizes are read when something resizes, never while the page scrolls.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: sidebar, changes }) {
    const parent = sidebar.parentElement;
    if (!parent) return;
    const wide = matchMedia(WIDE);
    const top = document.querySelector('.compact-bar') ? TOP_UNDER_COMPACT_BAR : TOP;
    const wrapper = document.createElement('div');
    wrapper.id = `${sidebar.id || 'sidebar'}-sticky-wrapper`;
    wrapper.className = 'sticky-wrapper';
    wrapper.style.display = 'contents';
    changes.insert(wrapper, { before: sidebar });
    changes.insert(sidebar, { append: wrapper });
    changes.keep(sidebar, { styles: ['position', 'top', 'margin-bottom'] });
    const style = sidebar.style;

    let past = false;
    const mark = () => wrapper.classList.toggle('is-sticky', past && wide.matches);
    const line = whenScrolledPast(
      0,
      (now) => {
        past = now;
        mark();
      },
      changes.signal,
    );
    const measure = () => {
      const column = parent.getBoundingClientRect();
      line.move(column.top + scrollY - top);
      style.marginBottom = '';
      style.position = wide.matches ? 'sticky' : '';
      style.top = wide.matches ? `${top}px` : '';
      const footer = document.getElementById('footer');
      if (!wide.matches || !footer) return;
      const limit = footer.getBoundingClientRect().top - BOTTOM_GAP;
      // Never more than the room below the sidebar: a longer margin would make its column taller.
      const room = column.height - sidebar.offsetHeight;
      const margin = Math.min(column.bottom - limit, room);
      if (margin > 0) style.marginBottom = `${Math.round(margin)}px`;
    };
    const sizes = new ResizeObserver(measure);
    sizes.observe(parent);
    sizes.observe(document.documentElement);
    changes.defer(() => sizes.disconnect());
    changes.on(wide, 'change', () => {
      measure();
      mark();
    });
  },
});
