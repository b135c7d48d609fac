import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Every fixture page prints its images' width and height in the ratio of the file they show, as WordPress does
 * (it serves a cropped `name-WxH` file for each size). The browser reserves the box from those attributes; where
 * the theme's CSS gives images `height: auto`, a file of another ratio would resize the box once it arrives, and
 * move everything below it: a layout shift no widget caused. An inline `aspect-ratio` wins over the file, so
 * those images may show any part of it.
 */

const ROOT = join(__dirname, '../..');
const PAGES = join(ROOT, 'fixtures/pages');
const ASSET_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['/wp-content/themes/limitless/fixture-assets/', 'fixtures/assets/'],
  ['/wp-content/themes/limitless/logo.svg', 'fixtures/assets/logo.svg'],
];
/** Rounding to whole pixels: 120x32 printed at 200 wide is 200x53. */
const TOLERANCE = 0.03;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** An SVG file's own size: the width and height on its root element (every fixture image has them). */
function svgSize(file: string): [number, number] {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  const width = Number(attribute(root, 'width'));
  const height = Number(attribute(root, 'height'));
  if (!(width > 0 && height > 0)) throw new Error(`${file} has no width and height on its <svg>`);
  return [width, height];
}

function printedImages(): Array<{ page: string; src: string; file: string; width: number; height: number }> {
  return readdirSync(PAGES)
    .filter((name) => name.endsWith('.html'))
    .flatMap((page) =>
      [...readFileSync(join(PAGES, page), 'utf8').matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
        const src = attribute(tag, 'src')?.split(/[?#]/)[0] ?? '';
        const width = Number(attribute(tag, 'width'));
        const height = Number(attribute(tag, 'height'));
        const asset = ASSET_PATHS.find(([path]) => src.startsWith(path));
        if (!asset || !src.endsWith('.svg') || !(width > 0 && height > 0)) return [];
        if (/aspect-ratio/.test(attribute(tag, 'style') ?? '')) return [];
        const file = join(ROOT, asset[1], src.slice(asset[0].length));
        return [{ page, src, file, width, height }];
      }),
    );
}

test('the fixture pages print images, and the check finds them', () => {
  expect(printedImages().length).toBeGreaterThan(40);
});

test("every printed image size has its file's ratio", () => {
  const mismatches = printedImages().flatMap(({ page, src, file, width, height }) => {
    const [fileWidth, fileHeight] = svgSize(file);
    const ratio = fileWidth / fileHeight;
    return Math.abs(width / height - ratio) / ratio > TOLERANCE
      ? [`${page}: ${src} printed ${width}x${height}, the file is ${fileWidth}x${fileHeight}`]
      : [];
  });
  expect(mismatches).toEqual([]);
});
