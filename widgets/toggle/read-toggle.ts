import { meaningfulChildren, nextMeaningfulSibling } from '../../toolkit/dom/wpautop';

/** The theme's toggle: `div.toggle` › `a.toggle-title[href="#id"]` (with a plus/minus icon) + `div.toggle-body`. */
export interface ToggleMarkup {
  readonly title: HTMLElement;
  readonly body: HTMLElement;
  readonly icon: HTMLElement | null;
  /** The server's state: `open` or `collapse` on the body. */
  readonly open: boolean;
}

/** The host is the theme's title link, or (with `data-widget="toggle"`) the `div.toggle` around it. */
export function readToggle(host: HTMLElement): ToggleMarkup {
  const title = host.classList.contains('toggle-title')
    ? host
    : meaningfulChildren(host).find(
        (child): child is HTMLElement =>
          child instanceof HTMLElement && child.classList.contains('toggle-title'),
      );
  if (!title) throw new Error('it has no .toggle-title child');
  const body = nextMeaningfulSibling(title);
  if (!(body instanceof HTMLElement) || !body.classList.contains('toggle-body')) {
    throw new Error('its .toggle-title is not followed by a .toggle-body');
  }
  return {
    title,
    body,
    icon: title.querySelector<HTMLElement>('i'),
    open: body.classList.contains('open') || !body.classList.contains('collapse'),
  };
}
