import { afterEach, describe, expect, test } from 'vitest';
import { panelsSharingIds, readTabs } from '../../widgets/tabs/read-tabs';

afterEach(() => {
  document.body.replaceChildren();
});

const tabsMarkup = (id: string) => `<div class="ioa_tabs" id="${id}">
  <ul><li><a href="#care">Care</a></li><li><a href="#repair">Repairs</a></li></ul>
  <div id="care"><p>${id} care</p></div><div id="repair"><p>${id} repairs</p></div>
</div>`;

describe('two tab widgets printed with the same panel ids', () => {
  test('each finds its own panels, as jQuery UI looked them up inside the widget', () => {
    document.body.innerHTML = tabsMarkup('first') + tabsMarkup('second');
    const second = document.getElementById('second') as HTMLElement;
    const { tabs } = readTabs(second);
    expect(tabs.map((tab) => tab.panel.textContent)).toEqual(['second care', 'second repairs']);
    expect(tabs.every((tab) => second.contains(tab.panel))).toBe(true);
  });

  test('the panels whose id the page gives first to another element are named, to be reported', () => {
    document.body.innerHTML = tabsMarkup('first') + tabsMarkup('second');
    const first = readTabs(document.getElementById('first') as HTMLElement);
    const second = readTabs(document.getElementById('second') as HTMLElement);
    expect(panelsSharingIds(first)).toEqual([]);
    expect(panelsSharingIds(second).map((panel) => panel.id)).toEqual(['care', 'repair']);
  });
});
