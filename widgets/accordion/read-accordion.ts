import { meaningfulChildren, nextMeaningfulSibling } from '../../toolkit/dom/wpautop';

/** The theme's accordion: `div.ioa_accordion` › pairs of `h3` (with an `i.down-diricon-` icon) and `div.accordion-body`. */
export interface Section {
  readonly header: HTMLElement;
  readonly panel: HTMLElement;
  readonly icon: HTMLElement | null;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function readAccordion(host: HTMLElement): Section[] {
  const sections: Section[] = [];
  for (const header of meaningfulChildren(host)) {
    const panel = nextMeaningfulSibling(header);
    if (!(header instanceof HTMLElement) || !HEADINGS.has(header.localName)) continue;
    if (!(panel instanceof HTMLElement) || !panel.classList.contains('accordion-body')) continue;
    sections.push({ header, panel, icon: header.querySelector<HTMLElement>('i') });
  }
  if (sections.length === 0) throw new Error('it has no heading followed by a div.accordion-body');
  return sections;
}
