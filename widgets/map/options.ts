import { option } from '../../toolkit/dom/options';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** An image address the marker can show: http(s) or relative to the page; a `javascript:` or `data:` one is not. */
const OTHER_SCHEME = /^\s*(?!https?:)[a-z][\w+.-]*:/i;

/**
 * The theme's map (markup contract §15 and Appendix B): the RAD widget's `data-zoom`, `data-hue`, `data-marker`,
 * and the contact template's options (address or coordinates, key) as attributes of its `#map`.
 */
export const mapOptions = {
  address: option.string({
    description:
      'The address to show, or several joined by `[r_mp]`. The RAD map widget prints its list in a `textarea` inside the element instead.',
    default: '',
  }),
  lat: option.number({
    description:
      'The latitude to show instead of an address (with `data-lng`), as the contact template’s options allow.',
    default: Number.NaN,
    min: -90,
    max: 90,
  }),
  lng: option.number({
    description: 'The longitude to show instead of an address (with `data-lat`).',
    default: Number.NaN,
    min: -180,
    max: 180,
  }),
  zoom: option.number({ description: 'The zoom level, 0 (the world) to 21.', default: 14, min: 0, max: 21 }),
  hue: option.string({
    description: 'The hue the map is tinted with (`#rrggbb`); roads are simplified and their labels hidden.',
    default: '',
    validate: (raw) => (raw.trim() === '' || COLOUR.test(raw.trim()) ? null : 'is not a colour like #1a5fa8'),
  }),
  marker: option.string({
    description: 'The marker’s image (the theme’s `sprites/i/map-pin.png`); Google’s pin when empty.',
    default: '',
    validate: (raw) => (OTHER_SCHEME.test(raw) ? 'is not an http(s) address' : null),
  }),
  tooltip: option.boolean({
    description: 'A marker opens an info window with its address.',
    default: false,
    empty: false,
  }),
  view: option.enum(['DEFAULT', 'SATELLITE', 'TERRAIN', 'HYBRID'], {
    description: 'The map type.',
    default: 'DEFAULT',
  }),
  key: option.string({
    description:
      'The site’s Google Maps API key. Without one (here or in a Maps API script the page already prints), or when Google refuses it, the map is the keyless embed the `[map]` shortcode prints.',
    default: '',
  }),
};
