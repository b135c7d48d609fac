import { describe, expect, test } from 'vitest';
import { parseServerDocument, parseServerHtml, parseServerPage } from '../../toolkit/dom/server-html';
import { FORBIDDEN_ELEMENTS, HTML_CORPUS, HTML_PAYLOADS } from '../xss-corpus';

const ADDRESS_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'data', 'srcset'];

/** What in `root` could run or navigate by itself: forbidden elements, handlers, non-web addresses. */
function hazards(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(FORBIDDEN_ELEMENTS)) found.push(`<${element.localName}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || name === 'srcdoc') found.push(`${element.localName}[${name}]`);
      if (ADDRESS_ATTRIBUTES.includes(name) && /(java|vb)script:|data:text/i.test(value.replace(/\s/g, '')))
        found.push(`${element.localName}[${name}=${value}]`);
      if ((name === 'id' || name === 'name') && value in document)
        found.push(`${element.localName}[${name}=${value}]`);
    }
    if (element.namespaceURI === 'http://www.w3.org/1998/Math/MathML')
      found.push(`math:${element.localName}`);
  }
  return found;
}

function holderOf(fragment: DocumentFragment): HTMLDivElement {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder;
}

describe('parseServerHtml', () => {
  test('a fragment keeps list items and table rows where the server put them', () => {
    const fragment = parseServerHtml('<li class="a">One</li><li>Two</li>');
    expect([...fragment.children].map((element) => element.outerHTML)).toEqual([
      '<li class="a">One</li>',
      '<li>Two</li>',
    ]);
    expect(parseServerHtml('<tr><td>1</td></tr>').firstElementChild?.localName).toBe('tr');
  });

  test.each(HTML_PAYLOADS.map((payload) => [payload.id, payload.html]))(
    '%s: nothing left that runs',
    (_id, html) => {
      expect(hazards(holderOf(parseServerHtml(html)))).toEqual([]);
    },
  );

  // happy-dom's parser nests what follows some payloads inside them: the browser tests count every payload reached.
  test('the whole corpus at once, as a fragment and as a page', () => {
    expect(hazards(holderOf(parseServerHtml(HTML_CORPUS)))).toEqual([]);
    expect(hazards(holderOf(parseServerPage(`<!doctype html><title>t</title>${HTML_CORPUS}`)))).toEqual([]);
  });

  test('what content uses stays: widget markup, data and aria attributes, media, frames, forms, icons', () => {
    const html = [
      '<div class="ioa-countdown" data-widget="countdown" data-date="2030/01/01" aria-label="Sale">x</div>',
      '<a href="/shop/?add-to-cart=12" rel="nofollow" data-product_id="12" class="button">Add</a>',
      '<a href="mailto:shop@example.com">Mail</a><a href="tel:+4312345">Call</a><a href="#top">Top</a>',
      '<img src="/a.jpg" srcset="/a-300.jpg 300w, /a-600.jpg 600w" sizes="100vw" alt="A" width="300" height="200">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
      '<video poster="/p.jpg" controls="" preload="none"><source src="/v.mp4" type="video/mp4"><track src="/v.vtt" kind="captions" srclang="en"></video>',
      '<iframe src="https://www.youtube.com/embed/Xw6sF1pHdtU" width="560" height="315" allowfullscreen="" title="Film"></iframe>',
      '<form action="/wp-comments-post.php" method="post"><input name="action" type="hidden" value="x"><input name="submit" type="submit" id="submit"><textarea name="comment" rows="3"></textarea></form>',
      '<svg viewBox="0 0 10 10" aria-hidden="true"><title>icon</title><path d="M0 0h10v10z" fill="red"></path></svg>',
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      '<p style="color: red" class="note" id="note">Kept <em>as is</em></p>',
    ].join('');
    const holder = holderOf(parseServerHtml(html));
    expect(holder.innerHTML).toBe(html);
  });

  test('unknown elements leave their content; comments go', () => {
    expect(
      holderOf(parseServerHtml('<x-card onclick="f()"><b>bold</b></x-card><!-- note -->')).innerHTML,
    ).toBe('<b>bold</b>');
  });

  test('an address is judged against the page it came from', () => {
    const page = parseServerDocument(
      '<a href="next/">next</a><img src="//cdn.example/a.png" alt="">',
      'https://site.example/a/',
    );
    expect(page.body.innerHTML).toBe('<a href="next/">next</a><img src="//cdn.example/a.png" alt="">');
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
    expect(holderOf(parseServerPage(html)).innerHTML).toBe(expected);
  });
});
