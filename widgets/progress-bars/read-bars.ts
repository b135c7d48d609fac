import type { Reporter } from '../../loader/contract';
import { ReportedError, readOption } from '../../toolkit/dom/options';
import { ownElements } from '../../toolkit/dom/own-elements';
import { meaningfulChildren } from '../../toolkit/dom/wpautop';
import { fillOption } from './options';

/** One bar of the theme's markup: `div.progress-bar` › `h6.progress-bar-title` + `div.filler[data-fill]` › label. */
export interface Bar {
  readonly title: HTMLElement | null;
  readonly filler: HTMLElement;
  /** What the filler shows once full (the label), faded in afterwards. */
  readonly contents: readonly HTMLElement[];
  readonly fill: number;
}

/**
 * The bars of a group (not those of a group inside it, which are that group's); a bar with a bad `data-fill` is
 * reported and keeps its server HTML.
 */
export function readBars(host: HTMLElement, reporter: Reporter): Bar[] {
  const bars: Bar[] = [];
  for (const bar of ownElements(host, '.progress-bar', '.progress-bar-group')) {
    const filler = bar.querySelector<HTMLElement>('.filler');
    if (!filler) continue;
    let fill: number;
    try {
      fill = readOption(filler, 'fill', fillOption, reporter);
    } catch (error) {
      if (error instanceof ReportedError) continue;
      throw error;
    }
    bars.push({
      title: bar.querySelector<HTMLElement>('.progress-bar-title'),
      filler,
      contents: meaningfulChildren(filler).filter(
        (child): child is HTMLElement => child instanceof HTMLElement,
      ),
      fill,
    });
  }
  if (bars.length === 0) throw new Error('it has no .progress-bar with a .filler[data-fill]');
  return bars;
}
