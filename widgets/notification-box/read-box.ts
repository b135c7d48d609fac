import { ownElement } from '../../toolkit/dom/own-elements';

/** The theme's notification box: `div.ioa_box_wrapper` › `div.ioa_box` with an optional `a.close` link. */
export interface BoxMarkup {
  readonly box: HTMLElement;
  readonly close: HTMLElement | null;
}

const KIND = '.ioa_box_wrapper';

/** The box's own parts: a box printed inside it has its own. */
export function readBox(host: HTMLElement): BoxMarkup {
  const box = ownElement(host, '.ioa_box', KIND) ?? host;
  return { box, close: ownElement(box, 'a.close, .close', KIND) };
}
