/**
 * Says whether the page is scrolled past a line, without a scroll listener: an invisible 1 px marker sits at
 * `line` px from the top of the document, and an IntersectionObserver reports when it leaves the top of the
 * viewport or comes back. Nothing of ours runs while the page scrolls.
 */
export interface ScrollLine {
  /** Moves the line (it depends on a size that changed). */
  move(line: number): void;
}

export function whenScrolledPast(
  line: number,
  callback: (past: boolean) => void,
  signal: AbortSignal,
): ScrollLine {
  const marker = document.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  marker.style.cssText =
    'position:absolute;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden';
  const move = (y: number) => {
    marker.style.top = `${Math.max(0, Math.round(y))}px`;
  };
  move(line);
  document.body.append(marker);
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) callback(!entry.isIntersecting && entry.boundingClientRect.top < 0);
  });
  observer.observe(marker);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    marker.remove();
  });
  return { move };
}
