/**
 * HTML the server sends back (WooCommerce's cart fragments, the theme listener's fragments, a page a lightbox
 * item shows) is the only HTML the bundle inserts as HTML. Text from attributes, cookies and URLs is never
 * parsed: it goes in as text.
 */

/**
 * A fragment, parsed in a `<template>`, whose content belongs to an inert document: scripts in it never run,
 * and nothing in it loads until it is inserted.
 */
export function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * A page of the site shown inside another (prettyPhoto's `?ajax=true` items): its body's content, parsed in a
 * document of its own (which reports nothing against the page's Content-Security-Policy), and shown, not run:
 * its scripts and inline event handlers are taken out before it is inserted.
 */
export function parseServerPage(html: string): DocumentFragment {
  const page = parseServerDocument(html);
  const fragment = document.createDocumentFragment();
  fragment.append(...page.body.childNodes);
  return fragment;
}

/**
 * A whole page of the site (the next portfolio item's), parsed in a document of its own with its scripts and
 * inline event handlers taken out: its parts can be moved into the page (`document.adoptNode`) and shown.
 */
export function parseServerDocument(html: string): Document {
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const script of page.querySelectorAll('script')) script.remove();
  for (const element of page.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (name.toLowerCase().startsWith('on')) element.removeAttribute(name);
    }
  }
  return page;
}
