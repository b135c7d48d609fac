import type { MountContext } from '../../loader/contract';
import { leaveAsPrinted, type Options } from '../../toolkit/dom/options';
import { reactWidget } from '../../toolkit/react/react-widget';
import { LoadMore, type LoadMoreSettings } from './LoadMore';
import { loadMoreOptions } from './options';
import { readTarget } from './read-list';

/** The list the button fills, read before the first render: a button with none is left as printed. */
function readSettings(
  host: HTMLElement,
  options: Options<typeof loadMoreOptions>,
  ctx: MountContext,
): LoadMoreSettings {
  const target = readTarget(host, options.type);
  if (target) return { ...options, target };
  return leaveAsPrinted(
    ctx,
    host,
    'no list of posts beside it (a .rad-posts-list, .post_masonry-container or ul in its widget)',
  );
}

export const widget = reactWidget({ options: loadMoreOptions, read: readSettings, component: LoadMore });
