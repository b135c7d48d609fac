/**
 * HTML the server sends back (WooCommerce's cart fragments, the theme listener's fragments, a page a lightbox
 * item shows, the next portfolio page) is the only HTML the bundle inserts as HTML, and it goes in through this
 * module alone. Text from attributes, cookies and URLs is never parsed: it goes in as text.
 *
 * Such HTML is trusted to be the site's, not to be harmless: an Author may have written it (WordPress lets
 * Authors and Contributors write `rel="prettyPhoto"` links, and their posts come back in load more and search
 * answers). So it is parsed in a document that runs and loads nothing, then cleaned against an allow-list
 * before any of it reaches the page: what it may hold is content (text, headings, lists, tables, images, media,
 * frames to web addresses, forms, a small drawing subset of SVG), with the attributes such content uses, every
 * `data-*` and `aria-*` among them, so widgets inside it still mount. Everything that runs or navigates by
 * itself goes: scripts, inline handlers, `srcdoc`, `<object>`/`<embed>`, `<meta>`/`<base>`/`<link>`/`<style>`,
 * MathML, SVG links and animations, and every address that is not a web, mail or phone address (`javascript:`,
 * `data:` outside images, `vbscript:`). An `id` or `name` that would shadow a property of `document` (DOM
 * clobbering) is dropped.
 *
 * Where the page enforces Trusted Types, the string reaches the parser through the bundle's one policy,
 * `wp-widget-bundle` (`toolkit/trusted-types.ts`), whose HTML rule serves this parser and nothing else.
 */

import { htmlForInertParser } from './trusted-types';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

const words = (list: string) => new Set(list.split(' '));

/** Elements removed with everything in them: they run, load, navigate or restyle the page by themselves. */
const DROPPED = words(
  'script style link meta base title head object embed applet param frame frameset noframes noembed ' +
    'noscript template xmp plaintext portal fencedframe math',
);

/** HTML elements kept (with their allowed attributes). Any other is unwrapped: its content stays. */
const HTML_ELEMENTS = words(
  'a abbr address article aside audio b bdi bdo blockquote br button canvas caption cite code col ' +
    'colgroup data dd del details dfn div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 ' +
    'h5 h6 header hgroup hr i iframe img input ins kbd label legend li main mark nav ol optgroup ' +
    'option output p picture pre progress meter q rp rt ruby s samp section select small source span ' +
    'strong sub summary sup table tbody td textarea tfoot th thead time tr track u ul var video wbr ' +
    'center font',
);

/** The SVG kept: shapes and text to draw icons, no links, no animation, no references to other documents. */
const SVG_ELEMENTS = words(
  'svg g path circle ellipse line polyline polygon rect text tspan title desc defs linearGradient ' +
    'radialGradient stop clipPath mask',
);

/** Attributes kept on any HTML element, beside every `data-*` and `aria-*`. */
const HTML_ATTRIBUTES = words(
  'id class title lang dir role tabindex hidden style translate spellcheck inert itemprop itemscope ' +
    'itemtype itemid itemref href target rel hreflang download type src srcset sizes alt width height ' +
    'loading decoding fetchpriority crossorigin referrerpolicy poster controls autoplay muted loop ' +
    'playsinline preload kind srclang label default media allow allowfullscreen frameborder scrolling ' +
    'marginwidth marginheight sandbox action method enctype novalidate accept-charset formaction ' +
    'formmethod formenctype formnovalidate formtarget name value placeholder checked selected ' +
    'disabled readonly required maxlength minlength min max step pattern multiple size rows cols wrap ' +
    'autocomplete inputmode accept for list colspan rowspan headers scope abbr span cellspacing ' +
    'cellpadding border summary align valign bgcolor start reversed open datetime cite color face low ' +
    'high optimum',
);

/** Attributes kept on SVG elements. */
const SVG_ATTRIBUTES = words(
  'id class style role aria-hidden aria-label focusable xmlns viewBox width height ' +
    'preserveAspectRatio x y x1 y1 x2 y2 cx cy r rx ry d points transform opacity fill fill-opacity ' +
    'fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray ' +
    'stroke-dashoffset stroke-miterlimit clip-rule clip-path mask offset stop-color stop-opacity ' +
    'gradientUnits gradientTransform spreadMethod fx fy font-size font-family font-weight text-anchor ' +
    'dominant-baseline dx dy',
);

/** Attributes holding one address, and where an address may point: anywhere on the web, or mail and phone. */
const ADDRESSES = words('href src action formaction poster cite');
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_SCHEMES = new Set(['http:', 'https:']);
/** Image elements may also show an image written into the page as a `data:` address. */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;

function addressAllowed(element: Element, name: string, value: string, base: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return name === 'href' || name === 'action';
  if (element.localName === 'img' && name === 'src' && DATA_IMAGE.test(trimmed)) return true;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return false;
  }
  return (name === 'href' ? LINK_SCHEMES : WEB_SCHEMES).has(url.protocol);
}

/** A `srcset`: every candidate's address must be a web address. */
function srcsetAllowed(element: Element, value: string, base: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((address) => address === '' || addressAllowed(element, 'src', address, base));
}

/** Form controls: their `name` is the field's, which the form they are in is meant to carry. */
const CONTROLS = words('input select textarea button output fieldset');

/**
 * Whether an `id` or `name` would take over a property of `document` (`<img name="getElementById">`): such an
 * element could stop the page's code. A form control's `name` is its field's (`name="action"` is WordPress's).
 */
function clobbers(element: Element, name: string, value: string): boolean {
  return value in document && !(name === 'name' && CONTROLS.has(element.localName));
}

function attributeAllowed(element: Element, name: string, value: string, base: string): boolean {
  const svg = element.namespaceURI === SVG_NS;
  if (!svg && (name.startsWith('data-') || name.startsWith('aria-'))) return !/[^\w.-]/.test(name);
  if (!(svg ? SVG_ATTRIBUTES : HTML_ATTRIBUTES).has(name)) return false;
  if ((name === 'id' || name === 'name') && clobbers(element, name, value)) return false;
  if (svg) return true;
  if (name === 'srcset') return srcsetAllowed(element, value, base);
  if (ADDRESSES.has(name)) return addressAllowed(element, name, value, base);
  return true;
}

function cleanAttributes(element: Element, base: string): void {
  for (const { name, value } of [...element.attributes]) {
    if (!attributeAllowed(element, name, value, base)) element.removeAttribute(name);
  }
}

/** Cleans `root`'s descendants in place: dropped elements go, unknown ones leave their content behind. */
function clean(root: ParentNode, base: string): void {
  for (const node of [...root.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE || node.nodeType === Node.PROCESSING_INSTRUCTION_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const { localName: name, namespaceURI: namespace } = element;
    const html = namespace === HTML_NS;
    const kept = html ? HTML_ELEMENTS.has(name) : namespace === SVG_NS && SVG_ELEMENTS.has(name);
    // Foreign elements (MathML, SVG beyond the drawing subset) go whole: their content is not HTML's.
    if (html ? DROPPED.has(name) : !kept) {
      element.remove();
      continue;
    }
    clean(element, base);
    if (!kept) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    cleanAttributes(element, base);
  }
}

/** A fresh document with no browsing context: nothing parsed into it runs or loads. */
function inertDocument(): Document {
  return document.implementation.createHTMLDocument('');
}

/**
 * A fragment of the server's HTML (list items, a cart fragment), cleaned, ready to insert. Parsed as a
 * `<template>`'s content, so any element parses where the server put it (`<li>`, `<tr>`).
 */
export function parseServerHtml(html: string): DocumentFragment {
  const template = inertDocument().createElement('template');
  template.innerHTML = htmlForInertParser(html);
  clean(template.content, document.baseURI);
  return template.content;
}

/**
 * A whole page of the site (the next portfolio item's), parsed in a document of its own, its body cleaned: its
 * parts can be moved into the page and shown. Its `<head>` is read (the title), never inserted.
 */
export function parseServerDocument(html: string, address: string = document.baseURI): Document {
  const page = new DOMParser().parseFromString(htmlForInertParser(html), 'text/html');
  clean(page.body, address);
  return page;
}

/** A page of the site shown inside another (prettyPhoto's `?ajax=true` items): its body's content, cleaned. */
export function parseServerPage(html: string, address?: string): DocumentFragment {
  const page = parseServerDocument(html, address);
  const fragment = document.createDocumentFragment();
  fragment.append(...page.body.childNodes);
  return fragment;
}
