import { afterEach, describe, expect, test } from 'vitest';
import { sectionOf } from '../../toolkit/dom/section-scroll';

afterEach(() => {
  document.body.replaceChildren();
});

function link(hash: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = `${location.pathname}${hash}`;
  return anchor;
}

describe('sectionOf: the builder section an in-page link names', () => {
  test('a section id containing rps, decoded', () => {
    document.body.innerHTML = '<section id="rps-café"></section>';
    expect(sectionOf(link('#rps-caf%C3%A9'))?.id).toBe('rps-café');
  });

  test.each(['#rps%E0%A4%A', '#rps%', '#rps%ZZ'])(
    'a malformed escape (%s) names no section, and throws nothing',
    (hash) => {
      expect(() => sectionOf(link(hash))).not.toThrow();
      expect(sectionOf(link(hash))).toBeNull();
    },
  );
});
