/** The listener types of the RAD post widgets, named by the widget's own class. */
export const LIST_TYPES = ['rad-post_list', 'rad-post_columns', 'rad-mason-widget'] as const;

/** The list a load-more button fills: the widget's posts list, masonry container, or first list. */
const LIST = ':scope .rad-posts-list, :scope .post_masonry-container, :scope ul';

export interface LoadMoreTarget {
  readonly root: HTMLElement;
  readonly list: HTMLElement;
  readonly type: string;
}

/** The widget around the button (`.rad-widget`, else its parent), its list, and the type to post. */
export function readTarget(button: HTMLElement, type: string): LoadMoreTarget | null {
  const root = button.closest<HTMLElement>('.rad-widget') ?? button.parentElement;
  const list = root?.querySelector<HTMLElement>(LIST);
  if (!root || !list) return null;
  const named = LIST_TYPES.find((name) => root.classList.contains(name));
  const fallback = button.classList.contains('masonry-ajax-load-more') ? 'rad-mason-widget' : 'rad-post_list';
  return { root, list, type: type || named || fallback };
}

export interface Batch {
  readonly items: readonly HTMLElement[];
  /** The answer says there is nothing more (an element with class `ioa-end` at its root). */
  readonly end: boolean;
}

/**
 * Reads the listener's answer: its `li` items, and whether it ends the list. An answer that is not HTML
 * (WordPress's "0" for a type nobody handles, a PHP error) throws; an empty one is the end.
 */
export function readBatch(fragment: DocumentFragment, text: string): Batch {
  const roots = Array.from(fragment.children) as HTMLElement[];
  const end = roots.some((root) => root.classList.contains('ioa-end'));
  const items = roots.filter((root) => root.localName === 'li' && !root.classList.contains('ioa-end'));
  if (items.length === 0 && !end && text.trim() !== '') {
    throw new Error(`the answer is not a list of posts ("${text.trim().slice(0, 40)}")`);
  }
  return { items, end: end || items.length === 0 };
}
