import { useLayoutEffect, useRef } from 'react';
import { tween } from '../dom/motion';
import { saveInlineStyle } from '../dom/save';

export interface TweenedStyle {
  readonly duration: number;
  /** The inline style properties `apply` writes: saved when the widget mounts, restored at rest and on unmount. */
  readonly properties: readonly string[];
  /** Writes the styles for one value of the animated number. */
  readonly apply: (element: HTMLElement, value: number) => void;
}

/**
 * jQuery's `animate` on a server element: one number (an opacity, an offset) that its styles are written from
 * moves from where it is to `value` each time `value` changes. The first value is the element's rest: the
 * server's markup is left as it is, and back at rest its own inline styles return.
 */
export function useTweenedStyle(
  element: HTMLElement | null | undefined,
  value: number,
  { duration, properties, apply }: TweenedStyle,
): void {
  const state = useRef({ rest: value, current: value, cancel: () => {}, restore: () => {} });
  const write = useRef(apply);
  write.current = apply;
  const key = properties.join(' ');

  useLayoutEffect(() => {
    if (!element) return;
    const current = state.current;
    current.restore = saveInlineStyle(element, key.split(' '));
    return () => {
      current.cancel();
      current.restore();
      current.current = current.rest;
    };
  }, [element, key]);

  useLayoutEffect(() => {
    if (!element) return;
    const current = state.current;
    // Also when the value is back where the element is: a tween on its way elsewhere must not go on.
    current.cancel();
    if (value === current.current) return;
    const from = current.current;
    current.cancel = tween({
      duration,
      onUpdate: (progress) => {
        current.current = from + (value - from) * progress;
        write.current(element, current.current);
      },
      onDone: () => {
        if (value === current.rest) current.restore();
      },
    });
  }, [element, value, duration]);
}

/** jQuery's `fadeTo`: the element's opacity, over jQuery's default 400 ms unless told otherwise. */
export function fadeStyle(duration = 400): TweenedStyle {
  return {
    duration,
    properties: ['opacity'],
    apply: (element, value) => element.style.setProperty('opacity', String(value)),
  };
}

/**
 * The theme's panes that fade in while sliding `distance` px into place (the live search's 20 px, the language
 * list's 10 px). Displayed while shown or moving; at rest (closed) the server's own styles hide them again.
 */
export function slideFadeStyle(distance: number, duration: number): TweenedStyle {
  return {
    duration,
    properties: ['display', 'opacity', 'transform'],
    apply: (element, value) => {
      element.style.setProperty('display', 'block');
      element.style.setProperty('opacity', String(value));
      element.style.setProperty(
        'transform',
        value === 1 ? 'none' : `translateY(${(1 - value) * distance}px)`,
      );
    },
  };
}
