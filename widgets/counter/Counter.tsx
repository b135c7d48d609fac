import { useEffect, useState } from 'react';
import { easings, prefersReducedMotion, tween } from '../../toolkit/dom/motion';
import type { Options } from '../../toolkit/dom/options';
import { useRevealed } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Replace } from '../../toolkit/react/server-dom';
import { decimalsOf, formatCount, valueAt } from './count';
import type { counterOptions } from './options';

/** Keeps the final number for screen readers while the visible one runs. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Counts from `start` to `end` in `step`s over `time` ms once the element reaches 70% of the viewport (the
 * theme's reveal line). Screen readers get the final number at once; with reduced motion everyone does.
 */
export function Counter({ host, options }: WidgetProps<Options<typeof counterOptions>>) {
  const { start, end, time, step } = options;
  const revealed = useRevealed(host);
  const [value, setValue] = useState(() => (prefersReducedMotion() ? end : start));
  const decimals = decimalsOf(step);
  const locale = host.closest('[lang]')?.getAttribute('lang') ?? undefined;

  useEffect(() => {
    if (!revealed) return;
    return tween({
      duration: time,
      easing: easings.linear,
      onUpdate: (progress) => setValue(valueAt(start, end, step, progress)),
    });
  }, [revealed, start, end, time, step]);

  return (
    <Replace el={host}>
      <span aria-hidden="true">{formatCount(value, decimals, locale)}</span>
      <span style={visuallyHidden}>{formatCount(end, decimals, locale)}</span>
    </Replace>
  );
}
