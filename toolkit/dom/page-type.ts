/**
 * The page types of the specification (§2) that change what a widget does, read from the body's classes, with
 * the theme's own signs where no body class marks a type (markup contract §2: Limitless 2.5.7 marks a fluid
 * single portfolio only by dropping `skeleton` from its inner wrapper). Sticky sidebars are recognised by the
 * registry's hooks (the body's class or `#sidebar`'s); the other page types (a product page with a wish list
 * link, the wish list page, a forum page with a search box) need no switch: their widgets mount from their own
 * markup. The README's "Page types" lists them all.
 */
export interface PageType {
  /** A single portfolio in the fluid (full) layout: its description can stay in view beside the media. */
  readonly fluidPortfolio: boolean;
  /** The not-found page (`body.error404`): its teaser plays as the page loads. */
  readonly notFound: boolean;
}

/**
 * The page type of the page `near` is on, read now: the body's classes, and the `.page-wrapper` holding `near`
 * (the first one when `near` is the document; a portfolio page switched in place brings its own wrapper).
 */
export function pageType(near: Element | Document = document): PageType {
  const doc = near.ownerDocument ?? (near as Document);
  const has = (name: string) => !!doc.body?.classList.contains(name);
  const wrapper =
    (near instanceof Element ? near.closest('.page-wrapper') : null) ??
    doc.querySelector('.single-portfolio-content')?.closest('.page-wrapper');
  const singlePortfolio = has('single-portfolio') || !!wrapper?.querySelector('.single-portfolio-content');
  return {
    fluidPortfolio: singlePortfolio && !!wrapper?.querySelector(':scope > .auto_align:not(.skeleton)'),
    notFound: has('error404'),
  };
}
