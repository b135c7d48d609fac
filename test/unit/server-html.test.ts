import { describe, expect, test } from 'vitest';
import { parseServerHtml, parseServerPage } from '../../toolkit/server-html';

describe('parseServerHtml', () => {
  test('a fragment keeps list items where the server put them', () => {
    const fragment = parseServerHtml('<li class="a">One</li><li>Two</li>');
    expect([...fragment.children].map((element) => element.outerHTML)).toEqual([
      '<li class="a">One</li>',
      '<li>Two</li>',
    ]);
  });
});

describe('parseServerPage', () => {
  test.each([
    ['a fragment', '<h3>Care</h3><p>Brush it.</p>', '<h3>Care</h3><p>Brush it.</p>'],
    [
      'a whole page: its body only, not its head',
      '<!doctype html><html><head><title>T</title><link rel="stylesheet" href="x.css"></head><body><p>Body</p></body></html>',
      '<p>Body</p>',
    ],
    ['scripts taken out', '<p>a</p><script>window.ran = true</script><p>b</p>', '<p>a</p><p>b</p>'],
    [
      'inline handlers taken out, any case, other attributes kept',
      '<img src="x.png" alt="A" onerror="alert(1)"><svg width="1" ONLOAD="alert(2)"></svg><a href="/y" onClick="f()">y</a>',
      '<img src="x.png" alt="A"><svg width="1"></svg><a href="/y">y</a>',
    ],
    ['text stays text', '<p>&lt;b&gt;not bold&lt;/b&gt;</p>', '<p>&lt;b&gt;not bold&lt;/b&gt;</p>'],
  ])('%s', (_name, html, expected) => {
    const holder = document.createElement('div');
    holder.append(parseServerPage(html));
    expect(holder.innerHTML).toBe(expected);
  });
});
