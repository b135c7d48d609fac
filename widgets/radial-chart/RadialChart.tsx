import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { easings, tween } from '../../toolkit/dom/motion';
import type { Options } from '../../toolkit/dom/options';
import { useRevealed } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import type { radialOptions } from './options';

/** easyPieChart's animation (markup contract §13.2). */
const FILL_MS = 2000;

/**
 * The theme's radial chart (`.radial-chart`, easyPieChart in 2.5.7): a ring drawn at 0 that fills to its percent
 * over 2 seconds once 70% in view (at once under reduced motion), as an SVG over the server's label. To assistive
 * technology it is a meter with its value.
 */
export function RadialChart({ host, options, ctx }: WidgetProps<Options<typeof radialOptions>>) {
  const [size] = useState(() => {
    const room = host.getBoundingClientRect().width - 20;
    return Math.round(room > 0 ? Math.min(options.width, room) : options.width);
  });
  // A ring at most as thick as the chart's radius: a full disc, never a circle of negative radius.
  const [lineWidth] = useState(() => {
    if (options.lineWidth <= size / 2) return options.lineWidth;
    ctx.warn(
      host,
      `data-line_width="${options.lineWidth}" is thicker than the ${size} px chart allows; using ${size / 2}.`,
    );
    return size / 2;
  });
  const [label] = useState(() => host.textContent?.trim() ?? '');
  const revealed = useRevealed(host);
  const ring = useRef<SVGCircleElement>(null);
  const radius = (size - lineWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const target = options.startPercent;

  useLayoutEffect(() => {
    const arc = ring.current;
    if (!arc) return;
    const show = (percent: number) =>
      arc.style.setProperty('stroke-dashoffset', String(circumference * (1 - percent / 100)));
    show(0);
    if (!revealed) return;
    return tween({
      duration: FILL_MS,
      easing: easings.swing,
      onUpdate: (progress) => show(target * progress),
    });
  }, [revealed, circumference, target]);

  return (
    <>
      <Bind
        el={host}
        attrs={{
          role: 'meter',
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': target,
          'aria-valuetext': `${target}%`,
          'aria-label': label || 'Progress',
          'data-percent': target,
        }}
        classes={{ 'wp-radial-chart': true }}
        style={{ width: `${size}px`, height: `${size}px`, 'line-height': `${size}px` }}
      />
      {createPortal(
        <svg
          className="wp-radial-chart-ring"
          width={size}
          height={size}
          viewBox={`0 0 ${size} ${size}`}
          aria-hidden="true"
        >
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={options.trackColor}
            strokeWidth={lineWidth}
          />
          <circle
            ref={ring}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={options.barColor}
            strokeWidth={lineWidth}
            strokeDasharray={circumference}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>,
        host,
      )}
    </>
  );
}
