// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { readRegistry, slimRegistry, widgetDetails } from '../../scripts/build/registry-chunks.mjs';
import { registry } from '../../widgets/registry';

describe('the registry, split between the entry and the core by the build', () => {
  test('the build reads every definition as the source has it, with the folder its load imports', async () => {
    const read = await readRegistry();
    expect(read.map(({ folder, ...fields }) => fields)).toEqual(
      registry.map(({ load, ...fields }) => JSON.parse(JSON.stringify(fields))),
    );
    expect(read.find((entry) => entry.name === 'lightbox')?.folder).toBe('lightbox');
  });

  test('the core gets each widget’s chunk, strategy, kind; a widget without a chunk fails the build', async () => {
    const read = await readRegistry();
    const widgets = Object.fromEntries(
      read.map(({ folder }) => [folder, { js: `chunks/${folder}-HASH.js` }]),
    );
    const details = widgetDetails(read, widgets);
    expect(details.tabs).toEqual({ js: 'chunks/tabs-HASH.js', strategy: 'now' });
    expect(details.lightbox).toEqual({ js: 'chunks/lightbox-HASH.js', strategy: 'now', kind: 'page' });
    expect(Object.keys(details)).toEqual(registry.map(({ name }) => name));
    const { tabs: _, ...withoutTabs } = widgets;
    expect(() => widgetDetails(read, withoutTabs)).toThrow('widgets/tabs has no index module');
  });

  test('the entry gets each widget’s name, hooks and jQuery plugins, as the source has them', async () => {
    const read = await readRegistry();
    const entry = new Function(`return ${slimRegistry(read)}`)();
    expect(entry).toEqual(
      registry.map(({ name, hooks = [], jquery = [] }) => ({ name, hooks: [...hooks], jquery: [...jquery] })),
    );
    expect(entry.find((definition: { name: string }) => definition.name === 'lightbox')?.jquery).toEqual([
      'prettyPhoto',
      'prettyPhoto.open',
      'prettyPhoto.close',
    ]);
    expect(() => slimRegistry([{ name: 'odd', hooks: ['a\tb'] }])).toThrow(
      'widgets/registry.ts: odd: "a\\tb" holds a tab, newline or vertical tab',
    );
  });
});
