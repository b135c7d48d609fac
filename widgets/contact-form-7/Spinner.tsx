import { useElementAfter } from '../../toolkit/react/server-dom';

/** The spinner the plugin's script adds after a submit button; CSS shows it while submitting. */
export function Spinner({ anchor, className }: { readonly anchor: HTMLElement; readonly className: string }) {
  useElementAfter(anchor, { tag: 'span', attrs: { class: className }, text: '' });
  return null;
}
