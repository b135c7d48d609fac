import { Fragment, useEffect, useRef, useState } from 'react';
import type { Options } from '../../toolkit/dom/options';
import { useInView } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace } from '../../toolkit/react/server-dom';
import { emitCountdownEvent, registerTimer, runQueuedCalls } from './instances';
import { computeOffset, type Offset, secondsLeft } from './offset';
import type { countdownOptions } from './options';
import { strftime } from './strftime';
import { CountdownTimer, DEFAULT_TIMER_OPTIONS } from './timer';

const UNITS = [
  ['weeks', 'week', 'weeks'],
  ['daysToWeek', 'day', 'days'],
  ['hours', 'hour', 'hours'],
  ['minutes', 'minute', 'minutes'],
  ['seconds', 'second', 'seconds'],
] as const satisfies ReadonlyArray<readonly [keyof Offset, string, string]>;

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function Units({ offset }: { readonly offset: Offset }) {
  return (
    <span className="wgt-countdown">
      {UNITS.map(([key, one, many], index) => (
        <Fragment key={key}>
          {index > 0 && ' '}
          <span className={`wgt-countdown__unit wgt-countdown__unit--${key}`}>
            <span className="wgt-countdown__value">{pad(offset[key])}</span>{' '}
            <span className="wgt-countdown__label">{offset[key] === 1 ? one : many}</span>
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Counts down to `data-date`, replacing the element's server content (put back if the widget unmounts).
 * It shows the value from the first frame; the plugin's events follow its own ticking.
 */
export function Countdown({ host, options }: WidgetProps<Options<typeof countdownOptions>>) {
  const [view, setView] = useState(() => {
    const now = Date.now();
    const totalSeconds = secondsLeft(options.date, now, options.elapse);
    return {
      offset: computeOffset(totalSeconds, options.date, new Date(now)),
      finished: !options.elapse && totalSeconds === 0,
    };
  });
  // `$(el).countdown('remove')` ends the plugin instance: the registration goes with it.
  const forget = useRef(() => {});
  const [timer] = useState(
    () =>
      new CountdownTimer(
        host,
        options.date,
        { ...DEFAULT_TIMER_OPTIONS, elapse: options.elapse, defer: true },
        (event) => {
          setView({ offset: event.offset, finished: !options.elapse && event.offset.totalSeconds === 0 });
          emitCountdownEvent(host, event);
        },
        () => forget.current(),
      ),
  );

  useEffect(() => {
    forget.current = registerTimer(host, timer);
    timer.start();
    runQueuedCalls(host);
    return () => {
      timer.halt();
      forget.current();
    };
  }, [host, timer]);

  const inView = useInView(host);
  useEffect(() => timer.setInView(inView), [timer, inView]);

  return (
    <>
      <Bind el={host} attrs={{ role: 'timer' }} classes={{ 'is-finished': view.finished }} />
      <Replace el={host}>
        {options.format ? strftime(options.format, view.offset) : <Units offset={view.offset} />}
      </Replace>
    </>
  );
}
