/**
 * The WAI-ARIA keyboard for a list of tabs or accordion headers: arrows move (wrapping at both ends), Home and
 * End go to the first and last. Returns the index to move to, or null when the key is not one of these.
 */
export function nextIndex(key: string, current: number, count: number, vertical: boolean): number | null {
  const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
  const next = vertical ? 'ArrowDown' : 'ArrowRight';
  switch (key) {
    case previous:
      return (current - 1 + count) % count;
    case next:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Whether a key press activates an element the widget made a button (`role="button"`): Space always, Enter
 * unless the element is a link, which the browser already clicks on Enter (handling it too would act twice).
 */
export function pressesButton(event: KeyboardEvent, element: Element): boolean {
  return event.key === ' ' || (event.key === 'Enter' && !element.matches('a[href], button'));
}
