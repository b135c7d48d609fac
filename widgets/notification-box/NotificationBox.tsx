import { useState } from 'react';
import { focusableAfter } from '../../toolkit/dom/focus';
import { pressesButton } from '../../toolkit/dom/keyboard';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';
import { readBox } from './read-box';

/** jQuery's slideUp, as the theme closed boxes. */
const SLIDE_MS = 400;

/**
 * A dismissible notification box: its close link is a labelled button (Enter and Space); closing slides the
 * box up and removes it, and keyboard focus moves on to what follows it instead of being lost.
 */
export function NotificationBox({ host }: WidgetProps<Record<string, never>>) {
  const [{ close }] = useState(() => readBox(host));
  const [dismissed, setDismissed] = useState(false);
  useSlide(host, !dismissed, {
    duration: SLIDE_MS,
    onDone: (open) => {
      if (open) return;
      const next = host.contains(document.activeElement) ? focusableAfter(host) : null;
      host.remove();
      next?.focus();
    },
  });

  if (!close) return null;
  const dismiss = (event: Event) => {
    event.preventDefault();
    setDismissed(true);
  };
  const labelled = (close.textContent ?? '').trim() !== '' || close.hasAttribute('aria-label');
  return (
    <Bind
      el={close}
      attrs={{
        role: 'button',
        ...(labelled ? {} : { 'aria-label': 'Close' }),
        ...(close.hasAttribute('href') ? {} : { tabindex: 0 }),
      }}
      on={{
        click: dismiss,
        keydown: (event) => {
          if (pressesButton(event, close)) dismiss(event);
        },
      }}
    />
  );
}
