/** The theme's notification box: `div.ioa_box_wrapper` › `div.ioa_box` with an optional `a.close` link. */
export interface BoxMarkup {
  readonly box: HTMLElement;
  readonly close: HTMLElement | null;
}

export function readBox(host: HTMLElement): BoxMarkup {
  const box = host.querySelector<HTMLElement>('.ioa_box') ?? host;
  return { box, close: box.querySelector<HTMLElement>('a.close, .close') };
}
