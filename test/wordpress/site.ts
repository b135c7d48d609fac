import type { Page } from '@playwright/test';

/**
 * The pages `npm run wp` seeds (fixtures/wordpress/setup.php), each with the widgets that mount on it: the demo
 * theme prints them from template tags and loops, the shortcodes page holds the fixtures' shortcode markup.
 */
export const SEEDED_PAGES: ReadonlyArray<{
  readonly path: string;
  readonly widgets: ReadonlyArray<readonly [selector: string, widget: string]>;
}> = [
  {
    path: '/',
    widgets: [
      ['#home-slider', 'slider'],
      ['#latest .rad-ajax-load-more', 'load-more'],
    ],
  },
  { path: '/journal/', widgets: [] },
  { path: '/waxing-canvas-at-home/', widgets: [['#cancel-comment-reply-link', 'comment-reply']] },
  { path: '/portfolio/roll-top-bag/', widgets: [['.portfolio-likes .like-icon', 'like']] },
  {
    path: '/shortcodes/',
    widgets: [
      ['#tabs-product', 'tabs'],
      ['#accordion-faq', 'accordion'],
      ['#bars-materials', 'progress-bars'],
    ],
  },
  {
    path: '/owner-widgets/',
    widgets: [
      ['#tabs-owner', 'tabs'],
      ['#acc-owner', 'accordion'],
    ],
  },
  {
    path: '/no-jquery/',
    widgets: [
      ['#tabs-owner', 'tabs'],
      ['#acc-owner', 'accordion'],
    ],
  },
  {
    path: '/gallery/',
    widgets: [
      ['#gallery-1 .gallery-item:first-child .gallery-icon > a', 'lightbox'],
      ['#gallery-2 .gallery-item:first-child .gallery-icon > a', 'lightbox'],
    ],
  },
  { path: '/contact/', widgets: [['#mail-chimp-widget-7 .mail-chimp-widget', 'newsletter']] },
  {
    path: '/video-gallery/',
    widgets: [
      ['.epyt-gallery', 'video-gallery'],
      ['button.__youtube_prefs_gdpr__', 'video-consent'],
    ],
  },
];

/**
 * What the plugin replaces: the theme's scripts, prettyPhoto, the countdown, WordPress's comment-reply and its
 * set-up of the [video] and [audio] players, and Embed Plus for YouTube's script (the demo theme's stand-in prints
 * its globals on every page).
 */
export const REPLACED =
  /\/sprites\/js\/|jquery\.countdown|prettyPhoto|\/comment-reply(\.min)?\.js$|\/wp-mediaelement(\.min)?\.js$|\/youtube-embed-plus\/scripts\/ytprefs(\.min)?\.js$/;

/** The paths of the requests the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}
