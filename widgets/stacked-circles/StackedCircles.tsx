import { useLayoutEffect, useState } from 'react';
import { tween } from '../../toolkit/dom/motion';
import { saveInlineStyle } from '../../toolkit/dom/save';
import { useRevealed } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';

/** The theme's circles grow from a fifth of their size, 500 ms each, 100 ms apart (markup contract §13.3). */
const START_SCALE = 0.2;
const GROW_MS = 500;
const STAGGER_MS = 100;

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
 * The theme's stacked circles (`.circles-group > .circle[data-fill]`): once 70% in view (at once under reduced
 * motion) each grows from a fifth to its fill, centred; a group wider than its column is made square to fit it.
 */
export function StackedCircles({ host }: WidgetProps<Record<string, never>>) {
  const [circles] = useState(() => readCircles(host));
  const revealed = useRevealed(host);
  const [side] = useState(() => {
    const column = host.parentElement?.clientWidth ?? 0;
    return column > 0 && host.getBoundingClientRect().width > column ? column : null;
  });

  useLayoutEffect(() => {
    const restores = circles.map(({ element }) =>
      saveInlineStyle(element, ['transform', 'transform-origin']),
    );
    return () => {
      for (const restore of restores) restore();
    };
  }, [circles]);

  useLayoutEffect(() => {
    const scale = (circle: Circle, progress: number) =>
      circle.element.style.setProperty(
        'transform',
        `scale(${START_SCALE + (circle.fill / 100 - START_SCALE) * progress})`,
      );
    for (const circle of circles) {
      circle.element.style.setProperty('transform-origin', 'center bottom');
      scale(circle, 0);
    }
    if (!revealed) return;
    const stops = circles.map((circle, at) =>
      tween({ duration: GROW_MS, delay: at * STAGGER_MS, onUpdate: (progress) => scale(circle, progress) }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [circles, revealed]);

  return <Bind el={host} style={side === null ? {} : { width: `${side}px`, height: `${side}px` }} />;
}
