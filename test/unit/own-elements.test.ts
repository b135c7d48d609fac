import { expect, test } from 'vitest';
import { ownElement, ownElements } from '../../toolkit/dom/own-elements';

test("a widget's own parts: not those of a widget of its kind inside it; a host found by data-widget owns all", () => {
  document.body.innerHTML = `
    <div class="group" id="outer"><i id="a"></i><div class="group" id="inner"><i id="b"></i></div><i id="c"></i></div>
    <div data-widget="group" id="plain"><i id="d"></i><span><i id="e"></i></span></div>`;
  const ids = (elements: Element[]) => elements.map((element) => element.id);
  const host = (id: string) => document.getElementById(id) as HTMLElement;
  expect(ids(ownElements(host('outer'), 'i', '.group'))).toEqual(['a', 'c']);
  expect(ids(ownElements(host('inner'), 'i', '.group'))).toEqual(['b']);
  expect(ids(ownElements(host('plain'), 'i', '.group'))).toEqual(['d', 'e']);
  expect(ownElement(host('outer'), 'i', '.group')?.id).toBe('a');
  expect(ownElement(host('outer'), 'b', '.group')).toBeNull();
});
