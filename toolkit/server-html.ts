/**
 * HTML the server sends back (WooCommerce's cart fragments, the theme listener's fragments) is the only HTML
 * the bundle inserts as HTML. It is parsed in a `<template>`, whose content belongs to an inert document:
 * scripts in it never run, and nothing in it loads until it is inserted. Text from attributes, cookies and
 * URLs is never parsed: it goes in as text.
 */
export function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
