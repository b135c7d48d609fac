import { useLayoutEffect, useState } from 'react';
import { tween } from '../../toolkit/dom/motion';
import { saveInlineStyle } from '../../toolkit/dom/save';
import { useRevealed } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import './stacked-circles.css';

/**
 * The theme's circles grow from a fifth of their size to their fill, fading in, 500 ms each, 100 ms apart
 * (markup contract §13.3; 2.5.7's custom.js animated opacity, width, height and scale).
 */
const START_SCALE = 0.2;
const GROW_MS = 500;
const STAGGER_MS = 100;
/** What the widget writes on each circle, put back as the server printed it on unmount. */
const CIRCLE_STYLES = ['width', 'height', 'left', 'opacity', 'transform', 'transform-origin'];

interface Circle {
  readonly element: HTMLElement;
  readonly fill: number;
}

function readCircles(group: HTMLElement): Circle[] {
  const circles = Array.from(group.querySelectorAll<HTMLElement>('.circle[data-fill]')).flatMap((element) => {
    const fill = Number(element.getAttribute('data-fill'));
    return Number.isFinite(fill) && fill >= 0 && fill <= 100 ? [{ element, fill }] : [];
  });
  if (circles.length === 0) throw new Error('it has no .circle with a data-fill from 0 to 100');
  return circles;
}

/**
 * The theme's stacked circles (`.circles-group > .circle[data-fill]`). Limitless's stylesheet gives a circle no
 * size and keeps it transparent (style.css `div.circles-group div.circle { opacity: 0 }`): each is sized to its
 * fill (a share of the group's width and height), centred along the group's bottom, and once the group is 70%
 * in view (at once under reduced motion) fades in as it grows from a fifth of that size. A group as wide as its
 * column or wider is made a square as wide as the column.
 */
export function StackedCircles({ host }: WidgetProps<Record<string, never>>) {
  const [circles] = useState(() => readCircles(host));
  const revealed = useRevealed(host);
  const [side] = useState(() => {
    const column = host.parentElement?.clientWidth ?? 0;
    return column > 0 && host.getBoundingClientRect().width >= column ? column : null;
  });

  useLayoutEffect(() => {
    const restores = circles.map(({ element }) => saveInlineStyle(element, CIRCLE_STYLES));
    return () => {
      for (const restore of restores) restore();
    };
  }, [circles]);

  useLayoutEffect(() => {
    const grow = ({ element }: Circle, progress: number) => {
      element.style.setProperty('opacity', String(progress));
      element.style.setProperty(
        'transform',
        progress >= 1 ? 'none' : `scale(${START_SCALE + (1 - START_SCALE) * progress})`,
      );
    };
    for (const circle of circles) {
      const { element, fill } = circle;
      element.style.setProperty('width', `${fill}%`);
      element.style.setProperty('height', `${fill}%`);
      element.style.setProperty('left', `${(100 - fill) / 2}%`);
      element.style.setProperty('transform-origin', 'center bottom');
      grow(circle, 0);
    }
    if (!revealed) return;
    const stops = circles.map((circle, at) =>
      tween({ duration: GROW_MS, delay: at * STAGGER_MS, onUpdate: (progress) => grow(circle, progress) }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [circles, revealed]);

  return <Bind el={host} style={side === null ? {} : { width: `${side}px`, height: `${side}px` }} />;
}
