import fc from 'fast-check';
import { act } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { ModuleSource } from '../../loader/chunks';
import type { WidgetDefinition, WidgetModule } from '../../loader/contract/types';
import { Loader } from '../../loader/loader';
import { registry } from '../../widgets/registry';
import { PROPERTY_RUNS } from './helpers/arbitraries';
import { fakeConsole } from './helpers/context';

/**
 * Mount, then unmount, leaves the page exactly as the server sent it: a property over random trees of the
 * theme's widget markup (widgets inside widgets' panels, ids printed twice, text between), mounted by the real
 * loader with the real widgets (each mounted at once, whatever its strategy), then stopped.
 */

/** The theme's markup (from the fixture pages), each with `{id}` for its ids and `{slot}` where children go. */
const SNIPPETS: Record<string, string> = {
  tabs: `<div class="ioa_tabs clearfix" id="tabs-{id}"><ul><li><a href="#tab-{id}-1">One</a></li><li><a href="#tab-{id}-2">Two</a></li></ul><div id="tab-{id}-1"><p>First.</p>{slot}</div><div id="tab-{id}-2"><p>Second.</p></div></div>`,
  accordion: `<div class="ioa_accordion clearfix" id="accordion-{id}"><h3 class="custom-font"><i class="ioa-front-icon down-diricon-"></i> Question?</h3><div class="accordion-body"><p>Answer.</p>{slot}</div><h3 class="custom-font">Another?</h3><div class="accordion-body"><p>Yes.</p></div></div>`,
  toggle: `<div class="toggle clearfix" id="toggle-{id}"><a class="toggle-title" href="#toggle-{id}-body"><i class="ioa-front-icon plus-1icon-"></i> Care</a><div class="toggle-body collapse" id="toggle-{id}-body"><p>Brush off dirt.</p>{slot}</div></div>`,
  'notification-box': `<div class="ioa_box_wrapper" id="box-{id}"><div class="ioa_box" style="background:#e6f1fb;color:#174a7c"><i class="ioa-front-icon info-2icon-"></i> Free shipping. {slot}<a href="#" class="close cancel-2icon- ioa-front-icon"></a></div></div>`,
  counter: `<p>Bags: <span class="counter" id="counter-{id}" data-start="0" data-end="120" data-time="200" data-step="5">120</span>{slot}</p>`,
  'progress-bars': `<div class="progress-bar-group" id="bars-{id}" data-unit="%"><div class="progress-bar"><h6 class="progress-bar-title">Canvas</h6><div class="filler" data-fill="85"><span>85%</span></div></div>{slot}</div>`,
};

const names = Object.keys(SNIPPETS);

type Tree = { readonly widget: string; readonly id: string; readonly children: readonly Tree[] } | string;

const treeOf = fc.letrec<{ node: Tree; children: Tree[] }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('Text between.', '<p>A paragraph.</p>', ''),
    fc.record({
      widget: fc.constantFrom(...names),
      // From a pool of three: ids printed twice on one page happen.
      id: fc.constantFrom('a', 'b', 'c'),
      children: tie('children'),
    }),
  ),
  children: fc.array(tie('node'), { maxLength: 3 }),
})).node;

function htmlOf(tree: Tree): string {
  if (typeof tree === 'string') return tree;
  const template = SNIPPETS[tree.widget] ?? '';
  return template.replaceAll('{id}', tree.id).replace('{slot}', tree.children.map(htmlOf).join(''));
}

/** The real widgets, each mounted at once. */
const definitions: WidgetDefinition[] = registry
  .filter((definition) => names.includes(definition.name))
  .map((definition) => ({ ...definition, strategy: 'now' }));

class Source implements ModuleSource {
  readonly loads: Promise<unknown>[] = [];
  load(definition: WidgetDefinition): Promise<WidgetModule> {
    const loading = definition.load();
    this.loads.push(loading);
    return loading;
  }
}

afterEach(() => {
  document.body.replaceChildren();
});

test('every widget is there to mount', () => {
  expect(definitions.map((definition) => definition.name).sort()).toEqual([...names].sort());
});

test('mount, press, then unmount: the page is exactly as served, whatever the tree', {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(treeOf, { minLength: 1, maxLength: 4 }),
      fc.array(fc.nat(), { maxLength: 3 }),
      async (trees, presses) => {
        const html = trees.map(htmlOf).join('\n');
        document.body.innerHTML = `<main>${html}</main>`;
        const served = document.body.innerHTML;
        const source = new Source();
        const console_ = fakeConsole();
        const loader = new Loader({ definitions, chunks: source, version: 'test', console: console_ });
        await act(async () => {
          loader.start();
          await Promise.resolve();
          // The start-up scan may leave hooks to tasks after it (past its time budget): found, then loaded.
          await loader.idle();
          await Promise.allSettled(source.loads);
          await loader.idle();
        });
        // The visitor presses what the widgets made pressable (a tab, a heading, a close button) before they go.
        for (const press of presses) {
          const controls = document.querySelectorAll<HTMLElement>(
            '[role="tab"], [role="button"], button, [aria-expanded]',
          );
          const control = controls[press % Math.max(1, controls.length)];
          await act(async () => {
            control?.click();
          });
        }
        await act(async () => {
          loader.stop();
          await loader.idle();
        });
        expect(document.body.innerHTML).toBe(served);
      },
    ),
    { numRuns: PROPERTY_RUNS.answer },
  );
});
