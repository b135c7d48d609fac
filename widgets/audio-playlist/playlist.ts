/**
 * The playlist's order (specification §4): sequential, or random with shuffle on (each track once, in a random
 * order, as players shuffle); it wraps, starting over (reshuffled), only with loop on.
 */
export interface PlayOrder {
  /** Track indexes in the order they play. */
  readonly order: readonly number[];
  /** Where in `order` the playlist is. */
  readonly at: number;
}

export interface OrderOptions {
  readonly count: number;
  readonly shuffle: boolean;
  readonly loop: boolean;
}

/** A random order of the tracks (Fisher–Yates), starting with `first` when given. */
export function shuffled(count: number, random: () => number, first?: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let at = count - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other] as number, order[at] as number];
  }
  if (first !== undefined && order.includes(first)) {
    order.splice(order.indexOf(first), 1);
    order.unshift(first);
  }
  return order;
}

/** The order a playlist starts in, at `track`. */
export function startAt(track: number, { count, shuffle }: OrderOptions, random: () => number): PlayOrder {
  const order = shuffle ? shuffled(count, random, track) : Array.from({ length: count }, (_, index) => index);
  return { order, at: order.indexOf(track) };
}

/** The next (or previous) place, or null at an end without loop. A new round of a shuffle is shuffled again. */
export function step(
  place: PlayOrder,
  direction: 1 | -1,
  options: OrderOptions,
  random: () => number,
): PlayOrder | null {
  const at = place.at + direction;
  if (at >= 0 && at < place.order.length) return { order: place.order, at };
  if (!options.loop) return null;
  if (!options.shuffle) return { order: place.order, at: direction === 1 ? 0 : place.order.length - 1 };
  const last = place.order[place.at] as number;
  const order = shuffled(options.count, random);
  // A new round does not start with the track that just played: it moves to the round's other end.
  if (order.length > 1) {
    if (direction === 1 && order[0] === last) order.push(order.shift() as number);
    if (direction === -1 && order[order.length - 1] === last) order.unshift(order.pop() as number);
  }
  return { order, at: direction === 1 ? 0 : order.length - 1 };
}

/**
 * A track's name: the link's text, else the name the server gave it (its aria-label, its picture's alt, its
 * title), else the last part of its address, decoded (specification §3).
 */
export function trackName(link: HTMLAnchorElement): string {
  const text =
    link.textContent?.trim() ||
    link.getAttribute('aria-label')?.trim() ||
    link.querySelector('img[alt]')?.getAttribute('alt')?.trim() ||
    link.getAttribute('title')?.trim();
  if (text) return text;
  const address = link.getAttribute('href') ?? '';
  const last = address.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? address;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Whether a track's link shows nothing (no text, no picture): the widget shows its name in it. */
export function showsNothing(link: HTMLAnchorElement): boolean {
  return !link.textContent?.trim() && !link.querySelector('img, svg, picture');
}
