import { useLayoutEffect, useRef } from 'react';
import { tween } from '../dom/motion';
import { saveInlineStyle } from '../dom/save';

/** The inline style properties a slide animates, cleared when it ends. */
const ANIMATED = ['height', 'padding-top', 'padding-bottom', 'overflow', 'box-sizing'] as const;
/** Every inline style property a slide touches (a closed element is `display: none`), restored on unmount. */
const PROPERTIES = ['display', ...ANIMATED] as const;

function clearAnimation(element: HTMLElement): void {
  for (const property of ANIMATED) element.style.removeProperty(property);
}

export interface SlideOptions {
  /** jQuery's slide default. */
  readonly duration?: number;
  /** A class the server puts on the element when it is open (`open`), and when it is closed (`collapse`). */
  readonly openClass?: string;
  readonly closedClass?: string;
  /** Called when a slide (not the first state) has finished. */
  readonly onDone?: (open: boolean) => void;
}

/**
 * Shows or hides a server element with jQuery's slide: height and vertical padding animate, and a closed
 * element is `display: none` (and carries the server's closed class, if it has one). The first state applies
 * at once; unmounting restores the element's own inline styles and classes.
 */
export function useSlide(element: HTMLElement | null, open: boolean, options: SlideOptions = {}): void {
  const { duration = 400, openClass, closedClass } = options;
  const animation = useRef({ cancel: () => {}, first: true });
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;

  useLayoutEffect(() => {
    if (!element) return;
    const restoreStyle = saveInlineStyle(element, PROPERTIES);
    const classes = [openClass, closedClass]
      .filter((name): name is string => !!name)
      .map((name) => [name, element.classList.contains(name)] as const);
    const state = animation.current;
    return () => {
      state.cancel();
      state.first = true;
      restoreStyle();
      for (const [name, had] of classes) element.classList.toggle(name, had);
    };
  }, [element, openClass, closedClass]);

  useLayoutEffect(() => {
    if (!element) return;
    const state = animation.current;
    state.cancel();
    const setShown = (shown: boolean) => {
      if (openClass) element.classList.toggle(openClass, shown);
      if (closedClass) element.classList.toggle(closedClass, !shown);
      if (!shown) {
        element.style.setProperty('display', 'none');
        return;
      }
      element.style.removeProperty('display');
      // A stylesheet that hides the element by default is overridden, as jQuery's slideDown does.
      if (getComputedStyle(element).display === 'none') element.style.setProperty('display', 'block');
    };
    if (state.first) {
      state.first = false;
      setShown(open);
      return;
    }
    // A stylesheet may hide a closing element at once, from a class changed in the same commit (the theme's
    // `.ioa_accordion .ui-accordion-content { display: none }` once `-active` is gone): it stays shown while it
    // slides up, as jQuery's slideUp keeps it.
    if (!open && element.style.display !== 'none' && getComputedStyle(element).display === 'none') {
      element.style.setProperty('display', 'block');
    }
    const from = element.getBoundingClientRect().height;
    if (open) setShown(true);
    clearAnimation(element);
    const style = getComputedStyle(element);
    const full = {
      height: element.getBoundingClientRect().height,
      top: Number.parseFloat(style.paddingTop) || 0,
      bottom: Number.parseFloat(style.paddingBottom) || 0,
    };
    const start = full.height > 0 ? from / full.height : 0;
    const end = open ? 1 : 0;
    const apply = (factor: number) => {
      element.style.setProperty('overflow', 'hidden');
      // The measured height includes padding and border, so the animated one must too.
      element.style.setProperty('box-sizing', 'border-box');
      element.style.setProperty('height', `${full.height * factor}px`);
      element.style.setProperty('padding-top', `${full.top * factor}px`);
      element.style.setProperty('padding-bottom', `${full.bottom * factor}px`);
    };
    apply(start);
    state.cancel = tween({
      duration,
      onUpdate: (progress) => apply(start + (end - start) * progress),
      onDone: () => {
        clearAnimation(element);
        if (!open) setShown(false);
        onDone.current?.(open);
      },
    });
  }, [element, open, duration, openClass, closedClass]);
}
