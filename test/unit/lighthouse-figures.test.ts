// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  formatTable,
  type LighthouseResultLike,
  type MedianRow,
  median,
  medians,
  type RunFigures,
  runFigures,
  scriptFigures,
} from '../../scripts/lighthouse-figures.mjs';

const BUNDLE = '/wp-content/themes/limitless/widgets/';
const origin = 'http://127.0.0.1:4000';

describe('median', () => {
  test('the middle value of an odd count, the mean of the middle two of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([0.149])).toBe(0.149);
  });

  test('null when there is nothing to take it of; missing values are left out', () => {
    expect(median([])).toBeNull();
    expect(median([null, undefined])).toBeNull();
    expect(median([5, null, 1, Number.NaN, 3])).toBe(3);
  });
});

describe('scriptFigures', () => {
  const items = [
    { url: `${origin}/about/?flavour=preact`, resourceType: 'Document', transferSize: 2875 },
    {
      url: `${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1`,
      resourceType: 'Script',
      transferSize: 30711,
    },
    { url: `${origin}${BUNDLE}preact/widgets.js?ver=0.1.0`, resourceType: 'Script', transferSize: 3207 },
    { url: `${origin}${BUNDLE}preact/chunks/core-AB12.js`, resourceType: 'Script', transferSize: 9000 },
    // The bundle's stylesheet sits beside its scripts: not JavaScript.
    { url: `${origin}${BUNDLE}widgets.css?ver=0.1.0`, resourceType: 'Stylesheet', transferSize: 1279 },
    // Served from a CDN, the bundle keeps its path.
    { url: `http://localhost:4000/cdn-cors${BUNDLE}x.js`, resourceType: 'Script', transferSize: 100 },
    { url: `http://localhost:4000${BUNDLE}chunks/y.js`, resourceType: 'Script', transferSize: 50 },
    { url: 'https://maps.googleapis.com/maps/api/js', resourceType: 'Script', transferSize: 700 },
    // A script that never arrived counts as a request of no bytes.
    { url: `${origin}${BUNDLE}chunks/failed.js`, resourceType: 'Script' },
    {
      url: `${origin}/wp-content/themes/limitless/widgets-extra/not-ours.js`,
      resourceType: 'Script',
      transferSize: 1,
    },
  ];

  test('every script counts in all JS; those served from the bundle folder count as the bundle too', () => {
    expect(scriptFigures(items, BUNDLE)).toEqual({
      bundleBytes: 3207 + 9000 + 50,
      bundleRequests: 4,
      jsBytes: 30711 + 3207 + 9000 + 100 + 50 + 700 + 1,
      jsRequests: 8,
    });
  });

  test('a page with no scripts', () => {
    expect(scriptFigures(items.slice(0, 1), BUNDLE)).toEqual({
      bundleBytes: 0,
      bundleRequests: 0,
      jsBytes: 0,
      jsRequests: 0,
    });
  });
});

describe('runFigures', () => {
  test('reads the score as 0-100 and the metrics as Lighthouse gives them', () => {
    const lhr: LighthouseResultLike = {
      categories: { performance: { score: 0.925 } },
      audits: {
        'first-contentful-paint': { numericValue: 1365.2 },
        'largest-contentful-paint': { numericValue: 2601 },
        'total-blocking-time': { numericValue: 42.5 },
        'cumulative-layout-shift': { numericValue: 0.0332 },
        'network-requests': {
          details: {
            items: [{ url: `${origin}${BUNDLE}widgets.js`, resourceType: 'Script', transferSize: 10 }],
          },
        },
      },
    };
    expect(runFigures(lhr, BUNDLE)).toEqual({
      score: 93,
      fcp: 1365.2,
      lcp: 2601,
      tbt: 42.5,
      cls: 0.0332,
      bundleBytes: 10,
      bundleRequests: 1,
      jsBytes: 10,
      jsRequests: 1,
    });
  });

  test('a metric Lighthouse could not measure is null, not zero', () => {
    const lhr: LighthouseResultLike = { categories: { performance: { score: null } }, audits: {} };
    expect(runFigures(lhr, BUNDLE)).toMatchObject({ score: null, lcp: null, tbt: null, jsRequests: 0 });
  });
});

const figures = (over: Partial<RunFigures>): RunFigures => ({
  score: 100,
  fcp: 1000,
  lcp: 1500,
  tbt: 0,
  cls: 0,
  bundleBytes: 30720,
  bundleRequests: 2,
  jsBytes: 61440,
  jsRequests: 3,
  ...over,
});

describe('medians', () => {
  test('one row per page, flavour and preset, in the order first seen; a failed run counts in runs only', () => {
    const rows = medians([
      { page: 'home', flavour: 'react', preset: 'mobile', figures: figures({ tbt: 90, score: 88 }) },
      { page: 'home', flavour: 'preact', preset: 'mobile', figures: figures({ tbt: 10 }) },
      { page: 'home', flavour: 'react', preset: 'mobile', figures: figures({ tbt: 30, score: 90 }) },
      { page: 'home', flavour: 'react', preset: 'mobile', figures: figures({ tbt: 60, score: 95 }) },
      { page: 'home', flavour: 'preact', preset: 'mobile', figures: null },
    ]);
    expect(rows.map(({ page, flavour, preset }) => `${page} ${flavour} ${preset}`)).toEqual([
      'home react mobile',
      'home preact mobile',
    ]);
    expect(rows[0]).toMatchObject({ runs: 3, failed: 0, tbt: 60, score: 90 });
    expect(rows[1]).toMatchObject({ runs: 2, failed: 1, tbt: 10 });
  });

  test('a page whose every run failed has no figures', () => {
    const [row] = medians([{ page: 'about', flavour: 'react', preset: 'desktop', figures: null }]);
    expect(row).toMatchObject({ runs: 1, failed: 1, score: null, tbt: null });
  });
});

describe('formatTable', () => {
  const rows: MedianRow[] = [
    {
      page: 'sliders',
      flavour: 'preact',
      preset: 'mobile',
      runs: 3,
      failed: 0,
      ...figures({ score: 95, fcp: 1234, lcp: 2926, tbt: 72.4, cls: 0.0331, bundleBytes: 35_942 }),
    },
    { page: 'about', flavour: 'react', preset: 'desktop', runs: 3, failed: 1, ...figures({ lcp: null }) },
  ];

  test('Markdown: a header, a rule with the figures right-aligned, and the figures as measured', () => {
    expect(formatTable(rows, { markdown: true }).split('\n')).toEqual([
      '| page | flavour | preset | score | FCP s | LCP s | TBT ms | CLS | bundle JS KB | bundle req | all JS KB | all JS req | runs |',
      '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
      '| sliders | preact | mobile | 95 | 1.23 | 2.93 | 72 | 0.033 | 35.1 | 2 | 60.0 | 3 | 3 |',
      '| about | react | desktop | 100 | 1.00 | – | 0 | 0.000 | 30.0 | 2 | 60.0 | 3 | 2/3 |',
    ]);
  });

  test('plain text: the columns aligned', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^page\s+flavour\s+preset\s+score\s+FCP s/);
    expect(lines[1]).toMatch(/^-+ {2}-+/);
    // Every line ends its "runs" column at the same place.
    const ends = lines.map((line) => line.length);
    expect(new Set(ends).size).toBe(1);
    expect(lines[3]).toMatch(
      /^about\s+react\s+desktop\s+100\s+1\.00\s+–\s+0\s+0\.000\s+30\.0\s+2\s+60\.0\s+3\s+2\/3$/,
    );
  });
});
