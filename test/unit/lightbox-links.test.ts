import { afterEach, describe, expect, test } from 'vitest';
import {
  galleryOf,
  isLightboxLink,
  LIGHTBOX_HOOKS,
  lightboxLinks,
  linkGroup,
} from '../../widgets/lightbox/links';

/** Parses markup into the page and returns the element marked `id="it"`. */
function marked(html: string): Element {
  document.body.innerHTML = html;
  const element = document.getElementById('it');
  if (!element) throw new Error('the markup has no #it');
  return element;
}

/** The links the loader would hand the widget: every element its hooks match, once each. */
function hooked(): Element[] {
  return [...document.querySelectorAll(LIGHTBOX_HOOKS.join(', '))];
}

function anchor(id: string): HTMLAnchorElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLAnchorElement)) throw new Error(`no link #${id}`);
  return element;
}

/** Links by id, to compare lists readably. */
function ids(links: readonly Element[]): string[] {
  return links.map((link) => link.id);
}

afterEach(() => document.body.replaceChildren());

describe('linkGroup', () => {
  test.each([
    ['a named rel', '<a id="it" href="a.jpg" rel="prettyPhoto[pp_gal]">', 'pp_gal'],
    ['a bare rel', '<a id="it" href="a.jpg" rel="prettyPhoto">', null],
    ['an empty name', '<a id="it" href="a.jpg" rel="prettyPhoto[]">', null],
    [
      'WooCommerce’s data-rel',
      '<a id="it" href="a.jpg" data-rel="prettyPhoto[product-gallery]">',
      'product-gallery',
    ],
    [
      'data-rel beside another rel',
      '<a id="it" href="a.jpg" rel="nofollow" data-rel="prettyPhoto[product-gallery]">',
      'product-gallery',
    ],
    [
      'a rel with more after the name',
      '<a id="it" href="a.jpg" rel="prettyPhoto[pp_gal] nofollow">',
      'pp_gal',
    ],
    ['a non-ASCII name', '<a id="it" href="a.jpg" rel="prettyPhoto[café]">', 'café'],
    [
      'a WordPress [gallery] link',
      '<div class="gallery" id="gallery-2"><dl><dt class="gallery-icon"><a id="it" href="a.jpg"><img src="t.jpg" alt=""></a></dt></dl></div>',
      'gallery-2',
    ],
    [
      'a [gallery] link in figures',
      '<div class="gallery" id="gallery-3"><figure class="gallery-item"><div class="gallery-icon landscape"><a id="it" href="a.jpg"></a></div></figure></div>',
      'gallery-3',
    ],
    [
      'a [gallery] without id',
      '<div class="gallery"><dl><dt class="gallery-icon"><a id="it" href="a.jpg"></a></dt></dl></div>',
      null,
    ],
    [
      'a rel inside a [gallery] wins',
      '<div class="gallery" id="gallery-1"><dt class="gallery-icon"><a id="it" href="a.jpg" rel="prettyPhoto[own]"></a></dt></div>',
      'own',
    ],
    [
      'the RAD builder’s miscased rel',
      `<a id="it" href="a.jpg" rel="prettyphoto['rpw7']" data-widget="lightbox">`,
      null,
    ],
    ['no hook at all', '<a id="it" href="a.jpg" data-widget="lightbox">', null],
  ])('%s → %j', (_, html, group) => {
    expect(linkGroup(marked(html))).toBe(group);
  });
});

describe('isLightboxLink', () => {
  test.each([
    ['a named rel', '<a id="it" href="a.jpg" rel="prettyPhoto[pp_gal]">', true],
    ['a bare rel', '<a id="it" href="a.jpg" rel="prettyPhoto">', true],
    ['WooCommerce’s data-rel', '<a id="it" href="a.jpg" data-rel="prettyPhoto[product-gallery]">', true],
    [
      'a [gallery] link',
      '<div class="gallery" id="gallery-2"><dt class="gallery-icon"><a id="it" href="a.jpg"></a></dt></div>',
      true,
    ],
    [
      'a default [gallery] link, to the attachment page',
      '<div class="gallery" id="gallery-2"><dt class="gallery-icon"><a id="it" href="/?attachment_id=206"></a></dt></div>',
      false,
    ],
    [
      'a [gallery] link to an attachment page with pretty permalinks',
      '<dt class="gallery-icon"><a id="it" href="https://example.com/tools/awls-and-needles/"></a></dt>',
      false,
    ],
    [
      'a [gallery] link to an image file with a query',
      '<dt class="gallery-icon"><a id="it" href="https://example.com/wp-content/uploads/2026/11/Awls.JPEG?v=2#top"></a></dt>',
      true,
    ],
    [
      'a [gallery] link whose query only names an image',
      '<dt class="gallery-icon"><a id="it" href="/download.php?file=a.jpg"></a></dt>',
      false,
    ],
    [
      'a [gallery] link to a page, with the theme’s rel',
      '<dt class="gallery-icon"><a id="it" href="/?attachment_id=206" rel="prettyPhoto[g]"></a></dt>',
      true,
    ],
    [
      'a [gallery] link to a page, marked data-widget',
      '<dt class="gallery-icon"><a id="it" href="/?attachment_id=206" data-widget="lightbox"></a></dt>',
      true,
    ],
    ['an empty href', '<a id="it" href="" rel="prettyPhoto">', true],
    ['the RAD builder’s miscased rel', `<a id="it" href="a.jpg" rel="prettyphoto['rpw7']">`, false],
    ['the miscased rel in data-rel', `<a id="it" href="a.jpg" data-rel="prettyphoto['rpw7']">`, false],
    [
      'the miscased rel with data-widget',
      `<a id="it" href="a.jpg" rel="prettyphoto['rpw7']" data-widget="lightbox">`,
      true,
    ],
    [
      'the miscased rel in a .gallery-icon',
      `<dt class="gallery-icon"><a id="it" href="a.jpg" rel="prettyphoto['rpw7']"></a></dt>`,
      true,
    ],
    ['a link marked data-widget', '<a id="it" href="a.jpg" data-widget="lightbox">', true],
    ['no href', '<a id="it" rel="prettyPhoto[pp_gal]">Photo</a>', false],
    ['no href in a .gallery-icon', '<dt class="gallery-icon"><a id="it"></a></dt>', false],
    ['no href with data-widget', '<a id="it" data-widget="lightbox">', false],
    ['not a link', '<span id="it" href="a.jpg" rel="prettyPhoto[pp_gal]">', false],
    ['an area', '<map><area id="it" href="a.jpg" rel="prettyPhoto"></map>', false],
    [
      'a link deeper than a .gallery-icon’s child',
      '<div class="gallery-icon"><p><a id="it" href="a.jpg"></a></p></div>',
      false,
    ],
    ['prettyPhoto later in rel', '<a id="it" href="a.jpg" rel="nofollow prettyPhoto[g]">', false],
  ])('%s → %s', (_, html, expected) => {
    expect(isLightboxLink(marked(html))).toBe(expected);
  });
});

describe('lightboxLinks', () => {
  test('sorts the candidates into document order and drops disconnected ones and others', () => {
    document.body.innerHTML = `
      <a id="a" href="1.jpg" rel="prettyPhoto[g]"></a>
      <section><a id="b" href="2.jpg" rel="prettyPhoto"></a></section>
      <a id="rad" href="3.jpg" rel="prettyphoto['rpw7']"></a>
      <a id="c" href="4.jpg" data-rel="prettyPhoto[product-gallery]"></a>
      <div class="gallery" id="gallery-1"><dt class="gallery-icon"><a id="d" href="5.jpg"></a></dt></div>`;
    const detached = document.createElement('a');
    detached.id = 'detached';
    detached.href = '6.jpg';
    detached.rel = 'prettyPhoto[g]';
    const removed = anchor('b');
    const candidates = [anchor('d'), detached, anchor('rad'), anchor('c'), anchor('a')];

    expect(ids(lightboxLinks(candidates))).toEqual(['a', 'c', 'd']);
    expect(ids(lightboxLinks([...candidates, removed]))).toEqual(['a', 'b', 'c', 'd']);
    removed.remove();
    expect(ids(lightboxLinks([...candidates, removed]))).toEqual(['a', 'c', 'd']);
  });

  test('accepts any iterable, such as a NodeList', () => {
    document.body.innerHTML =
      '<a id="a" href="1.jpg" rel="prettyPhoto"></a><a id="b" href="2.jpg" rel="prettyPhoto"></a>';
    expect(ids(lightboxLinks(document.querySelectorAll('a')))).toEqual(['a', 'b']);
  });

  test('no candidates, no links', () => {
    expect(lightboxLinks([])).toEqual([]);
  });
});

describe('galleryOf', () => {
  const page = `
    <p><a id="g1" href="1.jpg" rel="prettyPhoto[pp_gal]">1</a></p>
    <p><a id="alone" href="solo.jpg" rel="prettyPhoto">alone</a></p>
    <p><a id="w1" href="w1.jpg" data-rel="prettyPhoto[product-gallery]">w1</a></p>
    <p><a id="g2" href="2.jpg" rel="prettyPhoto[pp_gal]">2</a></p>
    <div class="gallery" id="gallery-1">
      <dl><dt class="gallery-icon"><a id="p1" href="p1.jpg"></a></dt></dl>
      <dl><dt class="gallery-icon"><a id="p2" href="p2.jpg"></a></dt></dl>
    </div>
    <p><a id="w2" href="w2.jpg" data-rel="prettyPhoto[product-gallery]">w2</a></p>
    <div class="gallery" id="gallery-2">
      <dl><dt class="gallery-icon"><a id="q1" href="q1.jpg"></a></dt></dl>
    </div>
    <p><a id="g3" href="3.jpg" rel="prettyPhoto[pp_gal]">3</a></p>
    <p><a id="other" href="x.jpg" rel="prettyPhoto[pp_gal2]">other</a></p>`;

  test.each([
    ['g1', ['g1', 'g2', 'g3'], 0],
    ['g2', ['g1', 'g2', 'g3'], 1],
    ['g3', ['g1', 'g2', 'g3'], 2],
    ['w1', ['w1', 'w2'], 0],
    ['w2', ['w1', 'w2'], 1],
    ['p2', ['p1', 'p2'], 1],
    ['q1', ['q1'], 0],
    ['other', ['other'], 0],
    ['alone', ['alone'], 0],
  ])('%s opens %j at %i', (clicked, members, index) => {
    document.body.innerHTML = page;
    const gallery = galleryOf(anchor(clicked), lightboxLinks(hooked().reverse()));
    expect(ids(gallery.links)).toEqual(members);
    expect(gallery.index).toBe(index);
  });

  test('a link missing from the list opens alone', () => {
    document.body.innerHTML = page;
    const links = lightboxLinks(hooked()).filter((link) => link.id !== 'g2');
    const gallery = galleryOf(anchor('g2'), links);
    expect(ids(gallery.links)).toEqual(['g2']);
    expect(gallery.index).toBe(0);
  });

  test('a link added later joins its group at its place in the document', () => {
    document.body.innerHTML = page;
    expect(ids(galleryOf(anchor('g3'), lightboxLinks(hooked())).links)).toEqual(['g1', 'g2', 'g3']);

    const added = document.createElement('a');
    added.id = 'added';
    added.href = '1b.jpg';
    added.rel = 'prettyPhoto[pp_gal]';
    anchor('g1').after(added);
    const extra = document.createElement('dl');
    extra.innerHTML = '<dt class="gallery-icon"><a id="p0" href="p0.jpg"></a></dt>';
    document.getElementById('gallery-1')?.prepend(extra);

    const links = lightboxLinks(hooked());
    expect(ids(galleryOf(anchor('g3'), links).links)).toEqual(['g1', 'added', 'g2', 'g3']);
    expect(galleryOf(anchor('g3'), links).index).toBe(3);
    expect(galleryOf(added, links).index).toBe(1);
    expect(ids(galleryOf(anchor('p2'), links).links)).toEqual(['p0', 'p1', 'p2']);
    expect(galleryOf(anchor('p2'), links).index).toBe(2);
  });

  test('a removed link leaves its group', () => {
    document.body.innerHTML = page;
    anchor('g2').remove();
    const gallery = galleryOf(anchor('g3'), lightboxLinks(hooked()));
    expect(ids(gallery.links)).toEqual(['g1', 'g3']);
    expect(gallery.index).toBe(1);
  });
});
