import type { Locator, Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { seenOpacity } from './seen';
import { openWithoutBundle } from './server-view';
import {
  expectRestoredOnUnmount,
  installPausedClock,
  pollWhileRunning,
  runUntilMounted,
  runUntilSettled,
  scrollTopTo,
} from './widget-helpers';

/**
 * The theme's charts on /charts/ (line, bar, radar, pie, doughnut, polar area, radial charts, stacked circles)
 * and /chart-faults/. What a chart draws is read from its canvas's pixels.
 */

/**
 * The share of the canvas's painted pixels in each colour (within a small tolerance for antialiasing), among those
 * at least `minAlpha` opaque; and the highest row (as a fraction of the height) where each colour is painted.
 * Read in the page from a copy of the canvas: readbacks from the chart's own would slow it, and say so.
 */
function readPixels(
  canvas: Locator,
  colours: readonly (readonly [number, number, number])[],
  minAlpha = 250,
): Promise<{ shares: number[]; tops: number[] }> {
  return canvas.evaluate(
    (element, [wanted, alpha]) => {
      const chart = element as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = chart.width;
      copy.height = chart.height;
      const context = copy.getContext('2d', { willReadFrequently: true });
      context?.drawImage(chart, 0, 0);
      const data = context?.getImageData(0, 0, copy.width, copy.height).data ?? new Uint8ClampedArray();
      const counts = wanted.map(() => 0);
      const tops = wanted.map(() => 1);
      let painted = 0;
      for (let at = 0; at < data.length; at += 4) {
        if ((data[at + 3] ?? 0) < alpha) continue;
        painted += 1;
        wanted.forEach(([r, g, b], index) => {
          const near =
            Math.abs((data[at] ?? 0) - r) < 6 &&
            Math.abs((data[at + 1] ?? 0) - g) < 6 &&
            Math.abs((data[at + 2] ?? 0) - b) < 6;
          if (!near) return;
          counts[index] = (counts[index] ?? 0) + 1;
          tops[index] = Math.min(tops[index] ?? 1, Math.floor(at / 4 / copy.width) / copy.height);
        });
      }
      return { shares: counts.map((count) => (painted ? count / painted : 0)), tops };
    },
    [colours, minAlpha] as const,
  );
}

async function colourShares(
  canvas: Locator,
  colours: readonly (readonly [number, number, number])[],
  minAlpha = 250,
): Promise<number[]> {
  return (await readPixels(canvas, colours, minAlpha)).shares;
}

/** The drawing parts the page fetched, in order: a type's (`bar-chart`) or the family's with every type (`charts`). */
const drawChunks = (page: Page) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = request.url().split('/').pop() ?? '';
    const part = /^([a-z-]+)-draw-/.exec(name)?.[1];
    if (part) chunks.push(part);
  });
  return chunks;
};

test.describe('with reduced motion (drawn at once)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('each type draws its data on the server’s canvas', BOTH_FLAVOURS, async ({ page, open }) => {
    await open('/charts/');
    const bar = page.locator('#bar-chart canvas');
    for (const id of [
      'line-chart',
      'bar-chart',
      'radar-chart',
      'pie-chart',
      'doughnut-chart',
      'polar-chart',
    ]) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await mounted(page, `#${id}`, id.replace(/-chart$/, '-chart'));
    }
    await page.locator('#bar-chart').scrollIntoViewIfNeeded();
    // The bars, in their two colours, the second year's the taller in two of three channels.
    await expect
      .poll(async () =>
        (
          await colourShares(bar, [
            [198, 40, 40],
            [106, 27, 154],
          ])
        ).every((share) => share > 0.03),
      )
      .toBe(true);
    // The line's two strokes.
    await page.locator('#line-chart').scrollIntoViewIfNeeded();
    await expect
      .poll(async () =>
        (
          await colourShares(page.locator('#line-chart canvas'), [
            [46, 125, 50],
            [21, 101, 192],
          ])
        ).every((share) => share > 0.002),
      )
      .toBe(true);
    // The pie's slices, 50, 30 and 20 of 100: their areas in that proportion.
    await page.locator('#pie-chart').scrollIntoViewIfNeeded();
    const pie = page.locator('#pie-chart canvas');
    await expect.poll(async () => (await colourShares(pie, [[0, 131, 143]]))[0] ?? 0).toBeGreaterThan(0.4);
    const [portugal, spain, italy] = await colourShares(pie, [
      [0, 131, 143],
      [249, 168, 37],
      [173, 20, 87],
    ]);
    expect((portugal ?? 0) / (spain ?? 1)).toBeCloseTo(50 / 30, 0);
    expect((spain ?? 0) / (italy ?? 1)).toBeCloseTo(30 / 20, 0);
    for (const [id, colour, alpha] of [
      ['#radar-chart', [239, 108, 0], 250],
      ['#doughnut-chart', [0, 105, 92], 250],
      // The polar area's slices are 70% opaque.
      ['#polar-chart', [198, 40, 40], 150],
    ] as const) {
      await page.locator(id).scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await colourShares(page.locator(`${id} canvas`), [colour], alpha))[0] ?? 0, id)
        .toBeGreaterThan(0.002);
    }
  });

  test('the slices’ shares go where the theme wrote them, and the info toggle is a button', async ({
    page,
    open,
  }) => {
    await open('/charts/');
    await page.locator('#doughnut-chart').scrollIntoViewIfNeeded();
    await mounted(page, '#pie-chart', 'pie-chart');
    await mounted(page, '#doughnut-chart', 'doughnut-chart');
    await expect(page.locator('#pie-chart .block')).toHaveText(['50%', '30%', '20%']);
    await expect(page.locator('#doughnut-chart .block')).toHaveText(['37.5%', '50%', '12.5%']);
    const toggle = page.locator('#pie-chart').getByRole('button', { name: 'Values' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#pie-chart .info-area')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveClass(/cancel-2icon-/);
    await expect(page.locator('#pie-chart .info-area')).toBeVisible();
    await expect(page.locator('#pie-chart .info-area')).toHaveCSS('opacity', '1');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveClass(/info-2icon-/);
    await expect(page.locator('#pie-chart .info-area')).toBeHidden();
  });

  test(
    'each chart has a name and its values as a table for screen readers',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await open('/charts/');
      await mounted(page, '#line-chart', 'line-chart');
      const chart = page.locator('#line-chart');
      await expect(chart.getByRole('img', { name: 'Line chart: Totes, Roll-tops' })).toHaveCount(1);
      const table = chart.getByRole('table', { name: 'Line chart: its values' });
      await expect(table.getByRole('columnheader')).toHaveText(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
      await expect(table.getByRole('row', { name: /Roll-tops/ }).getByRole('cell')).toHaveText([
        '10',
        '12',
        '30',
        '28',
        '45',
        '50',
      ]);
    },
  );

  test('the canvas keeps its shape as its column narrows', async ({ page, open }) => {
    await open('/charts/');
    await mounted(page, '#line-chart', 'line-chart');
    const size = () =>
      page.locator('#line-chart canvas').evaluate((canvas) => [canvas.clientWidth, canvas.clientHeight]);
    await expect.poll(async () => (await size())[0]).toBeGreaterThan(0);
    await page.setViewportSize({ width: 640, height: 720 });
    await expect
      .poll(async () => {
        const [width, height] = await size();
        return [
          width === page.viewportSize()?.width ? 'full' : width,
          Math.abs((width ?? 0) / 2 - (height ?? 0)) < 2,
        ];
      })
      .toEqual([expect.any(Number), true]);
    // As wide as its column where that is narrower than the printed canvas, never wider than printed (600).
    const column = await page.locator('#line-chart').evaluate((wrap) => wrap.clientWidth);
    expect((await size())[0]).toBe(Math.min(column, 600));
  });
});

/**
 * On a phone every chart's canvas is at its drawn size from the first paint, so nothing moves as Chart.js sizes it:
 * a canvas printed wider than the column (the radar's 400 px, which 2.5.7's style.css, unlike its siblings', leaves
 * unscaled) made the page wider until drawn, and a phone's browser, which lays the page out as wide as its content,
 * moved everything fixed or centred as the page came back to the screen's width (a layout shift in Lighthouse).
 */
test(
  'on a phone each canvas has its drawn size from the first paint: the page as wide before as after',
  BOTH_FLAVOURS,
  async ({ page, context, open, flavour }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const sizes = (on: Page) =>
      on.evaluate(() => ({
        page: Math.max(document.documentElement.scrollWidth, document.documentElement.clientWidth),
        canvases: [...document.querySelectorAll<HTMLElement>('[class$="-chart-wrap"]')].map((wrap) => {
          const box = wrap.querySelector('canvas')?.getBoundingClientRect();
          return [wrap.id, box?.width ?? 0, box?.height ?? 0] as const;
        }),
      }));
    const first = await context.newPage();
    await first.setViewportSize({ width: 375, height: 800 });
    await openWithoutBundle(first, `/charts/?flavour=${flavour}`);
    const before = await sizes(first);
    await first.close();
    expect(before.page, 'the page at its first paint').toBe(375);

    await open('/charts/');
    for (const { id, colour, alpha } of TYPES) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(page, `#${id}`, colour, alpha)).toBeGreaterThan(0.002);
    }
    const after = await sizes(page);
    expect(after.page, 'the page once every chart is drawn').toBe(before.page);
    // Chart.js rounds the canvas's size to the screen's pixels: within a pixel of its first paint.
    const apart = after.canvases.map(([id, width, height], i) => {
      const [, widthBefore = 0, heightBefore = 0] = before.canvases[i] ?? [];
      return `#${id} ${Math.abs(width - widthBefore) < 1 && Math.abs(height - heightBefore) < 1 ? 'kept' : `${widthBefore}x${heightBefore} -> ${width}x${height}`}`;
    });
    expect(apart).toEqual(before.canvases.map(([id]) => `#${id} kept`));
  },
);

/** The share of the chart's canvas painted in `colour` (at least `alpha` opaque). */
const drawn = (page: Page, selector: string, colour: readonly [number, number, number], alpha = 250) =>
  colourShares(page.locator(`${selector} canvas`), [colour], alpha).then((shares) => shares[0] ?? 0);

/** Each type's chart on /charts/, its widget, its wrapper's kind and a colour it draws in (at least `alpha` opaque). */
const TYPES = [
  { id: 'line-chart', wrap: 'line', colour: [46, 125, 50], alpha: 250 },
  { id: 'bar-chart', wrap: 'bar', colour: [198, 40, 40], alpha: 250 },
  { id: 'radar-chart', wrap: 'radar', colour: [239, 108, 0], alpha: 250 },
  { id: 'pie-chart', wrap: 'pie', colour: [0, 131, 143], alpha: 250 },
  { id: 'doughnut-chart', wrap: 'donut', colour: [0, 105, 92], alpha: 250 },
  // The polar area's slices are 70% opaque.
  { id: 'polar-chart', wrap: 'polar', colour: [198, 40, 40], alpha: 150 },
] as const;

test('a chart is drawn, and Chart.js loaded, only when it comes 70% into view: once for a page of six types', async ({
  page,
  open,
}) => {
  const chunks = drawChunks(page);
  await open('/charts/');
  // The line chart is in view at once; the bar chart below it.
  await mounted(page, '#line-chart', 'line-chart');
  // Six types on the page: Chart.js with every type's parts, not six copies of its core with one type's each.
  await expect.poll(() => chunks).toEqual(['charts']);
  // Drawn, so Chart.js has sized its canvas to the column: what is below it has moved to where it stays.
  await expect.poll(() => drawn(page, '#line-chart', [46, 125, 50])).toBeGreaterThan(0);
  await scrollTopTo(page, '#bar-chart', 0.75);
  await mounted(page, '#bar-chart', 'bar-chart');
  expect(await drawn(page, '#bar-chart', [198, 40, 40])).toBe(0);
  await scrollTopTo(page, '#bar-chart', 0.65);
  await expect.poll(() => drawn(page, '#bar-chart', [198, 40, 40])).toBeGreaterThan(0.03);
  await page.locator('#polar-chart').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, '#polar-chart', [198, 40, 40], 150)).toBeGreaterThan(0.002);
  expect(chunks).toEqual(['charts']);
});

for (const { id, wrap, colour, alpha } of TYPES) {
  test(`a page whose charts are all ${id}s loads Chart.js with that type’s parts alone`, async ({
    page,
    open,
  }) => {
    const chunks = drawChunks(page);
    // The charts page with this chart alone: the other charts' wrappers renamed, so they are no charts.
    await page.route(
      (url) => url.pathname === '/charts/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /class="(line|bar|radar|pie|donut|polar)-chart-wrap"/g,
          (kept, kind: string) => (kind === wrap ? kept : `class="${kind}"`),
        );
        await route.fulfill({ response, body: html });
      },
    );
    await open('/charts/');
    await expect(page.locator('[class$="-chart-wrap"]')).toHaveCount(1);
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await mounted(page, `#${id}`, id);
    await expect.poll(() => drawn(page, `#${id}`, colour, alpha)).toBeGreaterThan(0.002);
    expect(chunks).toEqual([id]);
  });
}

test('the line’s second series comes in 400 ms after the first, on the clock', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/charts/');
  await runUntilMounted(page, '#line-chart', 'line-chart');
  const canvas = page.locator('#line-chart canvas');
  // Where the points of each series stand: the highest row of each stroke colour.
  const tops = async () =>
    (
      await readPixels(canvas, [
        [46, 125, 50],
        [21, 101, 192],
      ])
    ).tops;
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return (await tops())[0] ?? 1;
    })
    .toBeLessThan(0.9);
  // Within the first 400 ms the second series has not left the axis.
  const early = await tops();
  expect(early[1]).toBeGreaterThan(0.85);
  await runUntilSettled(page);
  const [first, second] = await tops();
  expect(first).toBeLessThan(0.3);
  expect(second).toBeLessThan(0.6);
});

test('bad data: each bad attribute reported once; what is valid is drawn; a chart with nothing keeps its HTML', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/line-chart on|bar-chart on|pie-chart on/);
  await open('/chart-faults/');
  await mounted(page, '#partly-bad', 'line-chart');
  await mounted(page, '#bad-slice', 'pie-chart');
  await expect(page.locator('#no-series')).toHaveAttribute('data-widget-failed', 'bar-chart');
  await expect(page.getByText('Orders: 12 and 30.')).toBeVisible();
  // Each problem names the element it is on: a series, a slice, or the chart itself.
  const about = (widget: string) =>
    consoleLog.filter((entry) => entry.text.includes(`${widget} on`)).map((entry) => entry.text);
  expect(about('line-chart')).toEqual([
    expect.stringContaining('data-max="lots" is not a number'),
    expect.stringContaining('data-values="1,two,3" holds something that is not a number'),
    expect.stringContaining('data-values="1,2" has 2 values for 3 labels'),
    expect.stringContaining('data-strokecolor="javascript:alert(1)" is not a colour'),
  ]);
  expect(about('pie-chart')).toEqual([
    expect.stringContaining('data-value="-1" is not a number of 0 or more'),
  ]);
  expect(about('bar-chart')).toEqual([
    expect.stringContaining('it has no .bar-val with data-values to draw'),
  ]);
  await expect
    .poll(async () => (await colourShares(page.locator('#partly-bad canvas'), [[46, 125, 50]]))[0] ?? 0)
    .toBeGreaterThan(0.001);
  await expect(
    page.locator('#partly-bad').getByRole('img', { name: 'Line chart: Good, Odd colour' }),
  ).toHaveCount(1);
});

test('unmounting puts the chart’s markup back as the server printed it', async ({ page, open }) => {
  await open('/charts/');
  await mounted(page, '#line-chart', 'line-chart');
  await expect
    .poll(async () => (await colourShares(page.locator('#line-chart canvas'), [[46, 125, 50]]))[0] ?? 0)
    .toBeGreaterThan(0);
  await expectRestoredOnUnmount(page, '#line-chart');
});

test.describe('radial charts and circles', () => {
  test(
    'a radial chart is a meter that fills to its percent over 2 s once 70% in view',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await installPausedClock(page);
      await open('/charts/');
      await page.locator('#radial-canvas').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await runUntilMounted(page, '#radial-canvas', 'radial-chart');
      const meter = page.getByRole('meter', { name: 'Canvas' });
      await expect(meter).toHaveAttribute('aria-valuenow', '75');
      await expect(meter).toHaveAttribute('aria-valuetext', '75%');
      const filled = () =>
        page
          .locator('#radial-canvas circle')
          .nth(1)
          .evaluate((circle) => {
            const total = Number(circle.getAttribute('stroke-dasharray'));
            return 1 - Number.parseFloat((circle as SVGElement).style.strokeDashoffset) / total;
          });
      // It starts once the page has seen it 70% in view, which happens in real time: move the clock a frame at a time
      // until it has begun, then on.
      await pollWhileRunning(page, filled).toBeGreaterThan(0);
      await page.clock.runFor(1000);
      const halfway = await filled();
      expect(halfway).toBeGreaterThan(0.1);
      expect(halfway).toBeLessThan(0.75);
      await page.clock.runFor(1100);
      expect(await filled()).toBeCloseTo(0.75, 2);
      // Its size: data-width, 120.
      const box = await page.locator('#radial-canvas svg').boundingBox();
      expect([box?.width, box?.height]).toEqual([120, 120]);
    },
  );

  test('the circles fade in as they grow from a fifth to their fill, 100 ms apart, centred along the bottom', async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open('/charts/');
    await page.locator('#circles').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await runUntilMounted(page, '#circles', 'stacked-circles');
    const circles = page.locator('#circles .circle');
    const scales = () =>
      circles.evaluateAll((all) =>
        all.map((circle) => {
          const { transform } = getComputedStyle(circle);
          return transform === 'none' ? 1 : new DOMMatrix(transform).a;
        }),
      );
    // As the radial chart: a frame at a time until the first circle has begun, then 500 ms more.
    await pollWhileRunning(page, async () => (await scales())[0] ?? 0).toBeGreaterThan(0.2);
    await page.clock.runFor(500);
    const [first, second, third] = await scales();
    expect(first).toBe(1);
    expect(second).toBeLessThan(1);
    expect(third).toBeGreaterThanOrEqual(0.2);
    await runUntilSettled(page);
    // What a visitor sees: each circle painted whole, its fill's share of the group, centred along its bottom.
    const group = await page.locator('#circles').boundingBox();
    for (const [at, fill] of [90, 60, 25].entries()) {
      const circle = circles.nth(at);
      expect(await seenOpacity(circle)).toBe(1);
      const box = await circle.boundingBox();
      expect(box?.width).toBeCloseTo(((group?.width ?? 0) * fill) / 100, 0);
      expect(box?.height).toBeCloseTo(((group?.height ?? 0) * fill) / 100, 0);
      expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeCloseTo((group?.x ?? 0) + (group?.width ?? 0) / 2, 0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo((group?.y ?? 0) + (group?.height ?? 0), 0);
      await expect(circle.locator('h6')).toBeInViewport();
    }
  });
});
