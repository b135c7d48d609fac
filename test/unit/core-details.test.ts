import { expect, test } from 'vitest';
import type { WidgetDefinition, WidgetModule } from '../../loader/contract/types';
import { completeDefinitions } from '../../loader/core';

const load = (): Promise<WidgetModule> => Promise.reject(new Error('not loaded'));

test('the core completes the entry’s definitions (names, hooks, jQuery) with what the build wrote', () => {
  const entry: WidgetDefinition[] = [
    { name: 'tabs', hooks: ['.ioa_tabs'], load },
    { name: 'countdown', jquery: ['countdown'], load },
    { name: 'unknown', load },
  ];
  const [tabs, countdown, unknown] = completeDefinitions(entry, 'https://cdn.example/wp/widgets.js', {
    tabs: { js: 'chunks/tabs-A.js', strategy: 'now', kind: 'page', whenRendered: true },
    countdown: { js: 'chunks/countdown-B.js' },
  });
  expect(tabs).toMatchObject({
    name: 'tabs',
    hooks: ['.ioa_tabs'],
    strategy: 'now',
    kind: 'page',
    whenRendered: true,
  });
  expect(tabs?.load).not.toBe(load);
  expect(countdown).toMatchObject({ name: 'countdown', jquery: ['countdown'] });
  expect(countdown).not.toHaveProperty('strategy');
  // No details (an unbuilt registry, whole already): left as it is.
  expect(unknown).toBe(entry[2]);
  expect(completeDefinitions(entry, 'https://cdn.example/wp/widgets.js', undefined)).toEqual(entry);
});

test('a widget whose file holds other widgets too loads its module from its name among the exports', async () => {
  const file = `data:text/javascript,${encodeURIComponent('export const a = { tag: "tabs" }; export const b = { tag: "toggle" };')}`;
  const [tabs, toggle] = completeDefinitions(
    [
      { name: 'tabs', load },
      { name: 'toggle', load },
    ],
    'https://cdn.example/wp/widgets.js',
    { tabs: { js: file, key: 'a' }, toggle: { js: file, key: 'b' } },
  );
  expect(await tabs?.load()).toEqual({ tag: 'tabs' });
  expect(await toggle?.load()).toEqual({ tag: 'toggle' });
  expect(tabs).not.toHaveProperty('key');
});
