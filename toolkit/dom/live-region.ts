/**
 * A polite live region (`role="status"`) that widgets share to tell screen-reader users about a change they
 * cannot see happen (a mini cart re-rendered elsewhere on the page). It is in the page while a widget that
 * uses it is mounted, so it exists before anything is written to it, as screen readers need; it is visually
 * hidden by itself, with no stylesheet.
 */
export interface LiveRegion {
  /** Puts the region in the page; the returned function takes it out once every user has released it. */
  acquire(): () => void;
  /** Says `message` after the region's delay, replacing what it said before. */
  announce(message: string): void;
}

const VISUALLY_HIDDEN: Readonly<Record<string, string>> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  'white-space': 'nowrap',
  border: '0',
};

/** `className` is the one the replaced plugin gave its region, for themes that style or read it. */
export function createLiveRegion(className: string, delay: number): LiveRegion {
  let element: HTMLElement | null = null;
  let users = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    acquire() {
      users += 1;
      if (!element) {
        element = document.createElement('div');
        element.className = className;
        element.setAttribute('role', 'status');
        for (const [property, value] of Object.entries(VISUALLY_HIDDEN))
          element.style.setProperty(property, value);
        document.body.append(element);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        clearTimeout(timer);
        element?.remove();
        element = null;
      };
    },
    announce(message) {
      clearTimeout(timer);
      // Emptied first, so the same message said twice is heard twice.
      if (element) element.textContent = '';
      timer = setTimeout(() => {
        if (element) element.textContent = message;
      }, delay);
    },
  };
}
