import Cookies from 'js-cookie';
import { useState } from 'react';
import { causeText } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import type { Options } from '../../toolkit/dom/options';
import { callListener } from '../../toolkit/dom/theme-listener';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace } from '../../toolkit/react/server-dom';
import type { likeOptions } from './options';

type State = 'unliked' | 'sending' | 'liked';

/** The count the listener answered: digits only, else the page's count is left as it is. */
const COUNT = /^\s*(\d{1,12})\s*$/;

/**
 * Counts the listener answered on this page view, by item id. A page fetched earlier and shown again (a
 * portfolio page switched back to) was printed before its like: it shows the answered count, not its own.
 */
const answered = new Map<number, string>();

/**
 * A portfolio item's like icon: a toggle button that likes the item once. A click (Enter, Space) posts
 * `type=like-portfolio` and the id to the theme listener, writes the count it answers into the `.p-counter`
 * beside it, and sets the item's cookie, so the page shows it liked (class `liked`) on every visit of the
 * session. A liked item ignores clicks. A failed call leaves it unliked, to try again.
 */
export function Like({ host, options, ctx }: WidgetProps<Options<typeof likeOptions>>) {
  const cookie = `${options.cookiePrefix}${options.id}`;
  const [state, setState] = useState<State>(() => (Cookies.get(cookie) === 'true' ? 'liked' : 'unliked'));
  const [count, setCount] = useState<string | null>(() => answered.get(options.id) ?? null);
  const [counter] = useState(
    () => host.parentElement?.querySelector<HTMLElement>(':scope > .p-counter') ?? null,
  );

  const like = (event: Event) => {
    event.preventDefault();
    if (state !== 'unliked') return;
    setState('sending');
    callListener({ type: 'like-portfolio', fields: { id: options.id }, signal: ctx.signal }).then(
      (answer) => {
        // As the theme: a session cookie at the page's own path (jQuery Cookie's default).
        Cookies.set(cookie, 'true', { path: '' });
        const counted = COUNT.exec(answer)?.[1];
        if (counted !== undefined) {
          answered.set(options.id, counted);
          setCount(counted);
        }
        setState('liked');
      },
      (error: unknown) => {
        if (ctx.signal.aborted) return;
        ctx.warn(
          host,
          `the like could not be sent (${causeText(error)}); the item is left unliked, to try again.`,
        );
        setState('unliked');
      },
    );
  };

  const focusable = host.matches('a[href], button') ? {} : { tabindex: 0 };
  return (
    <>
      <Bind
        el={host}
        attrs={{
          role: 'button',
          ...focusable,
          'aria-pressed': state === 'liked',
          'aria-disabled': state !== 'unliked',
          'aria-label': options.label,
          ...(counter?.id ? { 'aria-describedby': counter.id } : {}),
        }}
        classes={{ liked: state === 'liked' }}
        on={{ click: like, keydown: (event) => pressesButton(event, host) && like(event) }}
      />
      {counter && count !== null && <Replace el={counter}>{count}</Replace>}
    </>
  );
}
