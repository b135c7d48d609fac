import type { WidgetDefinition } from '../loader/contract';
import { LIGHTBOX_HOOKS } from './lightbox/links';

/**
 * Every widget: its name (the `data-widget` value), the theme's and plugins' own markup hooks, and its code.
 * Adding a widget is a folder in `widgets/` and one line here. See the README, "Adding a widget".
 *
 * Tabs and accordions hide panels the server printed open, so they mount as soon as their code is here
 * rather than when scrolled to, to change the layout before the visitor sees it.
 */
export const registry: readonly WidgetDefinition[] = [
  { name: 'countdown', load: () => import('./countdown/index'), jquery: ['countdown'] },
  { name: 'counter', hooks: ['.counter[data-end]', '.ioa_counter'], load: () => import('./counter/index') },
  { name: 'progress-bars', hooks: ['.progress-bar-group'], load: () => import('./progress-bars/index') },
  { name: 'tabs', hooks: ['.ioa_tabs'], strategy: 'now', load: () => import('./tabs/index') },
  { name: 'accordion', hooks: ['.ioa_accordion'], strategy: 'now', load: () => import('./accordion/index') },
  // The title is the theme toggle's hook: a bare `.toggle` class is too common, and `:has()` slows every scan.
  // Typed into the classic editor with blank lines around it, the title comes wrapped in a paragraph (wpautop).
  {
    name: 'toggle',
    hooks: ['.toggle > .toggle-title', '.toggle > p > .toggle-title'],
    load: () => import('./toggle/index'),
  },
  { name: 'notification-box', hooks: ['.ioa_box_wrapper'], load: () => import('./notification-box/index') },
  {
    name: 'contact-form-7',
    hooks: ['div.wpcf7 > form.wpcf7-form'],
    load: () => import('./contact-form-7/index'),
  },
  { name: 'newsletter', hooks: ['.mail-chimp-widget'], load: () => import('./newsletter/index') },
  // Mounted at once: a reply clicked before it would reload the page with ?replytocom=.
  {
    name: 'comment-reply',
    kind: 'page',
    hooks: ['#cancel-comment-reply-link'],
    strategy: 'now',
    load: () => import('./comment-reply/index'),
  },
  // The shop (WooCommerce's add-to-cart.js, cart-fragments.js and woocommerce.js, and the theme's shop parts).
  // A loop button without a product id is a plain link (`?add-to-cart=`), as WooCommerce leaves it.
  {
    name: 'add-to-cart',
    hooks: [
      '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not([data-product_id=""], .wc-interactive)',
    ],
    load: () => import('./add-to-cart/index'),
  },
  {
    name: 'cart-fragments',
    kind: 'page',
    hooks: ['.widget_shopping_cart'],
    strategy: 'now',
    load: () => import('./cart-fragments/index'),
  },
  {
    name: 'remove-from-cart',
    hooks: ['.remove_from_cart_button'],
    strategy: 'now',
    load: () => import('./remove-from-cart/index'),
  },
  // The loop's buttons, which the theme hides until the product is hovered: shown on hover and on focus.
  { name: 'product-loop', hooks: ['ul.products'], load: () => import('./product-loop/index') },
  // WooCommerce's "Add review" link slides the review form open and closed.
  // Mounted at once: it closes the form, which must happen before the visitor reads on.
  {
    name: 'review-form',
    hooks: ['a.show_review_form'],
    strategy: 'now',
    load: () => import('./review-form/index'),
  },
  { name: 'shop-button', hooks: ['a.ioa-shop-button'], load: () => import('./shop-button/index') },
  {
    name: 'store-notice',
    hooks: ['.woocommerce-store-notice'],
    strategy: 'now',
    load: () => import('./store-notice/index'),
  },
  {
    name: 'product-ordering',
    hooks: ['.woocommerce-ordering select.orderby'],
    load: () => import('./product-ordering/index'),
  },
  {
    name: 'quantity',
    hooks: ['input.qty:not(.product-quantity input)'],
    strategy: 'now',
    load: () => import('./quantity/index'),
  },
  { name: 'wishlist-link', hooks: ['a.ioa-wishlist-link'], load: () => import('./wishlist-link/index') },
  { name: 'wishlist', hooks: ['.ioa-wishlist'], strategy: 'now', load: () => import('./wishlist/index') },
  // The isotope grids (portfolio, blog and RAD post grids), their category filter and the pagination's dropdown.
  { name: 'grid', hooks: ['.isotope'], load: () => import('./grid/index') },
  // The theme hides the filter below 768 px (responsive.css): it mounts when it is shown.
  {
    name: 'grid-filter',
    hooks: ['.ioa-menu'],
    whenRendered: true,
    load: () => import('./grid-filter/index'),
  },
  {
    name: 'pagination-dropdown',
    hooks: ['.pagination-dropdown select'],
    load: () => import('./pagination-dropdown/index'),
  },
  // The page builder's load-more buttons (the later build's `a.rad-ajax-load-more`).
  { name: 'load-more', hooks: ['a.rad-ajax-load-more[data-query]'], load: () => import('./load-more/index') },
  // A portfolio item's like (the later build's `.like-icon[data-id]`).
  { name: 'like', hooks: ['.like-icon[data-id]'], load: () => import('./like/index') },
  // 2.5.7's blog timeline, loaded as its circle comes into view, and the portfolio panes its listener fills on boot:
  // the Modelie strip, a single portfolio's model strip, and the full-screen and proportional galleries.
  { name: 'timeline', hooks: ['.blog-format10-posts'], load: () => import('./timeline/index') },
  {
    name: 'modelie',
    // `.view-pane` is the theme's for the two strips alone (style.css `div.view-pane`).
    hooks: [
      '.view-pane[data-id]',
      '.full-screen-view-pane[data-id]',
      '.single-prop-screen-view-pane[data-id]',
    ],
    load: () => import('./modelie/index'),
  },
  // A single portfolio's next and previous, switching the page in place at 767 px or more.
  {
    name: 'portfolio-switch',
    hooks: ['.portfolio-navigation'],
    load: () => import('./portfolio-switch/index'),
  },
  // The theme's Quartz slider (`.quartz`, `.rad-slider` on the post slider): hidden by the theme's stylesheet
  // until it is revealed.
  { name: 'slider', hooks: ['.ioaslider'], load: () => import('./slider/index') },
  // Its Selene gallery, hidden the same way.
  { name: 'gallery', hooks: ['.ioa-gallery', '.seleneGallery'], load: () => import('./gallery/index') },
  // Its carousels: the later build's Swiper markup, and the lists 2.5.7 gave bxSlider.
  {
    name: 'carousel',
    hooks: [
      '.swiper-container[data-items]',
      '.scrollable',
      'ul.rad-testimonials-list',
      '.tweets-wrapper.slider ul',
    ],
    load: () => import('./carousel/index'),
  },
  // Embed Plus for YouTube: its gallery, and the consent block's button that stands in for a player.
  { name: 'video-gallery', hooks: ['.epyt-gallery'], load: () => import('./video-gallery/index') },
  {
    name: 'video-consent',
    hooks: ['button.__youtube_prefs_gdpr__'],
    load: () => import('./video-consent/index'),
  },
  // A YouTube or Vimeo video loaded only when played (site owners' markup).
  { name: 'video', load: () => import('./video/index') },
  // The theme's oEmbed video blocks, fluid as fitVids made them: sized at once, before the visitor sees them.
  {
    name: 'fluid-video',
    hooks: ['.video', '.ioa-video', '.format-video'],
    strategy: 'now',
    load: () => import('./fluid-video/index'),
  },
  // WordPress's [video] and [audio], and the theme's video player, in MediaElement's player.
  {
    name: 'media-player',
    // MediaElement gives its container the element's classes: the element's tag keeps the hook to it.
    hooks: ['video.wp-video-shortcode', 'audio.wp-audio-shortcode', 'div.video-player video'],
    load: () => import('./media-player/index'),
  },
  // A section's background video (a slide's is its slider's).
  {
    name: 'background-video',
    hooks: ['.page-section > .video-bg video'],
    load: () => import('./background-video/index'),
  },
  // A playlist of audio files (site owners' markup).
  { name: 'audio-playlist', load: () => import('./audio-playlist/index') },
  // The theme's charts: one chunk per type, and Chart.js loaded only when a chart comes 70% into view.
  { name: 'line-chart', hooks: ['.line-chart-wrap'], load: () => import('./line-chart/index') },
  { name: 'bar-chart', hooks: ['.bar-chart-wrap'], load: () => import('./bar-chart/index') },
  { name: 'radar-chart', hooks: ['.radar-chart-wrap'], load: () => import('./radar-chart/index') },
  { name: 'pie-chart', hooks: ['.pie-chart-wrap'], load: () => import('./pie-chart/index') },
  { name: 'doughnut-chart', hooks: ['.donut-chart-wrap'], load: () => import('./doughnut-chart/index') },
  { name: 'polar-chart', hooks: ['.polar-chart-wrap'], load: () => import('./polar-chart/index') },
  // The theme's radial charts (easyPieChart) and stacked circles.
  { name: 'radial-chart', hooks: ['.radial-chart'], load: () => import('./radial-chart/index') },
  { name: 'stacked-circles', hooks: ['.circles-group'], load: () => import('./stacked-circles/index') },
  // The theme's Google maps: the RAD map widget and the contact template's map. The Maps API loads when one
  // nears the viewport; without a key the map is Google's keyless embed.
  {
    name: 'map',
    hooks: ['.google_map.rad_google_map', '.map-wrapper > #map'],
    load: () => import('./map/index'),
  },
  // The `[map]` shortcode's embed, named for screen readers.
  { name: 'map-embed', hooks: ['.google-map iframe'], load: () => import('./map-embed/index') },
  // prettyPhoto's links. Mounted at once: a click before it would leave the page for the image, and an address
  // with a deep link opens its item on load. The viewer (PhotoSwipe) loads only when an item opens.
  {
    name: 'lightbox',
    kind: 'page',
    hooks: LIGHTBOX_HOOKS,
    strategy: 'now',
    jquery: ['prettyPhoto', 'prettyPhoto.open', 'prettyPhoto.close'],
    load: () => import('./lightbox/index'),
  },
  // The header's live search, its mobile pane and the forum's search box (the theme listener's search types); the
  // search sidebar; WPML's language selector. Chrome on every page: each a small chunk of its own.
  {
    name: 'live-search',
    hooks: ['div.ajax-search[data-url]', 'div.majax-search[data-url]', 'div.forum-search[data-url]'],
    load: () => import('./live-search/index'),
  },
  { name: 'search-sidebar', hooks: ['div.search-sidebar'], load: () => import('./search-sidebar/index') },
  {
    name: 'language-selector',
    hooks: ['div.wpml-selector'],
    load: () => import('./language-selector/index'),
  },
  // Navigation: the theme's desktop menus, one-page menu and sidebar menus, and the mobile menu (the server's, or
  // the one the desktop menu builds). Mounted at once: the header is the first thing a visitor uses.
  {
    name: 'menu',
    hooks: ['div.menu-wrapper[data-effect]', '.rad-one-page-menu', 'div.sidebar-wrap.widget_nav_menu'],
    strategy: 'now',
    load: () => import('./menu/index'),
  },
  {
    name: 'mobile-menu',
    hooks: ['ul#mobile-menu', 'div.mobile-side-wrap'],
    strategy: 'now',
    load: () => import('./mobile-menu/index'),
  },
  // Reveal animations and small content widgets (issue 16). Reveals mount at once: their hidden start state
  // must come before the visitor scrolls to them. A title area whose effects are all `none` loads nothing.
  {
    name: 'reveal',
    kind: 'page',
    hooks: [
      '.way-animated',
      '.chain-animated',
      '.media-listener[data-effect]',
      '.prop-wrapper',
      '.not-found-teaser',
      '.magic-list-wrapper',
      '.portfolio-metro',
      '.title-wrap[data-effect]:not([data-effect="none"])',
      '.title-wrap .animate-block',
    ],
    strategy: 'now',
    load: () => import('./reveal/index'),
  },
  { name: 'power-accordion', hooks: ['.power_accordion'], load: () => import('./power-accordion/index') },
  // Mounted at once: it hides the description the server shows.
  {
    name: 'person-toggle',
    hooks: ['.person-info-toggle'],
    strategy: 'now',
    load: () => import('./person-toggle/index'),
  },
  // Hover overlays and icon hovers: mostly a stylesheet; the text widget's icons take their hover class.
  {
    name: 'content-hovers',
    kind: 'page',
    hooks: [
      'div.hoverable div.image',
      'div.image-frame',
      'ul.single-related-posts',
      'ul.top-area-social-list',
      '.text-inner-wrap [data-icon_hover]',
    ],
    load: () => import('./content-hovers/index'),
  },
  // Builder sections' padding, scaled on screens narrower than the theme's 1060 px. Mounted at once: it changes
  // the layout, which must settle before the visitor reads on.
  {
    name: 'section-padding',
    kind: 'page',
    hooks: ['.page-section'],
    strategy: 'now',
    load: () => import('./section-padding/index'),
  },
  {
    name: 'weather-icon',
    hooks: ['canvas.climacon-shortcode', 'canvas#icon404', 'canvas#icon404-subset'],
    load: () => import('./weather-icon/index'),
  },
  // Page chrome (issue 16). The scroll chrome: compact bar and back-to-top past 1.5 headers, the sidebar header past
  // 200 px, the scroll-down link; observers only, no scroll listener.
  {
    name: 'page-scroll',
    kind: 'page',
    hooks: ['a.back-to-top', '.compact-bar', '.sidebar-header', 'a.scroll-down'],
    strategy: 'now',
    load: () => import('./page-scroll/index'),
  },
  // Smooth wheel and arrow-key scrolling, where the theme option asks for it.
  {
    name: 'smooth-scroll',
    kind: 'page',
    hooks: ['.super-wrapper.smooth-scroll'],
    load: () => import('./smooth-scroll/index'),
  },
  // Sticky sidebars on CSS `position: sticky`, with the jQuery Sticky plugin's wrapper and `is-sticky`.
  {
    name: 'sticky-sidebar',
    // The theme puts the class on `#sidebar`; the specification's page types put it on the body (never made sticky).
    hooks: [
      '.sidebar.sticky-right-sidebar',
      '.sidebar.sticky-left-sidebar',
      'body.sticky-right-sidebar #sidebar',
      'body.sticky-left-sidebar #sidebar',
    ],
    strategy: 'now',
    // The theme hides sidebars below 768 px (responsive.css): it mounts when one is shown.
    whenRendered: true,
    load: () => import('./sticky-sidebar/index'),
  },
  // The footer's sticky contact panel, a non-modal dialog posting `type=sticky_contact`.
  // The theme hides it below 480 px (responsive.css): it mounts when it is shown.
  {
    name: 'sticky-contact',
    hooks: ['div.sticky-contact'],
    whenRendered: true,
    load: () => import('./sticky-contact/index'),
  },
  // The splash screen and NProgress's top bar, creeping until the page has loaded.
  {
    name: 'page-loader',
    kind: 'page',
    hooks: ['.splash-screen', '.super-wrapper:not(.no-np-loader)'],
    strategy: 'now',
    load: () => import('./page-loader/index'),
  },
];
