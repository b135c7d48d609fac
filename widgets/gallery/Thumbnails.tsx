import { useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../toolkit/dom/motion';

/** The strip's arrows scroll it by two thumbnails (specification §4). */
const THUMBNAILS_PER_ARROW = 2;

export interface Thumbnail {
  /** The item's `data-thumbnail`; an item without one shows its number. */
  readonly src: string | null;
  /** What the thumbnail's button is called: the item's image text, or its number. */
  readonly label: string;
}

/**
 * Selene's thumbnail strip (`div.selene-thumbnails-wrap > ul.selene-thumbnails > li`), each thumbnail a button
 * showing its image, with arrows that scroll the strip by two thumbnails.
 */
export function Thumbnails({
  thumbnails,
  index,
  onPick,
}: {
  readonly thumbnails: readonly Thumbnail[];
  readonly index: number;
  readonly onPick: (index: number) => void;
}) {
  const list = useRef<HTMLUListElement>(null);

  // The current thumbnail stays in sight as the gallery moves.
  useLayoutEffect(() => {
    const strip = list.current;
    const item = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !item) return;
    const left = item.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [index]);

  const scroll = (direction: 1 | -1) => {
    const strip = list.current;
    const [first, second] = Array.from(strip?.children ?? []) as HTMLElement[];
    if (!strip || !first) return;
    const pitch = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    strip.scrollBy({
      left: direction * pitch * THUMBNAILS_PER_ARROW,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="selene-thumbnails-wrap greyscale-imgs wp-slideshow-thumbnails">
      <button
        type="button"
        className="thumb-arrow-left"
        aria-label="Scroll thumbnails back"
        onClick={() => scroll(-1)}
      />
      <ul className="selene-thumbnails hoverable" ref={list}>
        {thumbnails.map((thumbnail, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one thumbnail per item, which never change.
          <li key={at} className={at === index ? 'active' : undefined}>
            <button
              type="button"
              aria-label={thumbnail.label}
              aria-current={at === index ? 'true' : undefined}
              onClick={() => onPick(at)}
            >
              {thumbnail.src ? <img src={thumbnail.src} alt="" /> : <span aria-hidden="true">{at + 1}</span>}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="thumb-arrow-right"
        aria-label="Scroll thumbnails forward"
        onClick={() => scroll(1)}
      />
    </div>
  );
}
