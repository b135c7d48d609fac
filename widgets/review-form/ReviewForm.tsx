import { useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';

/** jQuery's slideToggle, as the theme's custom.js called it. */
const SLIDE_MS = 400;

interface ReviewFormMarkup {
  readonly form: HTMLElement;
  /** Shown at once: the address names the form or something in it (a reply link, a failed submission). */
  readonly open: boolean;
}

/** The element the address's hash names, if any. */
function hashTarget(): Element | null {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** WooCommerce's `#review_form` (the link's own `href="#review_form"`), read before the first render. */
export function readReviewForm(host: HTMLElement, _options: unknown, ctx: MountContext): ReviewFormMarkup {
  const form = document.getElementById('review_form');
  if (!form) return leaveAsPrinted(ctx, host, 'there is no #review_form on the page to show');
  const target = hashTarget();
  return { form, open: target !== null && form.contains(target) };
}

/**
 * WooCommerce's "Add review" link (`p.add_review a.show_review_form`, markup contract §21): the theme's
 * custom.js slid `#review_form` open and closed with it. Here it is a WAI-ARIA disclosure: a button (Enter and
 * Space) whose `aria-expanded` says whether the form shows; the form starts closed unless the address points
 * into it.
 */
export function ReviewForm({ host, options }: WidgetProps<ReviewFormMarkup>) {
  const { form } = options;
  const [open, setOpen] = useState(options.open);
  useSlide(form, open, { duration: SLIDE_MS });
  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen((value) => !value);
  };
  return (
    <Bind
      el={host}
      attrs={{ role: 'button', 'aria-expanded': open, 'aria-controls': form.id }}
      on={{
        click: toggle,
        keydown: (event) => {
          if (pressesButton(event, host)) toggle(event);
        },
      }}
    />
  );
}
