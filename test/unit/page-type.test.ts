import { afterEach, describe, expect, it } from 'vitest';
import { pageType } from '../../toolkit/dom/page-type';
import { scaledPadding } from '../../widgets/section-padding/index';

/** A page as the server prints it: the body's classes and the page's wrapper. */
function page(bodyClass: string, wrapper: string): void {
  document.body.className = bodyClass;
  document.body.innerHTML = wrapper;
}

afterEach(() => {
  document.body.className = '';
  document.body.innerHTML = '';
});

const FLUID = `<div class="page-wrapper portfolio"><div class="auto_align clearfix">
  <div class="single-portfolio-content"><p>About</p></div><div class="portfolio-navigation"></div></div></div>`;
const BOXED = FLUID.replace('"auto_align clearfix"', '"skeleton auto_align clearfix"');

describe('page types (specification §2) from the body’s classes and the theme’s own signs', () => {
  it('a single portfolio in the fluid layout: its inner wrapper has no skeleton', () => {
    page('single single-portfolio postid-7', FLUID);
    expect(pageType()).toEqual({ fluidPortfolio: true, notFound: false });
  });

  it('a single portfolio in the boxed layout is not fluid', () => {
    page('single single-portfolio postid-7', BOXED);
    expect(pageType().fluidPortfolio).toBe(false);
  });

  it('a renamed portfolio post type (no single-portfolio class) is known by its description', () => {
    page('single single-work postid-7', FLUID);
    expect(pageType().fluidPortfolio).toBe(true);
  });

  it('a page without skeleton that is no portfolio is not a fluid portfolio', () => {
    page('page page-id-2', '<div class="page-wrapper"><div class="auto_align"><p>Text</p></div></div>');
    expect(pageType().fluidPortfolio).toBe(false);
  });

  it('the page of an element: a portfolio page switched in place brings its own wrapper', () => {
    page('single single-portfolio', `${BOXED}${FLUID}`);
    const [boxed, fluid] = [...document.querySelectorAll('.portfolio-navigation')];
    expect(pageType(boxed).fluidPortfolio).toBe(false);
    expect(pageType(fluid).fluidPortfolio).toBe(true);
  });

  it('the not-found page is WordPress’s error404', () => {
    page('error404 style-default', '<div class="page-wrapper not-found-page"></div>');
    expect(pageType()).toEqual({ fluidPortfolio: false, notFound: true });
  });
});

describe('section padding scales, to 15 px at least when it is not 0', () => {
  it.each([
    [80, 1, 80],
    [80, 0.85, 68],
    [80, 0.25, 20],
    [60, 0.25, 15],
    [20, 0.5, 15],
    [10, 0.5, 10],
    [15, 0.1, 15],
    [0, 0.5, 0],
    [-4, 0.5, 0],
  ])('%i px at %f: %i px', (px, ratio, expected) => {
    expect(scaledPadding(px, ratio)).toBe(expected);
  });
});
