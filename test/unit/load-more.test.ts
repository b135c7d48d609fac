import { describe, expect, test } from 'vitest';
import { listItems } from '../../toolkit/dom/save';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { readBatch, readTarget } from '../../widgets/load-more/read-list';

function batch(html: string) {
  return readBatch(parseServerHtml(html), html);
}

describe('readBatch', () => {
  test('the answer’s li items, in order; more may follow', () => {
    const read = batch('<li id="a">A</li>\n<li id="b">B</li>');
    expect(read.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(read.end).toBe(false);
  });

  test('an element with class ioa-end at the root ends the list, and is not appended', () => {
    const read = batch('<li id="a">A</li><div class="ioa-end"></div>');
    expect(read.items.map((item) => item.id)).toEqual(['a']);
    expect(read.end).toBe(true);
  });

  test('an empty answer is the end; one that is not HTML (WordPress’s "0") is a failure', () => {
    expect(batch('  ')).toEqual({ items: [], end: true });
    expect(() => batch('0')).toThrowError('the answer is not a list of posts ("0")');
    expect(() => batch('<p>There has been a critical error.</p>')).toThrowError(/not a list of posts/);
  });
});

describe('readTarget', () => {
  function button(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.querySelector('a') as HTMLElement;
  }

  test('the widget’s class names the type; its posts list is the list', () => {
    const target = readTarget(
      button(
        '<div class="rad-widget rad-post_columns"><ul class="rad-posts-list"><li></li></ul><a></a></div>',
      ),
      '',
    );
    expect(target?.type).toBe('rad-post_columns');
    expect(target?.list.className).toBe('rad-posts-list');
    expect(listItems(target?.list as HTMLElement)).toHaveLength(1);
  });

  test('a masonry button without a named widget posts rad-mason-widget; data-type wins over both', () => {
    const masonry =
      '<div><ul class="post_masonry-container"></ul><a class="masonry-ajax-load-more"></a></div>';
    expect(readTarget(button(masonry), '')?.type).toBe('rad-mason-widget');
    expect(readTarget(button(masonry), 'rad-post_list')?.type).toBe('rad-post_list');
  });

  test('no list beside the button: null, for the widget to report', () => {
    expect(readTarget(button('<div class="rad-widget"><a></a></div>'), '')).toBeNull();
  });
});
