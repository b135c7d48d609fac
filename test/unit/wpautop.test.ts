import { afterEach, describe, expect, test } from 'vitest';
import {
  isWpautopNoise,
  meaningfulChildren,
  nextMeaningfulSibling,
  unwrapParagraph,
} from '../../toolkit/dom/wpautop';

/** Parses markup (as the browser's DOM ends up) and returns the element marked `id="it"`. */
function marked(html: string): Element {
  document.body.innerHTML = html;
  const element = document.getElementById('it');
  if (!element) throw new Error('the markup has no #it');
  return element;
}

/** An element's tag, with its id or class when it has one: what a reader would find. */
function named(element: Element | null): string | null {
  if (!element) return null;
  const id = element.id ? `#${element.id}` : '';
  const className = element.getAttribute('class') ? `.${element.getAttribute('class')}` : '';
  return `${element.localName}${id}${className}`;
}

afterEach(() => document.body.replaceChildren());

describe('isWpautopNoise', () => {
  test.each([
    ['an empty paragraph (a stray </p>)', '<p id="it"></p>', true],
    ['a paragraph of whitespace', '<p id="it"> \n\t</p>', true],
    ['the classic editor’s empty line', '<p id="it">&nbsp;</p>', true],
    ['a paragraph of line breaks', '<p id="it"><br>\n<br></p>', true],
    ['a paragraph with a comment only', '<p id="it"><!-- more --></p>', true],
    ['a line break', '<br id="it">', true],
    ['a paragraph with text', '<p id="it">Answer.</p>', false],
    ['a paragraph wrapping an empty link', '<p id="it"><a href="#" class="close"></a></p>', false],
    ['a paragraph wrapping an image', '<p id="it"><img src="x.svg" alt=""></p>', false],
    ['an empty div', '<div id="it"></div>', false],
    ['an empty span', '<span id="it"></span>', false],
  ])('%s: %s', (_, html, noise) => {
    expect(isWpautopNoise(marked(html))).toBe(noise);
  });

  test('text is not noise: readers only skip elements', () => {
    document.body.innerHTML = ' ';
    expect(isWpautopNoise(document.body.firstChild as Node)).toBe(false);
  });
});

describe('unwrapParagraph', () => {
  test.each([
    [
      'a paragraph wrapping one link',
      '<p id="it"><a class="toggle-title" href="#b">Care</a></p>',
      'a.toggle-title',
    ],
    [
      'with whitespace and &nbsp; around it',
      '<p id="it">\n&nbsp;<a class="toggle-title">Care</a> </p>',
      'a.toggle-title',
    ],
    ['with a line break after it', '<p id="it"><span class="hint">Name?</span><br>\n</p>', 'span.hint'],
    [
      'with text beside it: the paragraph',
      '<p id="it">Ends soon: <span class="counter">5</span></p>',
      'p#it',
    ],
    ['wrapping two elements: the paragraph', '<p id="it"><i></i><a class="close"></a></p>', 'p#it'],
    ['an empty paragraph: itself', '<p id="it"></p>', 'p#it'],
    ['not a paragraph: itself', '<div id="it"><a class="toggle-title">Care</a></div>', 'div#it'],
  ])('%s', (_, html, found) => {
    expect(named(unwrapParagraph(marked(html)))).toBe(found);
  });
});

describe('meaningfulChildren', () => {
  test.each([
    [
      'plain children',
      '<div id="it"><h3>Q</h3><div class="accordion-body">A</div></div>',
      ['h3', 'div.accordion-body'],
    ],
    [
      'empty paragraphs and line breaks between them',
      '<div id="it">\n<h3>Q</h3><p></p>\n<br>\n<p>&nbsp;</p><div class="accordion-body">A</div>\n</div>',
      ['h3', 'div.accordion-body'],
    ],
    [
      'a part wrapped in a paragraph',
      '<div id="it">\n<p><a class="toggle-title">Care</a></p>\n<div class="toggle-body">Brush.</div>\n</div>',
      ['a.toggle-title', 'div.toggle-body'],
    ],
    ['a paragraph of text stays', '<div id="it"><p>Text.</p></div>', ['p']],
    ['nothing but noise', '<div id="it"><p></p><br></div>', []],
  ])('%s', (_, html, children) => {
    expect(meaningfulChildren(marked(html)).map(named)).toEqual(children);
  });
});

describe('nextMeaningfulSibling', () => {
  test.each([
    ['the next element', '<a id="it"></a><div class="toggle-body"></div>', 'div.toggle-body'],
    [
      'past an empty paragraph (a stray </p>)',
      '<a id="it"></a><p></p>\n<div class="toggle-body"></div>',
      'div.toggle-body',
    ],
    [
      'past line breaks and &nbsp; paragraphs',
      '<a id="it"></a><br>\n<p>&nbsp;</p><br><div class="toggle-body"></div>',
      'div.toggle-body',
    ],
    [
      'into a paragraph that only wraps it',
      '<input id="it"><br>\n<p><span class="hint">Name?</span></p>',
      'span.hint',
    ],
    [
      'from the paragraph that only wraps this element',
      '<p><a id="it"></a></p>\n<div class="toggle-body"></div>',
      'div.toggle-body',
    ],
    [
      'from both paragraphs',
      '<form><p><input id="it"></p>\n<p><span class="hint">Name?</span></p></form>',
      'span.hint',
    ],
    [
      'within a paragraph with other content, the next element inside it',
      '<p><label>Name</label><input id="it"><br>\n<span class="hint">Name?</span></p>',
      'span.hint',
    ],
    ['a paragraph of text, as it is', '<input id="it"><p>We never share it.</p>', 'p'],
    [
      'nothing after it but noise',
      '<div><a id="it"></a><p></p><br></div><div class="toggle-body"></div>',
      null,
    ],
  ])('%s', (_, html, next) => {
    expect(named(nextMeaningfulSibling(marked(html)))).toBe(next);
  });
});
