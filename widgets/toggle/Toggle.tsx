import { useState } from 'react';
import { pressesButton } from '../../toolkit/dom/keyboard';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';
import { readToggle } from './read-toggle';

/** jQuery's slideToggle. */
const SLIDE_MS = 400;

/**
 * The theme's toggle as a WAI-ARIA disclosure: the title is a button (Enter and Space) that slides its body
 * open or closed, swaps the plus and minus icons, and keeps the server's `open` / `collapse` classes in step.
 */
export function Toggle({ host, ctx }: WidgetProps<Record<string, never>>) {
  const [markup] = useState(() => readToggle(host));
  const [open, setOpen] = useState(markup.open);
  const bodyId = markup.body.id || `${ctx.id}-body`;
  // A title without an href is not focusable by itself.
  const focusable = markup.title.hasAttribute('href') || markup.title.hasAttribute('tabindex');
  useSlide(markup.body, open, { duration: SLIDE_MS, openClass: 'open', closedClass: 'collapse' });
  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen((value) => !value);
  };
  return (
    <>
      <Bind
        el={markup.title}
        attrs={{
          role: 'button',
          'aria-expanded': open,
          'aria-controls': bodyId,
          ...(focusable ? {} : { tabindex: 0 }),
        }}
        on={{
          click: toggle,
          keydown: (event) => {
            if (pressesButton(event, markup.title)) toggle(event);
          },
        }}
      />
      <Bind
        el={markup.icon}
        attrs={{ 'aria-hidden': true }}
        classes={{ 'plus-1icon-': !open, 'minusicon-': open }}
      />
      <Bind el={markup.body} attrs={{ id: bodyId }} />
    </>
  );
}
