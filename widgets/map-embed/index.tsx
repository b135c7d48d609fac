import type { ElementWidget } from '../../loader/contract';
import { renderRoot } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';

/** What the embed shows, from its `q` (the `[map]` shortcode's address, spaces as `+`). */
export function embedTitle(src: string): string {
  try {
    const place = new URL(src, document.baseURI).searchParams.get('q')?.trim();
    return place ? `Map: ${place}` : 'Map';
  } catch {
    return 'Map';
  }
}

/**
 * The `[map]` shortcode's and GoogleMap widget's iframe (`div.google-map iframe`), left as printed but named for
 * screen readers (a frame without a title is announced as its address) and marked `loading="lazy"`, which
 * spares its load when the theme's markup arrives before the browser fetched it (pages built by script, AJAX).
 */
export const widget: ElementWidget = {
  mount: (host, ctx) =>
    renderRoot(
      <Bind
        el={host}
        attrs={{
          title: host.getAttribute('title') || embedTitle(host.getAttribute('src') ?? ''),
          loading: host.getAttribute('loading') ?? 'lazy',
        }}
      />,
      ctx,
    ),
};
