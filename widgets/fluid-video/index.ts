import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { saveInlineStyle } from '../../toolkit/dom/save';

/** The embedded players fitVids made fluid in the theme's video blocks (markup contract §18). */
const PLAYERS = 'iframe[width][height], video[width][height], embed[width][height], object[width][height]';

/**
 * The theme's oEmbed video blocks (`.video`, `.ioa-video`, `.format-video`): each player fills the width and
 * keeps the shape its width and height attributes give, as fitVids did, with an inline `aspect-ratio` (no
 * measuring, no wrapper) that unmounting takes back off.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: block, changes }) {
    for (const player of block.querySelectorAll<HTMLElement>(PLAYERS)) {
      const width = Number(player.getAttribute('width'));
      const height = Number(player.getAttribute('height'));
      if (!(width > 0 && height > 0)) continue;
      changes.defer(saveInlineStyle(player, ['width', 'height', 'aspect-ratio', 'max-width']));
      player.style.setProperty('width', '100%');
      player.style.setProperty('max-width', '100%');
      player.style.setProperty('height', 'auto');
      player.style.setProperty('aspect-ratio', `${width} / ${height}`);
    }
  },
});
