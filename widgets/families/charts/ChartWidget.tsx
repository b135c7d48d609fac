import type { ChartConfiguration } from 'chart.js';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type MountContext, yieldToMain } from '../../../loader/contract';
import { prefersReducedMotion, tween } from '../../../toolkit/dom/motion';
import { saveInlineStyle } from '../../../toolkit/dom/save';
import { useRevealed } from '../../../toolkit/react/in-view';
import { Bind, useInlineStyle, useWrap } from '../../../toolkit/react/server-dom';
import { chartConfig } from './config';
import { type ChartKind, readChart, SLICED, shareText } from './read-chart';

/** What a chart type's lazy part exports: Chart.js with that type's parts registered. */
export interface ChartDrawing {
  draw(canvas: HTMLCanvasElement, config: ChartConfiguration): { destroy(): void };
}

const NAMES: Record<ChartKind, string> = {
  line: 'Line chart',
  bar: 'Bar chart',
  radar: 'Radar chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  polarArea: 'Polar area chart',
};

/** jQuery's fadeToggle, as the theme's info toggle used it. */
const INFO_FADE_MS = 400;

/** The values as a table screen readers can read (the canvas shows them to sighted visitors only). */
function DataTable({ markup, id }: { markup: ReturnType<typeof readChart>; id: string }) {
  const total = markup.slices.reduce((sum, slice) => sum + slice.value, 0);
  // The table is read by screen readers only. A table is never narrower than its cells, whatever its width says:
  // hidden in a box of 1 px that clips it, so that it does not stick out of a phone's page (a page wider than the
  // screen, which the phone's browser zooms out to show).
  return (
    <div className="wp-chart-data">
      <table id={id}>
        <caption>{NAMES[markup.kind]}: its values</caption>
        {SLICED.includes(markup.kind) ? (
          <tbody>
            {markup.slices.map((slice, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's slices never change while mounted.
              <tr key={at}>
                <th scope="row">{slice.label || `Slice ${at + 1}`}</th>
                <td>{slice.value}</td>
                <td>{shareText(slice.value, total)}</td>
              </tr>
            ))}
          </tbody>
        ) : (
          <>
            <thead>
              <tr>
                <td />
                {markup.labels.map((label, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: labels can repeat; their place is their identity.
                  <th key={at} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {markup.series.map((series, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's series never change while mounted.
                <tr key={at}>
                  <th scope="row">{series.label}</th>
                  {series.values.map((value, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per label.
                    <td key={column}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  );
}

/** `.graph-info-toggle`: a button that shows and hides the slices' values, fading them. */
function InfoToggle({ toggle, area, id }: { toggle: HTMLElement; area: HTMLElement; id: string }) {
  const [open, setOpen] = useState(() => getComputedStyle(area).display !== 'none');
  const [first, setFirst] = useState(true);
  useInlineStyle(area, ['display', 'opacity']);
  useLayoutEffect(() => {
    if (first) return;
    area.style.setProperty('display', 'block');
    return tween({
      duration: INFO_FADE_MS,
      onUpdate: (progress) => area.style.setProperty('opacity', String(open ? progress : 1 - progress)),
      onDone: () => {
        if (!open) area.style.setProperty('display', 'none');
      },
    });
  }, [open, first, area]);
  const flip = () => {
    setFirst(false);
    setOpen(!open);
  };
  return (
    <>
      <Bind
        el={toggle}
        attrs={{
          role: 'button',
          tabindex: 0,
          'aria-expanded': open,
          'aria-controls': area.id || id,
          'aria-label': 'Values',
        }}
        classes={{ 'info-2icon-': !open, 'cancel-2icon-': open }}
        on={{
          click: flip,
          keydown: (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            flip();
          },
        }}
      />
      <Bind el={area} attrs={{ id: area.id || id }} />
    </>
  );
}

/**
 * A chart of the theme's markup, drawn with Chart.js on the canvas the server printed when it comes 70% into
 * view (Chart.js itself is loaded only then, through `drawing`), keeping the canvas's shape as its column
 * resizes; bad data is reported once per attribute, and what is valid is drawn.
 */
export function ChartWidget({
  host,
  ctx,
  kind,
  drawing,
}: {
  readonly host: HTMLElement;
  readonly ctx: MountContext;
  readonly kind: ChartKind;
  readonly drawing: () => Promise<ChartDrawing>;
}) {
  const [markup] = useState(() => readChart(host, kind));
  const { canvas } = markup;
  const [frame] = useState(() => {
    const element = document.createElement('div');
    element.className = 'wp-chart-frame';
    // At most as wide as the canvas was printed, as the theme shows it before any script (style.css
    // `div.line-chart-wrap canvas { max-width: 100% !important; height: auto !important }` and its siblings):
    // drawn, the chart keeps the size it had, rather than growing to its column and pushing the page down.
    const printed = Number(canvas.getAttribute('width'));
    if (printed > 0) element.style.maxWidth = `${printed}px`;
    return element;
  });
  useWrap(canvas, frame);
  const revealed = useRevealed(host);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the problems are reported once.
  useLayoutEffect(() => {
    for (const { element, message } of markup.problems) ctx.warn(element, message);
  }, []);

  // The slices' shares, where the theme's script wrote them.
  useLayoutEffect(() => {
    const total = markup.slices.reduce((sum, slice) => sum + slice.value, 0);
    const written = markup.slices.flatMap((slice) => {
      if (!slice.share) return [];
      const before = slice.share.textContent;
      slice.share.textContent = shareText(slice.value, total);
      return [[slice.share, before] as const];
    });
    return () => {
      for (const [share, before] of written) share.textContent = before;
    };
  }, [markup]);

  useEffect(() => {
    if (!revealed) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    // Chart.js sizes the canvas for the screen's pixel ratio, with attributes and styles put back here.
    const size = ['width', 'height'].map((name) => [name, canvas.getAttribute(name)] as const);
    const restoreStyle = saveInlineStyle(canvas, ['display', 'box-sizing', 'width', 'height']);
    const restore = () => {
      for (const [name, value] of size) {
        if (value === null) canvas.removeAttribute(name);
        else canvas.setAttribute(name, value);
      }
      restoreStyle();
    };
    // Chart.js is evaluated in the task its file arrived in: the chart is drawn in a task of its own, as each of
    // the page's other charts waiting for the same file, so that no one task holds the main thread for them all.
    drawing().then(
      async ({ draw }) => {
        await yieldToMain();
        if (!cancelled) chart = draw(canvas, chartConfig(markup, { reduced: prefersReducedMotion() }));
      },
      (error: unknown) => ctx.fail(error),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
      restore();
    };
  }, [revealed, canvas, markup, drawing, ctx]);

  const tableId = `${ctx.id}-data`;
  const series = SLICED.includes(kind)
    ? markup.slices.map((slice) => slice.label).filter(Boolean)
    : markup.series.map((one) => one.label);
  return (
    <>
      <Bind
        el={canvas}
        attrs={{
          role: 'img',
          'aria-label': `${NAMES[kind]}${series.length ? `: ${series.join(', ')}` : ''}`,
          'aria-describedby': tableId,
        }}
      />
      {createPortal(<DataTable markup={markup} id={tableId} />, frame)}
      {markup.toggle && markup.infoArea && (
        <InfoToggle toggle={markup.toggle} area={markup.infoArea} id={`${ctx.id}-info`} />
      )}
    </>
  );
}
