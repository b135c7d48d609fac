import { useLayoutEffect, useRef, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { focusablesIn } from '../../toolkit/dom/focus';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';

export interface SidebarMarkup {
  readonly triggers: readonly HTMLElement[];
  readonly clear: HTMLElement | null;
}

/**
 * The search sidebar, `div.search-sidebar[id]`: opened by the page's `a.search-sidebar-trigger` links (and any
 * link to `#<its id>`, which opens it by `:target` without JavaScript); `.search-sidebar-clear` inside closes it.
 */
export function readSidebar(host: HTMLElement, _options: unknown, ctx: MountContext): SidebarMarkup {
  const links = host.id
    ? Array.from(host.ownerDocument.querySelectorAll<HTMLElement>('a[href]')).filter(
        (link) => link.getAttribute('href') === `#${host.id}`,
      )
    : [];
  const triggers = Array.from(
    new Set([...host.ownerDocument.querySelectorAll<HTMLElement>('.search-sidebar-trigger'), ...links]),
  ).filter((trigger) => !host.contains(trigger));
  if (triggers.length === 0)
    return leaveAsPrinted(ctx, host, 'no a.search-sidebar-trigger (or link to its id) opens it');
  return { triggers, clear: host.querySelector<HTMLElement>('.search-sidebar-clear') };
}

/**
 * The search sidebar, inactive to active (class `active`) on a trigger's click; the clear control (which also
 * empties the search box) and Escape close it. Focus goes to its first field on opening, and back to the
 * trigger on closing. Sliding in and out is the stylesheet's (a transition on `active`).
 */
export function SearchSidebar({ host, options, ctx }: WidgetProps<SidebarMarkup>) {
  const { triggers, clear } = options;
  const [open, setOpen] = useState(false);
  const [id] = useState(() => host.id || `${ctx.id}-sidebar`);
  const opener = useRef<HTMLElement | null>(null);

  // The top layer (a manual popover): the panel opens above every stacking context of the page it is printed in,
  // which a z-index cannot leave (the theme's `div.page-wrapper`, style.css z-index 3, sits under its header's
  // 102, which covered the close control). Browsers without popovers keep the class alone.
  useLayoutEffect(() => {
    if (!('showPopover' in host)) return;
    const had = host.getAttribute('popover');
    host.setAttribute('popover', 'manual');
    return () => {
      if (host.matches(':popover-open')) host.hidePopover();
      if (had === null) host.removeAttribute('popover');
      else host.setAttribute('popover', had);
    };
  }, [host]);
  useLayoutEffect(() => {
    if (!host.hasAttribute('popover')) return;
    const shown = host.matches(':popover-open');
    if (open && !shown) host.showPopover();
    else if (!open && shown) host.hidePopover();
  }, [open, host]);

  useLayoutEffect(() => {
    if (open)
      focusablesIn(host)
        .find((element) => element !== clear)
        ?.focus();
  }, [open, host, clear]);

  // A layout effect: preact runs plain effects a frame later, and a click before then would be missed.
  useLayoutEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') close();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  });

  const close = () => {
    if (host.contains(document.activeElement) || document.activeElement === document.body)
      (opener.current ?? triggers[0])?.focus();
    setOpen(false);
  };
  const press = (element: HTMLElement, onPress: () => void) => ({
    attrs: { role: 'button' },
    on: {
      click: (event: Event) => {
        event.preventDefault();
        onPress();
      },
      keydown: (event: KeyboardEvent) => {
        if (!pressesButton(event, element)) return;
        event.preventDefault();
        onPress();
      },
    },
  });
  return (
    <>
      {triggers.map((trigger) => {
        const binding = press(trigger, () => {
          opener.current = trigger;
          setOpen(true);
        });
        return (
          <Bind
            key={triggers.indexOf(trigger)}
            el={trigger}
            attrs={{ ...binding.attrs, 'aria-expanded': open, 'aria-controls': id }}
            on={binding.on}
          />
        );
      })}
      {clear && (
        <Bind
          el={clear}
          {...press(clear, () => {
            for (const field of host.querySelectorAll('input[type="text"], input[type="search"]'))
              (field as HTMLInputElement).value = '';
            close();
          })}
        />
      )}
      <Bind el={host} attrs={{ id }} classes={{ active: open }} />
    </>
  );
}
