import { afterEach, describe, expect, test } from 'vitest';
import { CLOSED_HASH, type DeepLink, deepLinkHash, parseDeepLink } from '../../widgets/lightbox/deep-link';

afterEach(() => document.body.replaceChildren());

describe('parseDeepLink: the hashes prettyPhoto 3.1.6 wrote (plugin contracts §5.3, vectors G)', () => {
  test.each<[string, DeepLink | null]>([
    ['#prettyPhoto[gallery1]/2/', { group: 'gallery1', index: 2 }],
    ['#prettyPhoto[gallery1]/0/', { group: 'gallery1', index: 0 }],
    ['#prettyPhoto[pp_gal]/12/', { group: 'pp_gal', index: 12 }],
    ['#prettyPhoto[product-gallery]/1/', { group: 'product-gallery', index: 1 }],
    ['#prettyPhoto[gallery-2]/3/', { group: 'gallery-2', index: 3 }],
    ['#prettyPhoto/0/', { group: null, index: 0 }],
    ['#prettyPhoto/5/', { group: null, index: 5 }],
    ['#prettyPhoto[g]/007/', { group: 'g', index: 7 }],
    ['#prettyPhoto[g]/999999999/', { group: 'g', index: 999999999 }],
  ])('%s → %j', (hash, link) => {
    expect(parseDeepLink(hash)).toEqual(link);
  });

  test.each<[string, DeepLink]>([
    ['#prettyPhoto[caf%C3%A9]/1/', { group: 'café', index: 1 }],
    ['#prettyPhoto[café]/1/', { group: 'café', index: 1 }],
    ['#prettyPhoto[%E5%86%99%E7%9C%9F]/0/', { group: '写真', index: 0 }],
    ['#prettyPhoto%5Bg%5D/2/', { group: 'g', index: 2 }],
  ])('percent-encoded and non-ASCII names decode: %s → %j', (hash, link) => {
    expect(parseDeepLink(hash)).toEqual(link);
  });

  test.each([
    ['the state after close', CLOSED_HASH],
    ['the closed state with a slash', '#prettyPhoto/'],
    ['a non-numeric index', '#prettyPhoto[g]/x/'],
    ['a negative index', '#prettyPhoto[g]/-1/'],
    ['a fractional index', '#prettyPhoto[g]/1.5/'],
    ['an index of ten digits', '#prettyPhoto[g]/1234567890/'],
    ['non-ASCII digits', '#prettyPhoto[g]/٣/'],
    ['no trailing slash', '#prettyPhoto[g]/2'],
    ['an empty group', '#prettyPhoto[]/0/'],
    ['no index', '#prettyPhoto[g]//'],
    ['anything after the index', '#prettyPhoto[g]/2/extra'],
    ['another case', '#prettyphoto[g]/2/'],
    ['no hash sign', 'prettyPhoto[g]/2/'],
    ['an empty hash', ''],
    ['a bare hash', '#'],
    ['a group with a space', '#prettyPhoto[a b]/0/'],
    ['a group with an encoded slash', '#prettyPhoto[a%2Fb]/0/'],
    ['a group with a nested bracket', '#prettyPhoto[a[b]]/0/'],
  ])('%s (%s) names nothing', (_, hash) => {
    expect(parseDeepLink(hash)).toBeNull();
  });
});

describe('parseDeepLink: the XSS payloads of vectors G name nothing, never throw and create nothing', () => {
  const payloads = [
    ['PR #116', '#prettyPhoto[pp_gal]/2,<a onclick="alert(1);">/'],
    ['PR #116, percent-encoded', '#prettyPhoto[pp_gal]/2,%3Ca%20onclick=%22alert(1);%22%3E/'],
    ['PR #116, < > encoded only', '#prettyPhoto[pp_gal]/2,%3Ca onclick="alert(1);"%3E/'],
    ['PR #116, lowercase escapes', '#prettyPhoto[pp_gal]/2,%3ca%20onclick=%22alert(1);%22%3e/'],
    ['an img in the index', '#prettyPhoto[g]/1,<img src=x onerror=alert(1)>/'],
    ['an img in the index, percent-encoded', '#prettyPhoto[g]/1,%3Cimg%20src=x%20onerror=alert(1)%3E/'],
    ['an img in the group', '#prettyPhoto[g<img src=x onerror=alert(1)>]/0/'],
    ['an img in the group, percent-encoded', '#prettyPhoto[g%3Cimg%20src=x%20onerror=alert(1)%3E]/0/'],
    ['an img in the group, no spaces', '#prettyPhoto[g%3Cimg/src=x/onerror=alert(1)%3E]/0/'],
    ['a quote closing the group', '#prettyPhoto[g"]/0/'],
    ['a quote closing the group, percent-encoded', '#prettyPhoto[g%22]/0/'],
    ['an apostrophe in the group', "#prettyPhoto[g']/0/"],
    ['an apostrophe in the group, percent-encoded', '#prettyPhoto[g%27]/0/'],
    ['a malformed escape', '#prettyPhoto[g]/%E0%A4%A/'],
    ['a lone percent sign', '#prettyPhoto[g%]/0/'],
    ['issue #177', '#?prettyPhoto=<img src=x onerror=confirm(document.cookie) />&'],
    [
      'issue #177, percent-encoded',
      '#?prettyPhoto=%3Cimg%20src=x%20onerror=confirm(document.cookie)%20/%3E&',
    ],
    ['the selector jQuery built', "#prettyPhoto[g]/0/']:eq(0),<img src=x onerror=alert(1)>"],
    ['a comma list of indexes', '#prettyPhoto[g]/0,1/'],
  ] as const;

  test.each(payloads)('%s: %s', (_, hash) => {
    document.body.innerHTML = '<p id="page">Page</p>';
    const before = document.body.innerHTML;
    let link: DeepLink | null | undefined;
    expect(() => {
      link = parseDeepLink(hash);
    }).not.toThrow();
    expect(link).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('img, a')).toBeNull();
  });
});

describe('deepLinkHash', () => {
  test.each<[DeepLink, string]>([
    [{ group: 'pp_gal', index: 0 }, '#prettyPhoto[pp_gal]/0/'],
    [{ group: 'product-gallery', index: 3 }, '#prettyPhoto[product-gallery]/3/'],
    [{ group: 'gallery-2', index: 1 }, '#prettyPhoto[gallery-2]/1/'],
    [{ group: 'café', index: 2 }, '#prettyPhoto[café]/2/'],
    [{ group: '写真', index: 4 }, '#prettyPhoto[写真]/4/'],
    [{ group: null, index: 5 }, '#prettyPhoto/5/'],
  ])('%j → %s, which reads back as itself', (link, hash) => {
    expect(deepLinkHash(link)).toBe(hash);
    expect(parseDeepLink(hash)).toEqual(link);
  });

  test('the address bar’s percent-encoded form of a non-ASCII name reads back too', () => {
    const hash = deepLinkHash({ group: 'café', index: 1 });
    expect(hash).not.toBeNull();
    expect(parseDeepLink(new URL(`https://example.com/${hash}`).hash)).toEqual({ group: 'café', index: 1 });
  });

  test.each<[string, DeepLink]>([
    ['markup', { group: 'g<img src=x onerror=alert(1)>', index: 0 }],
    ['a less-than sign', { group: 'a<b', index: 0 }],
    ['a space', { group: 'my gallery', index: 0 }],
    ['a quote', { group: 'g"', index: 0 }],
    ['an apostrophe', { group: "rpw7'", index: 0 }],
    ['a slash', { group: 'a/b', index: 0 }],
    ['a closing bracket', { group: 'a]b', index: 0 }],
    ['an empty name', { group: '', index: 0 }],
    ['a lone percent sign', { group: '50%', index: 0 }],
    ['a negative index', { group: 'g', index: -1 }],
    ['a fractional index', { group: 'g', index: 1.5 }],
    ['an index of ten digits', { group: 'g', index: 1_000_000_000 }],
  ])('a link the grammar cannot read back (%s) gives no hash: %j', (_, link) => {
    expect(deepLinkHash(link)).toBeNull();
  });

  test.each<DeepLink>([
    { group: 'pp_gal', index: 0 },
    { group: 'product-gallery', index: 9 },
    { group: 'café', index: 1 },
    { group: 'x%41', index: 0 },
    { group: 'a%20b', index: 0 },
    { group: null, index: 0 },
  ])('a hash it gives always reads back as the same link (or there is none): %j', (link) => {
    const hash = deepLinkHash(link);
    if (hash !== null) expect(parseDeepLink(hash)).toEqual(link);
  });
});
