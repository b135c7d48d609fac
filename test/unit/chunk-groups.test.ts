// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { type ChunkNode, planGroups, withWhatLoadsFirst } from '../../scripts/build/chunk-groups.mjs';
import { combineImports } from '../../scripts/build/merge-chunks.mjs';

const graph = (chunks: Record<string, [number, string[]?]>, entries: Record<string, string[]>) => ({
  chunks: new Map<string, ChunkNode>(
    Object.entries(chunks).map(([name, [bytes, imports = []]]) => [name, { bytes, imports }]),
  ),
  entries: new Map(Object.entries(entries)),
});
const sorted = (groups: string[][]) => groups.map((group) => [...group].sort()).sort();

describe('planGroups: which shared chunks become one file', () => {
  test('two small chunks that the same widgets load are merged', () => {
    const { chunks, entries } = graph({ a: [300], b: [200] }, { tabs: ['a', 'b'], toggle: ['a', 'b'] });
    expect(sorted(planGroups(chunks, entries))).toEqual([['a', 'b']]);
  });

  test('a small chunk joins a larger one when the widgets that load only the larger one waste little', () => {
    const { chunks, entries } = graph(
      { framework: [5000], keyboard: [219] },
      { tabs: ['framework', 'keyboard'], toggle: ['framework', 'keyboard'], menu: ['framework'] },
    );
    expect(sorted(planGroups(chunks, entries))).toEqual([['framework', 'keyboard']]);
  });

  test('never so far that a widget downloads more than wasteBytes it does not run: a widget that renders nothing never loads the framework', () => {
    const { chunks, entries } = graph(
      { options: [1400], preact: [9000, ['options']] },
      { menu: ['options'], reveal: ['options'], tabs: ['preact', 'options'], toggle: ['preact', 'options'] },
    );
    expect(sorted(planGroups(chunks, entries, { requestBytes: 100_000, wasteBytes: 6144 }))).toEqual([
      ['options'],
      ['preact'],
    ]);
    // Allowed to waste that much, it merges them.
    expect(sorted(planGroups(chunks, entries, { requestBytes: 100_000, wasteBytes: 10_000 }))).toEqual([
      ['options', 'preact'],
    ]);
  });

  test('however little it would waste, a widget that renders nothing never loads a chunk with the framework in it', () => {
    const chunks = new Map<string, ChunkNode>([
      ['options', { bytes: 1400, imports: [] }],
      ['react', { bytes: 300, imports: ['options'], framework: true }],
    ]);
    const entries = new Map([
      ['menu', ['options']],
      ['tabs', ['react', 'options']],
      ['toggle', ['react', 'options']],
    ]);
    expect(sorted(planGroups(chunks, entries))).toEqual([['options'], ['react']]);
    // The same chunk without the framework in it is merged.
    chunks.set('react', { bytes: 300, imports: ['options'] });
    expect(sorted(planGroups(chunks, entries))).toEqual([['options', 'react']]);
  });

  test('a merge that saves less than it costs is not made', () => {
    const { chunks, entries } = graph(
      { a: [3000], b: [3000] },
      { one: ['a'], two: ['a'], three: ['a'], four: ['a', 'b'], five: ['b'], six: ['b'] },
    );
    // Saves one request (four), costs five widgets 3000 B each.
    expect(sorted(planGroups(chunks, entries, { requestBytes: 12_288, wasteBytes: 6144 }))).toEqual([
      ['a'],
      ['b'],
    ]);
  });

  test("widgets that pages show together share a file: their own chunks are merged where the pages' requests count", () => {
    const chunks = new Map<string, ChunkNode>([
      ['tabs', { bytes: 1600, imports: ['keyboard'] }],
      ['keyboard', { bytes: 3000, imports: [] }],
      ['accordion', { bytes: 1200, imports: ['collapse'] }],
      ['collapse', { bytes: 3000, imports: [] }],
      ['menu', { bytes: 2000, imports: [] }],
    ]);
    const entries = new Map([
      ['tabs', ['tabs']],
      ['accordion', ['accordion']],
      ['menu', ['menu']],
    ]);
    const together = (groups: string[][]) =>
      groups.some((g) => g.includes('tabs') && g.includes('accordion'));
    // Counted widget by widget, each would only pay for the other's code.
    const alone = planGroups(chunks, entries, { wasteBytes: 6144 });
    expect(together(alone)).toBe(false);
    expect(sorted(alone)).toContainEqual(['keyboard', 'tabs']);
    const pages = [['tabs', 'accordion'], ['tabs', 'accordion', 'menu'], ['menu']];
    const groups = planGroups(chunks, entries, { pages, wasteBytes: 6144 });
    expect(together(groups)).toBe(true);
    // The menu alone would download more than 6 KB it does not run.
    expect(groups.find((group) => group.includes('menu'))).toEqual(['menu']);
  });

  test('the merges that waste least come first: the widgets a page shows together are not left without allowance', () => {
    // Ten widgets load base and extra; tabs and the accordion load base, and a page shows them together.
    const chunks = new Map<string, ChunkNode>([
      ['tabs', { bytes: 1400, imports: [] }],
      ['accordion', { bytes: 1100, imports: [] }],
      ['base', { bytes: 3000, imports: [] }],
      ['extra', { bytes: 5100, imports: [] }],
    ]);
    const entries = new Map<string, string[]>([
      ['tabs', ['tabs', 'base']],
      ['accordion', ['accordion', 'base']],
      ...Array.from({ length: 10 }, (_, i) => [`w${i}`, ['base', 'extra']] as [string, string[]]),
    ]);
    const pages = [['tabs', 'accordion']];
    const together = (groups: string[][]) =>
      groups.some((g) => g.includes('tabs') && g.includes('accordion'));
    // In one pass, base and extra (which saves ten widgets a request) spends the allowance of tabs and accordion.
    const onePass = planGroups(chunks, entries, { pages, wasteBytes: 6144, steps: 1 });
    expect(together(onePass)).toBe(false);
    expect(sorted(onePass)).toContainEqual(['base', 'extra']);
    expect(together(planGroups(chunks, entries, { pages, wasteBytes: 6144 }))).toBe(true);
  });

  test('a page the greedy plan leaves over pageGroups files gets the merges worth most to the pages, each entry within pageWasteBytes', () => {
    // Eight widgets a page shows together, 9 KB each: to merge two saves the page a request and costs each widget
    // 9 KB it does not run, so the greedy plan leaves them apart.
    const widgets = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const chunks = new Map<string, ChunkNode>(widgets.map((name) => [name, { bytes: 9000, imports: [] }]));
    const entries = new Map(widgets.map((name) => [name, [name]]));
    const pages = [widgets];
    expect(planGroups(chunks, entries, { pages, pageGroups: 8 })).toHaveLength(8);
    // At six files, two pairs: a third widget in a pair would make its two others waste 18 KB, over 15 KB.
    const groups = planGroups(chunks, entries, { pages, pageGroups: 6, pageWasteBytes: 15_360 });
    expect(groups.map((group) => group.length).sort()).toEqual([1, 1, 1, 1, 2, 2]);
    // With no allowance for it, the page stays as it was.
    expect(planGroups(chunks, entries, { pages, pageGroups: 6, pageWasteBytes: 8000 })).toHaveLength(8);
  });

  test('no merge makes a file and its lazy part import each other', () => {
    // The lightbox imports its viewer lazily; the viewer imports the helpers, which the lightbox imports too.
    const chunks = new Map<string, ChunkNode>([
      ['lightbox', { bytes: 2000, imports: ['helpers'], parts: ['viewer'] }],
      ['helpers', { bytes: 600, imports: [] }],
      ['photoswipe', { bytes: 9000, imports: [] }],
    ]);
    const entries = new Map([
      ['lightbox', ['lightbox']],
      ['viewer', ['helpers', 'photoswipe', 'lightbox']],
    ]);
    const lazy = new Map([['viewer', { imports: ['helpers', 'photoswipe'], parts: [] }]]);
    const groups = sorted(planGroups(chunks, entries, { lazy }));
    expect(groups.find((group) => group.includes('lightbox'))).toEqual(['lightbox']);
    // Without knowing of the part, the plan would have put the lightbox with the helpers the viewer imports.
    expect(sorted(planGroups(chunks, entries)).find((group) => group.includes('lightbox'))).toContain(
      'helpers',
    );
  });

  test('on random graphs, every chunk is in exactly one group and the groups never import each other in a circle', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 20; round += 1) {
      const names = Array.from({ length: 14 }, (_, i) => `c${i}`);
      // Each chunk imports only chunks named after it: esbuild's graphs have no cycles.
      const chunks = new Map<string, ChunkNode>(
        names.map((name, i) => [
          name,
          {
            bytes: Math.round(100 + random() * 4000),
            imports: names.slice(i + 1).filter(() => random() < 0.2),
          },
        ]),
      );
      const entries = new Map(
        Array.from({ length: 10 }, (_, i) => [`w${i}`, names.filter(() => random() < 0.25)] as const),
      );
      const pages = Array.from({ length: 3 }, () => names.filter(() => random() < 0.5));
      const groups = planGroups(chunks, entries, {
        requestBytes: 4000 + random() * 20_000,
        wasteBytes: random() * 8000,
        pages,
        pageGroups: Math.floor(random() * 6),
        pageWasteBytes: random() * 12_000,
      });
      expect(groups.flat().sort()).toEqual([...names].sort());
      const groupOf = new Map(groups.flatMap((group, i) => group.map((name) => [name, i] as const)));
      const next = groups.map(
        (group, i) =>
          new Set(
            group
              .flatMap((name) => chunks.get(name)?.imports ?? [])
              .map((name) => groupOf.get(name) ?? -1)
              .filter((g) => g !== i),
          ),
      );
      const state = new Map<number, 'open' | 'done'>();
      const acyclic = (g: number): boolean => {
        if (state.get(g) === 'done') return true;
        if (state.get(g) === 'open') return false;
        state.set(g, 'open');
        for (const h of next[g] ?? []) if (!acyclic(h)) return false;
        state.set(g, 'done');
        return true;
      };
      expect(groups.every((_, g) => acyclic(g))).toBe(true);
    }
  });
});

describe('withWhatLoadsFirst: a lazy part counts what its widget has loaded', () => {
  test('a part one widget alone imports loads, for the plan, that widget’s chunks too, up the chain', () => {
    const own = new Map([
      ['lightbox', ['react-dom', 'options']],
      ['lightbox-viewer', ['react']],
      ['viewer-zoom', ['zoom']],
      ['shared-part', ['keyboard']],
      ['tabs', ['react-dom']],
      ['toggle', ['react-dom']],
    ]);
    const importers = new Map([
      ['lightbox-viewer', ['lightbox']],
      ['viewer-zoom', ['lightbox-viewer']],
      // Imported by two widgets: which has loaded first is not known.
      ['shared-part', ['tabs', 'toggle']],
    ]);
    const entries = withWhatLoadsFirst(own, importers);
    expect(entries.get('lightbox-viewer')?.sort()).toEqual(['options', 'react', 'react-dom']);
    expect(entries.get('viewer-zoom')?.sort()).toEqual(['options', 'react', 'react-dom', 'zoom']);
    expect(entries.get('shared-part')).toEqual(['keyboard']);
    expect(entries.get('lightbox')).toEqual(['react-dom', 'options']);
  });

  test('so React’s core joins React DOM: the part that needs the core alone already has React DOM loaded', () => {
    const chunks = new Map<string, ChunkNode>([
      ['react', { bytes: 4500, imports: [], framework: true }],
      ['react-dom', { bytes: 60_000, imports: ['react'], framework: true }],
    ]);
    const own = new Map([
      ['lightbox', ['react-dom']],
      ['lightbox-viewer', ['react']],
      ['tabs', ['react-dom']],
    ]);
    // Counted alone, the part would download React DOM's 60 KB it never runs: they stay apart.
    expect(sorted(planGroups(chunks, own))).toEqual([['react'], ['react-dom']]);
    const entries = withWhatLoadsFirst(own, new Map([['lightbox-viewer', ['lightbox']]]));
    expect(sorted(planGroups(chunks, entries))).toEqual([['react', 'react-dom']]);
  });
});

describe('combineImports: one import statement per file', () => {
  test("the names of a file's statements go to its first one, in order; the rest of the code is kept", () => {
    expect(
      combineImports(
        'import{a as s}from"./g.js";import{b as t}from"./h.js";import{c as u,d as v}from"./g.js";var x=s+t+u+v;',
      ),
    ).toBe('import{a as s,c as u,d as v}from"./g.js";import{b as t}from"./h.js";var x=s+t+u+v;');
  });

  test('only the statements at the top are read: an import-like string in the code is left alone', () => {
    const text = 'import{a as s}from"./g.js";var q=\'import{b as t}from"./g.js";\';';
    expect(combineImports(text)).toBe(text);
  });
});
