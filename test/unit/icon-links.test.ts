import { describe, expect, test } from 'vitest';
import { iconLinkFix } from '../../toolkit/dom/icon-links';

/** An item as the theme prints it, and its overlay's icon link. */
function item(html: string): { item: HTMLElement; link: HTMLAnchorElement } {
  document.body.innerHTML = `<li id="item">${html}</li>`;
  const root = document.getElementById('item') as HTMLElement;
  return { item: root, link: root.querySelector('a.hover') as HTMLAnchorElement };
}

describe('the theme’s icon-only overlay links', () => {
  test('the link format, going where the title goes: the title’s duplicate, out of the tab order', () => {
    const { item: root, link } = item(
      '<h2><a href="/work/x/">Cutting table</a></h2><a class="hover" href="/work/x/"><i class="hover-link"></i></a>',
    );
    expect(iconLinkFix(link, root)).toEqual({ hide: true });
  });

  test('the image format (the lightbox), whose icon carries the title: named already, left alone', () => {
    const { item: root, link } = item(
      '<h2><a href="/work/x/">Cutting table</a></h2><a class="hover" href="/x.jpg" rel="prettyPhoto[pp_gal]"><i title="Cutting table" class="hover-lightbox"></i></a>',
    );
    expect(iconLinkFix(link, root)).toBeNull();
  });

  test('an icon going elsewhere than any titled link: named after the item’s heading', () => {
    const { item: root, link } = item(
      '<h2><a href="/work/x/">Cutting table</a></h2><a class="hover" href="/x.jpg"><i class="hover-lightbox"></i></a>',
    );
    expect(iconLinkFix(link, root)).toEqual({ label: 'Cutting table' });
  });

  test('a duplicate counts only when the other link has words (a picture’s alt is words)', () => {
    const bare = item('<a href="/work/x/"><i></i></a><a class="hover" href="/work/x/"><i></i></a>');
    expect(iconLinkFix(bare.link, bare.item)).toBeNull();
    const picture = item(
      '<a href="/work/x/"><img alt="Cutting table" src="/x.jpg"></a><a class="hover" href="/work/x/"><i></i></a>',
    );
    expect(iconLinkFix(picture.link, picture.item)).toEqual({ hide: true });
  });
});
