/**
 * Reading widget markup through what WordPress's `wpautop()` (wp-includes/formatting.php) does to it when a site
 * owner types it into the classic editor: it wraps a line of inline content in `<p>`, ends the other lines with
 * `<br />`, and leaves a `</p>` after inline content that follows a block's opening tag, which the browser parses
 * as an empty `<p></p>`; the editor itself saves an empty line as `<p>&nbsp;</p>`. Readers skip that noise and see
 * through the paragraphs; they never move or rewrite the server's DOM.
 */

/** A node that says nothing: a comment, or text of whitespace and `&nbsp;` only (`trim` removes both). */
function isBlank(node: Node): boolean {
  return (
    node.nodeType === Node.COMMENT_NODE ||
    (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '')
  );
}

/** A line break, or a paragraph of nothing but whitespace, `&nbsp;` and line breaks. */
export function isWpautopNoise(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  if (node.localName === 'br') return true;
  return (
    node.localName === 'p' &&
    Array.from(node.childNodes).every((child) => isBlank(child) || isWpautopNoise(child))
  );
}

/** The one element a paragraph only wraps (beside whitespace and line breaks); any other element itself. */
export function unwrapParagraph(element: Element): Element {
  if (element.localName !== 'p') return element;
  let wrapped: Element | null = null;
  for (const child of element.childNodes) {
    if (isBlank(child) || isWpautopNoise(child)) continue;
    if (!(child instanceof Element) || wrapped) return element;
    wrapped = child;
  }
  return wrapped ?? element;
}

/** The element children as the site owner typed them: noise skipped, paragraphs that only wrap one seen through. */
export function meaningfulChildren(parent: Element): Element[] {
  return Array.from(parent.children)
    .filter((child) => !isWpautopNoise(child))
    .map(unwrapParagraph);
}

/**
 * The element typed after this one: the next sibling that is not noise, seen through its paragraph; when a
 * paragraph only wraps this element, the sibling after that paragraph.
 */
export function nextMeaningfulSibling(element: Element): Element | null {
  const parent = element.parentElement;
  const typed = parent && unwrapParagraph(parent) === element ? parent : element;
  let sibling = typed.nextElementSibling;
  while (sibling && isWpautopNoise(sibling)) sibling = sibling.nextElementSibling;
  return sibling && unwrapParagraph(sibling);
}
