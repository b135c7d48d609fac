import { afterEach, describe, expect, test } from 'vitest';
import { chartConfig, SERIES_STAGGER_MS } from '../../widgets/families/charts/config';
import { chartKindsOnPage } from '../../widgets/families/charts/drawing';
import { readChart, shareText } from '../../widgets/families/charts/read-chart';

afterEach(() => document.body.replaceChildren());

function host(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const LINE = `<div class="line-chart-wrap" data-labels="Jan, Feb,Mar" data-max="100">
  <canvas width="600" height="300"></canvas>
  <div class="line-val" data-label="Totes" data-values="1,2,3" data-fillcolor="rgba(1,2,3,0.5)" data-strokecolor="#2e7d32" data-pointcolor="red" data-pointstrokecolor="#fff"></div>
  <div class="line-val" data-values="4, 5 ,6"></div>
</div>`;

describe('readChart', () => {
  test('a line chart: labels, series with their colours, the canvas’s shape and data-max', () => {
    const markup = readChart(host(LINE), 'line');
    expect(markup.labels).toEqual(['Jan', 'Feb', 'Mar']);
    expect([markup.ratio, markup.max]).toEqual([2, 100]);
    expect(markup.series.map((s) => [s.label, s.values, s.fill, s.stroke, s.point, s.pointStroke])).toEqual([
      ['Totes', [1, 2, 3], 'rgba(1,2,3,0.5)', '#2e7d32', 'red', '#fff'],
      ['Series 2', [4, 5, 6], null, null, null, null],
    ]);
    expect(markup.problems).toEqual([]);
  });

  test('bad data: each bad attribute one problem naming it; the valid rest is kept', () => {
    const markup = readChart(
      host(`<div class="bar-chart-wrap" data-labels="A,B" data-max="lots">
        <canvas width="600" height="300"></canvas>
        <div class="bar-val" data-values="1,2" data-fillcolor="url(javascript:alert(1))"></div>
        <div class="bar-val" data-values="1,two"></div>
        <div class="bar-val" data-values="1"></div>
      </div>`),
      'bar',
    );
    expect(markup.series.map((series) => series.values)).toEqual([[1, 2]]);
    expect(markup.series[0]?.fill).toBeNull();
    expect(markup.problems.map((problem) => problem.message)).toEqual([
      'data-max="lots" is not a number; the scale fits the values.',
      'data-fillcolor="url(javascript:alert(1))" is not a colour; Chart.js\'s default is used.',
      'data-values="1,two" holds something that is not a number; that series is left out.',
      'data-values="1" has 1 values for 2 labels; that series is left out.',
    ]);
  });

  test('typed into the classic editor: the canvas wrapped in a paragraph, line breaks and empty paragraphs around', () => {
    const markup = readChart(
      host(`<div class="line-chart-wrap" data-labels="A,B"><p></p>
<p><canvas width="400" height="200"></canvas><br></p>
<div class="line-val" data-values="1,2"></div><br>
</div>`),
      'line',
    );
    expect([markup.canvas.width, markup.series.length]).toEqual([400, 1]);
  });

  test.each([
    [
      '<div class="line-chart-wrap" data-labels="A"><div class="line-val" data-values="1"></div></div>',
      'it has no <canvas> as a child to draw on',
    ],
    ['<div class="line-chart-wrap"><canvas></canvas></div>', 'data-labels is missing or empty'],
    [
      '<div class="line-chart-wrap" data-labels="A"><canvas></canvas><p>1</p></div>',
      'it has no .line-val with data-values to draw',
    ],
  ])('%s: throws, so the server HTML stays', (html, message) => {
    expect(() => readChart(host(html), 'line')).toThrow(message);
  });

  test('a pie: slices with their labels and where their share goes; a negative value is left out', () => {
    const markup = readChart(
      host(`<div class="pie-chart-wrap"><i class="graph-info-toggle"></i><canvas width="300" height="300"></canvas>
        <div class="info-area">
          <div class="pie-val" data-value="3" data-fillcolor="#00838f"><span class="label">Three</span> <span class="block"></span></div>
          <div class="pie-val" data-value="-1"><span class="label">Minus</span></div>
        </div></div>`),
      'pie',
    );
    expect(
      markup.slices.map((slice) => [slice.label, slice.value, slice.fill, slice.share?.className]),
    ).toEqual([['Three', 3, '#00838f', 'block']]);
    expect(markup.problems.map((problem) => problem.message)).toEqual([
      'data-value="-1" is not a number of 0 or more; that slice is left out.',
    ]);
    expect(markup.toggle?.className).toBe('graph-info-toggle');
  });
});

describe('shareText', () => {
  test.each([
    [1, 8, '12.5%'],
    [1, 3, '33.3%'],
    [50, 100, '50%'],
    [0, 10, '0%'],
    [3, 0, '0%'],
  ])('%i of %i is %s', (value, total, expected) => {
    expect(shareText(value, total)).toBe(expected);
  });
});

describe('chartConfig', () => {
  test('line: series 400 ms apart, filled where the theme gave a fill, the scale topped at data-max', () => {
    const config = chartConfig(readChart(host(LINE), 'line'), { reduced: false });
    expect(config.type).toBe('line');
    const [first, second] = config.data.datasets as unknown as Array<Record<string, unknown>>;
    expect([first?.fill, second?.fill, first?.borderColor]).toEqual([true, false, '#2e7d32']);
    const animation = config.options?.animation as unknown as { delay: (context: object) => number };
    const delay = animation.delay;
    expect([0, 1, 2].map((datasetIndex) => delay({ type: 'data', datasetIndex }))).toEqual([
      0,
      SERIES_STAGGER_MS,
      2 * SERIES_STAGGER_MS,
    ]);
    expect((config.options as { scales: { y: { max: number } } }).scales.y.max).toBe(100);
    expect((config.options as { aspectRatio: number }).aspectRatio).toBe(2);
  });

  test('reduced motion: no animation', () => {
    expect(chartConfig(readChart(host(LINE), 'line'), { reduced: true }).options?.animation).toBe(false);
  });

  test('a pie grows as it turns, easing out (the theme’s animateScale and easeOutExpo)', () => {
    const markup = readChart(
      host(
        '<div class="pie-chart-wrap"><canvas></canvas><div class="pie-val" data-value="2" data-fillcolor="red"></div></div>',
      ),
      'pie',
    );
    const config = chartConfig(markup, { reduced: false });
    expect(config.options?.animation).toMatchObject({ easing: 'easeOutExpo', animateScale: true });
    expect(config.data.datasets[0]?.data).toEqual([2]);
  });
});

describe('chartKindsOnPage', () => {
  test('counts kinds, not charts: by the theme’s wrappers and by data-widget', () => {
    document.body.innerHTML = `<div class="bar-chart-wrap"></div><div class="bar-chart-wrap"></div>
      <div data-widget="tabs pie-chart"></div><div class="donut"></div>`;
    expect(chartKindsOnPage()).toBe(2);
    document.body.innerHTML = '<div class="line-chart-wrap"></div><div class="line-chart-wrap"></div>';
    expect(chartKindsOnPage()).toBe(1);
    document.body.replaceChildren();
    expect(chartKindsOnPage()).toBe(0);
  });
});
