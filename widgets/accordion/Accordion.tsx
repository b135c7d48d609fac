import { type KeyboardEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { nextIndex } from '../../toolkit/dom/keyboard';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useAdoptChildren } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';
import type { accordionOptions } from './options';
import { readAccordion, type Section } from './read-accordion';

/** jQuery UI's accordion animation. */
const SLIDE_MS = 300;

interface SectionProps {
  readonly section: Section;
  readonly buttonId: string;
  readonly panelId: string;
  readonly open: boolean;
  /** The open section of an accordion that cannot close it (WAI-ARIA: aria-disabled). */
  readonly locked: boolean;
  readonly buttonRef: (button: HTMLButtonElement | null) => void;
  readonly onToggle: () => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
}

function SectionBinding({
  section,
  buttonId,
  panelId,
  open,
  locked,
  buttonRef,
  onToggle,
  onKeyDown,
}: SectionProps) {
  const button = useRef<HTMLButtonElement | null>(null);
  useAdoptChildren(section.header, button);
  useSlide(section.panel, open, { duration: SLIDE_MS });
  return (
    <>
      {createPortal(
        <button
          ref={(element) => {
            button.current = element;
            buttonRef(element);
          }}
          type="button"
          id={buttonId}
          className="wgt-accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
        />,
        section.header,
      )}
      <Bind
        el={section.header}
        classes={{ 'ui-accordion-header': true, 'ui-accordion-header-active': open, 'ui-state-active': open }}
        on={{ click: onToggle }}
      />
      <Bind
        el={section.icon}
        attrs={{ 'aria-hidden': true }}
        classes={{ 'down-diricon-': !open, 'up-diricon-': open }}
      />
      <Bind
        el={section.panel}
        attrs={{ id: panelId, role: 'region', 'aria-labelledby': buttonId }}
        classes={{ 'ui-accordion-content': true, 'ui-accordion-content-active': open }}
      />
    </>
  );
}

/**
 * The theme's accordion (jQuery UI accordion) as a WAI-ARIA accordion: each heading holds a button, one
 * section is open at a time (sliding over 300 ms), the open heading's icon turns up, and arrows, Home and End
 * move between headings.
 */
export function Accordion({ host, options, ctx }: WidgetProps<Options<typeof accordionOptions>>) {
  const [sections] = useState(() => readAccordion(host));
  const [open, setOpen] = useState(() => {
    if (options.active === -1 && !options.collapsible) {
      ctx.warn(host, 'data-active="-1" needs data-collapsible; the first section is open.');
      return 0;
    }
    if (options.active < sections.length) return options.active;
    ctx.warn(host, `data-active="${options.active}" is past the last section; the first section is open.`);
    return 0;
  });
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (index: number) => {
    if (index !== open) setOpen(index);
    else if (options.collapsible) setOpen(-1);
  };

  return sections.map((section, index) => {
    const panelId = section.panel.id || `${ctx.id}-panel-${index}`;
    return (
      <SectionBinding
        // The markup does not change while mounted: the index is the section's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        section={section}
        buttonId={`${ctx.id}-header-${index}`}
        panelId={panelId}
        open={index === open}
        locked={index === open && !options.collapsible}
        buttonRef={(button) => {
          buttons.current[index] = button;
        }}
        onToggle={() => toggle(index)}
        onKeyDown={(event) => {
          const target = nextIndex(event.key, index, sections.length, true);
          if (target === null) return;
          event.preventDefault();
          buttons.current[target]?.focus();
        }}
      />
    );
  });
}
