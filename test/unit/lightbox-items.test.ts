import { afterEach, describe, expect, test } from 'vitest';
import { type ItemKind, readItem } from '../../widgets/lightbox/items';
import { defaultSize, type ItemContext, type ItemSource, sourceOfLink } from '../../widgets/lightbox/sources';

const context: ItemContext = {
  defaults: { width: 500, height: 344 },
  viewport: { width: 1280, height: 800 },
  privacy: false,
};
const privately: ItemContext = { ...context, privacy: true };

/** A source as `$.prettyPhoto.open` gives it: an address and no link. */
function source(href: string): ItemSource {
  return { link: null, href, title: '', description: '', thumbnail: null };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelector('base')?.remove();
  document.body.removeAttribute('class');
});

describe('readItem: the kind and what is loaded (plugin contracts §5.2)', () => {
  test.each<[string, string, ItemContext, ItemKind, string]>([
    [
      'a JPEG',
      'https://example.com/uploads/photo.jpg',
      context,
      'image',
      'https://example.com/uploads/photo.jpg',
    ],
    ['an SVG', 'https://example.com/art.svg', context, 'image', 'https://example.com/art.svg'],
    [
      'an address without extension',
      'https://example.com/image?id=4',
      context,
      'image',
      'https://example.com/image?id=4',
    ],
    [
      'youtube.com/watch',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'youtube.com/watch with the link’s rel',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&rel=0',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    ],
    [
      'youtube.com without www',
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'm.youtube.com',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'an http YouTube address',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'youtu.be',
      'https://youtu.be/dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'a youtube.com embed',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'a youtube-nocookie.com embed keeps its host',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      context,
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'youtube.com/watch with privacy',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      privately,
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1',
    ],
    [
      'youtu.be with privacy',
      'https://youtu.be/dQw4w9WgXcQ?rel=0',
      privately,
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    ],
    ['vimeo.com', 'https://vimeo.com/123', context, 'vimeo', 'https://player.vimeo.com/video/123?autoplay=1'],
    [
      'vimeo.com with www',
      'https://www.vimeo.com/123/',
      context,
      'vimeo',
      'https://player.vimeo.com/video/123?autoplay=1',
    ],
    [
      'a Vimeo player address',
      'https://player.vimeo.com/video/123',
      context,
      'vimeo',
      'https://player.vimeo.com/video/123?autoplay=1',
    ],
    [
      'vimeo.com with privacy',
      'https://vimeo.com/123',
      privately,
      'vimeo',
      'https://player.vimeo.com/video/123?autoplay=1&dnt=1',
    ],
    ['an MP4', 'https://example.com/media/clip.mp4', context, 'video', 'https://example.com/media/clip.mp4'],
    [
      'a WebM',
      'https://example.com/media/clip.webm',
      context,
      'video',
      'https://example.com/media/clip.webm',
    ],
    [
      'an upper-case extension',
      'https://example.com/media/CLIP.MP4',
      context,
      'video',
      'https://example.com/media/CLIP.MP4',
    ],
    [
      'a frame',
      'https://example.com/page?iframe=true&width=600&height=400',
      context,
      'iframe',
      'https://example.com/page',
    ],
    [
      'a frame keeps its own parameters',
      'https://example.com/map?q=Paris&iframe=true&width=600&height=400',
      context,
      'iframe',
      'https://example.com/map?q=Paris',
    ],
    [
      'an AJAX page of this site keeps its whole address',
      `${location.origin}/info.html?ajax=true&width=300&height=200`,
      context,
      'ajax',
      `${location.origin}/info.html?ajax=true&width=300&height=200`,
    ],
  ])('%s: %s → %s', (_, href, itemContext, kind, src) => {
    const item = readItem(source(href), 0, itemContext);
    expect(item.kind).toBe(kind);
    expect(item.src).toBe(src);
  });

  test.each([
    ['a relative path', 'uploads/photo.jpg'],
    ['a root-relative path', '/wp-content/uploads/photo.jpg'],
    ['a protocol-relative address', '//cdn.example.com/photo.jpg'],
  ])('an image at %s resolves against document.baseURI', (_, href) => {
    const item = readItem(source(href), 0, context);
    expect(item.kind).toBe('image');
    expect(item.src).toBe(new URL(href, document.baseURI).href);
    expect(item.href).toBe(href);
  });

  test('a relative address follows the page’s <base>', () => {
    const base = document.createElement('base');
    base.href = 'https://shop.example/blog/post/';
    document.head.append(base);
    expect(readItem(source('photo.jpg'), 0, context).src).toBe(new URL('photo.jpg', document.baseURI).href);
  });

  test.each([
    ['a quote in the v parameter', 'https://www.youtube.com/watch?v=abc"onload="alert(1)'],
    ['markup in the v parameter', 'https://www.youtube.com/watch?v=<img src=x onerror=alert(1)>'],
    ['an apostrophe in a youtu.be path', "https://youtu.be/dQw4w9'WgXcQ"],
    ['a too-short id', 'https://youtu.be/abc'],
    ['no id', 'https://www.youtube.com/watch'],
    ['a nested embed path', 'https://www.youtube.com/embed/dQw4w9WgXcQ/extra'],
  ])('an invalid YouTube id (%s) is no YouTube item', (_, href) => {
    const item = readItem(source(href), 0, context);
    expect(item.kind).not.toBe('youtube');
    expect(item.src).not.toContain('autoplay=1');
  });

  test('a Vimeo address without a numeric id is no Vimeo item', () => {
    expect(readItem(source('https://vimeo.com/channels/staffpicks'), 0, context).kind).not.toBe('vimeo');
  });
});

describe('readItem: sizes', () => {
  test.each([
    ['pixels', 'https://example.com/page?iframe=true&width=600&height=400', { width: 600, height: 400 }],
    [
      'percentages of the viewport less 150',
      'https://example.com/page?iframe=true&width=50%&height=50%',
      { width: 490, height: 250 },
    ],
    [
      'encoded percentages',
      'https://example.com/page?iframe=true&width=50%25&height=100%25',
      { width: 490, height: 650 },
    ],
    ['no sizes: the defaults', 'https://example.com/page?iframe=true', { width: 500, height: 344 }],
    ['width only', 'https://example.com/page?iframe=true&width=800', { width: 800, height: 344 }],
    [
      'unreadable sizes: the defaults',
      'https://example.com/page?iframe=true&width=wide&height=-5',
      { width: 500, height: 344 },
    ],
    [
      'a percentage under 150 pixels: the default',
      'https://example.com/page?iframe=true&width=10%',
      { width: 500, height: 344 },
    ],
    [
      'a YouTube player',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&width=853&height=480',
      { width: 853, height: 480 },
    ],
    ['a YouTube player without sizes', 'https://youtu.be/dQw4w9WgXcQ', { width: 500, height: 344 }],
    ['an AJAX page', '/info?ajax=true&width=300&height=200', { width: 300, height: 200 }],
  ])('%s: %s → %j', (_, href, size) => {
    expect(readItem(source(href), 0, context).size).toEqual(size);
  });

  test('the context’s defaults are used, such as WooCommerce’s', () => {
    const shop: ItemContext = { ...context, defaults: { width: 640, height: 480 } };
    expect(readItem(source('https://vimeo.com/123'), 0, shop).size).toEqual({ width: 640, height: 480 });
  });
});

describe('readItem: inline content', () => {
  test.each([
    ['#details', 'details'],
    ['#caf%C3%A9', 'café'],
  ])('%s names the element with id %j', (href, id) => {
    const element = document.createElement('div');
    element.id = id;
    document.body.append(element);
    const item = readItem(source(href), 0, context);
    expect(item).toMatchObject({ kind: 'inline', src: id, size: { width: 500, height: 344 } });
  });

  test.each(['#missing', '#', '#%E0%A4%A'])('%s names no element: an Error naming the href', (href) => {
    expect(() => readItem(source(href), 0, context)).toThrow(Error);
    expect(() => readItem(source(href), 0, context)).toThrow(`href="${href}"`);
  });
});

describe('readItem: addresses it must never load', () => {
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript:alert(1)//.jpg',
    'javascript:alert(1)//?iframe=true',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==?iframe=true',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/0b0b',
    'http://[not an address',
    // Its HTML would go into the page: only this site's pages are fetched.
    'https://attacker.example/page.html?ajax=true',
    '//attacker.example/page.html?ajax=true',
  ])('%s throws an Error naming the href', (href) => {
    const before = document.body.innerHTML;
    let error: unknown;
    try {
      readItem(source(href), 0, context);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`href="${href}"`);
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('readItem: the source and its position are carried', () => {
  test.each([0, 3, 29])('position %i', (position) => {
    const link = document.createElement('a');
    const thumbnail = document.createElement('img');
    const from: ItemSource = {
      link,
      href: 'https://example.com/photo.jpg',
      title: 'A title',
      description: 'A description',
      thumbnail,
    };
    expect(readItem(from, position, context)).toEqual({
      ...from,
      position,
      kind: 'image',
      src: 'https://example.com/photo.jpg',
      size: { width: 500, height: 344 },
    });
  });
});

describe('defaultSize', () => {
  test.each([
    ['', { width: 500, height: 344 }],
    ['home page-template-default', { width: 500, height: 344 }],
    ['woocommerce', { width: 640, height: 480 }],
    ['woocommerce-page', { width: 640, height: 480 }],
    ['single-product woocommerce woocommerce-page', { width: 640, height: 480 }],
    ['woocommerce-cart', { width: 500, height: 344 }],
    ['theme-woocommerce', { width: 500, height: 344 }],
  ])('body class %j → %j', (className, size) => {
    document.body.className = className;
    expect(defaultSize(document.body)).toEqual(size);
  });
});

describe('sourceOfLink', () => {
  function link(html: string): HTMLAnchorElement {
    document.body.innerHTML = html;
    const anchor = document.querySelector('a');
    if (!anchor) throw new Error('the markup has no link');
    return anchor;
  }

  test('title from the thumbnail’s alt, description from the link’s title, the thumbnail and the link', () => {
    const anchor = link(
      '<a href="uploads/big.jpg" title="Taken in May"><img src="uploads/small.jpg" alt="The harbour"></a>',
    );
    expect(sourceOfLink(anchor)).toEqual({
      link: anchor,
      href: 'uploads/big.jpg',
      title: 'The harbour',
      description: 'Taken in May',
      thumbnail: anchor.querySelector('img'),
    });
  });

  test.each([
    [
      'no image and no title',
      '<a href="#details">Details</a>',
      { href: '#details', title: '', description: '', thumbnail: null },
    ],
    [
      'an image without alt',
      '<a href="a.jpg"><img src="t.jpg"></a>',
      { href: 'a.jpg', title: '', description: '' },
    ],
    ['no href', '<a>Nothing</a>', { href: '', title: '', description: '', thumbnail: null }],
    [
      'an inline href stays relative',
      '<a href="#caf%C3%A9" title="Menu">Menu</a>',
      { href: '#caf%C3%A9', description: 'Menu' },
    ],
  ])('%s', (_, html, expected) => {
    expect(sourceOfLink(link(html))).toMatchObject(expected);
  });

  test('texts are kept verbatim, markup as a plain string', () => {
    const anchor = document.createElement('a');
    anchor.href = 'https://example.com/a.jpg';
    anchor.title = '<img src=x onerror=alert(1)> &amp; "quoted"';
    const image = document.createElement('img');
    image.alt = '<a onclick="alert(1);">click</a>';
    anchor.append(image);
    document.body.append(anchor);
    const before = document.body.innerHTML;

    const read = sourceOfLink(anchor);
    expect(read.title).toBe('<a onclick="alert(1);">click</a>');
    expect(read.description).toBe('<img src=x onerror=alert(1)> &amp; "quoted"');
    expect(typeof read.title).toBe('string');
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelectorAll('a')).toHaveLength(1);
  });

  test('whitespace in the texts is kept', () => {
    const anchor = link('<a href="a.jpg" title="  two  spaces "><img src="t.jpg" alt=" Alt "></a>');
    expect(sourceOfLink(anchor)).toMatchObject({ title: ' Alt ', description: '  two  spaces ' });
  });
});
