import { useState } from 'react';
import { nextIndex } from '../../toolkit/dom/keyboard';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useFadeIn } from './fade';
import type { tabsOptions } from './options';
import { panelsSharingIds, readTabs, type Tab, tabForHash } from './read-tabs';

/** jQuery UI tabs faded panels in over 300 ms. */
const FADE_MS = 300;

interface TabProps {
  readonly tab: Tab;
  readonly tabId: string;
  readonly panelId: string;
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
}

/** One tab and its panel, bound to the server's `li`, `a` and panel elements (jQuery UI's classes kept). */
function TabBinding({ tab, tabId, panelId, selected, onSelect, onKeyDown }: TabProps) {
  useFadeIn(tab.panel, selected, FADE_MS);
  return (
    <>
      <Bind
        el={tab.item}
        attrs={{ role: 'presentation' }}
        classes={{ 'ui-state-default': true, 'ui-tabs-active': selected, 'ui-state-active': selected }}
      />
      <Bind
        el={tab.link}
        attrs={{
          role: 'tab',
          id: tabId,
          'aria-selected': selected,
          'aria-controls': panelId,
          tabindex: selected ? 0 : -1,
        }}
        classes={{ 'ui-tabs-anchor': true }}
        on={{
          click: (event) => {
            event.preventDefault();
            onSelect();
          },
          keydown: onKeyDown,
        }}
      />
      <Bind
        el={tab.panel}
        attrs={{ role: 'tabpanel', id: panelId, 'aria-labelledby': tabId, tabindex: 0, hidden: !selected }}
        classes={{ 'ui-tabs-panel': true }}
        style={{ display: selected ? null : 'none' }}
      />
    </>
  );
}

/**
 * The theme's tabs (jQuery UI tabs) as WAI-ARIA tabs: arrows, Home and End move between tabs and open them,
 * Enter and Space open the focused one, the open panel fades in over 300 ms, and an address ending in a
 * panel's #id opens that panel.
 */
export function Tabs({ host, options, ctx }: WidgetProps<Options<typeof tabsOptions>>) {
  const [markup] = useState(() => {
    const read = readTabs(host);
    const shared = panelsSharingIds(read).map((panel) => `"${panel.id}"`);
    if (shared.length > 0)
      ctx.warn(
        host,
        `the panel id ${shared.join(', ')} is used by another element of the page too: these tabs open their own panel, and a link to that id elsewhere on the page reaches the first one.`,
      );
    return read;
  });
  const { tabs, vertical } = markup;
  const [active, setActive] = useState(() => {
    const fromHash = tabForHash(markup, location.hash);
    if (fromHash >= 0) return fromHash;
    if (options.active < tabs.length) return options.active;
    ctx.warn(host, `data-active="${options.active}" is past the last tab; the first tab is open.`);
    return 0;
  });

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === ' ') {
      // Space opens the focused tab, as in jQuery UI tabs; the tab is a link, which would scroll the page.
      event.preventDefault();
      setActive(index);
      return;
    }
    const target = nextIndex(event.key, index, tabs.length, vertical);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    tabs[target]?.link.focus();
  };

  return (
    <>
      <Bind el={host} classes={{ 'ui-tabs': true }} />
      <Bind
        el={markup.list}
        attrs={{ role: 'tablist', 'aria-orientation': vertical ? 'vertical' : 'horizontal' }}
        classes={{ 'ui-tabs-nav': true }}
      />
      {tabs.map((tab, index) => (
        <TabBinding
          // The markup does not change while mounted: the index is the tab's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          tab={tab}
          tabId={tab.link.id || `${ctx.id}-tab-${index}`}
          panelId={tab.panel.id}
          selected={index === active}
          onSelect={() => setActive(index)}
          onKeyDown={onKeyDown(index)}
        />
      ))}
    </>
  );
}
