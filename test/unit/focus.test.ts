import { describe, expect, test } from 'vitest';
import { focusForNow } from '../../toolkit/dom/focus';

describe('focusForNow', () => {
  test('focuses an element the Tab key does not reach, and takes the tabindex it gave away once focus leaves', () => {
    document.body.innerHTML = '<ul id="list"><li>Post</li></ul><button id="after">After</button>';
    const list = document.getElementById('list') as HTMLElement;
    focusForNow(list);
    expect(document.activeElement).toBe(list);
    expect(list.getAttribute('tabindex')).toBe('-1');
    (document.getElementById('after') as HTMLElement).focus();
    expect(list.hasAttribute('tabindex')).toBe(false);
  });

  test('keeps a tabindex the server printed, after focus leaves too', () => {
    document.body.innerHTML = '<h2 id="title" tabindex="0">Title</h2><button id="after">After</button>';
    const title = document.getElementById('title') as HTMLElement;
    focusForNow(title);
    expect(document.activeElement).toBe(title);
    (document.getElementById('after') as HTMLElement).focus();
    expect(title.getAttribute('tabindex')).toBe('0');
  });
});
