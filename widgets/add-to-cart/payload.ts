/** The loader's own attributes on a widget element (`data-widget-mounted` …): not WooCommerce's, never sent. */
const LOADER_ATTRIBUTE = /^data-widget(-|$)/;

/**
 * The add request's fields: the button's data attributes, named as jQuery's `.data()` and `dataset` name them
 * (`data-product_id` is `product_id`, `data-gift-wrap` is `giftWrap`), in the order the server wrote them.
 */
export function payloadOf(button: Element): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const { name, value } of Array.from(button.attributes)) {
    if (!name.startsWith('data-') || LOADER_ATTRIBUTE.test(name)) continue;
    payload[name.slice(5).replace(/-([a-z])/g, (_hyphen, letter: string) => letter.toUpperCase())] = value;
  }
  return payload;
}
