import { afterEach, describe, expect, test } from 'vitest';
import type { WidgetDefinition, WidgetModule } from '../../loader/contract/types';
import { Scanner } from '../../loader/scanner';
import { discoverySelector, discoverySelectors, presentSelectors, widgetNames } from '../../loader/selectors';

const load = (): Promise<WidgetModule> => Promise.reject(new Error('not loaded in scanner tests'));

const slider: WidgetDefinition = { name: 'slider', hooks: ['.flexslider', '[data-ride="carousel"]'], load };
const countdown: WidgetDefinition = { name: 'countdown', load };
const definitions = [slider, countdown];

afterEach(() => {
  document.body.replaceChildren();
});

function page(html: string): void {
  document.body.innerHTML = html;
}

/** `id:name` for each match, to compare in one line. */
function found(scanner: Scanner, root: ParentNode): string[] {
  return scanner.scan(root).map(({ element, definition }) => `${element.id}:${definition.name}`);
}

describe('selectors', () => {
  test('one query: any data-widget attribute, and every hook', () => {
    expect(discoverySelector(definitions)).toBe('[data-widget],.flexslider,[data-ride="carousel"]');
  });

  test('presentSelectors: those that match something in the root, in their order', () => {
    page('<div class="flexslider"></div><p data-widget="countdown"></p>');
    expect(presentSelectors(document, discoverySelectors(definitions))).toEqual([
      '[data-widget]',
      '.flexslider',
    ]);
    expect(
      presentSelectors(document.body.firstElementChild as Element, discoverySelectors(definitions)),
    ).toEqual([]);
  });

  test.each([
    { attribute: 'countdown', expected: ['countdown'] },
    { attribute: '  countdown   slider ', expected: ['countdown', 'slider'] },
    { attribute: '', expected: [] },
  ])('widgetNames("$attribute")', ({ attribute, expected }) => {
    const element = document.createElement('div');
    element.setAttribute('data-widget', attribute);
    expect(widgetNames(element)).toEqual(expected);
  });
});

describe('names no widget has', () => {
  test('are reported with the element, and the known names still mount', () => {
    page('<div id="a" data-widget="countdwon countdown"></div>');
    const unknown: string[] = [];
    const scanner = new Scanner(definitions, (element, name) => unknown.push(`${element.id}:${name}`));
    expect(found(scanner, document)).toEqual(['a:countdown']);
    expect(unknown).toEqual(['a:countdwon']);
  });
});

describe('Scanner.scan', () => {
  const scanner = new Scanner(definitions);

  test.each([
    { case: 'data-widget', html: '<div id="a" data-widget="countdown"></div>', expected: ['a:countdown'] },
    { case: 'a class hook', html: '<div id="a" class="x flexslider"></div>', expected: ['a:slider'] },
    { case: 'an attribute hook', html: '<div id="a" data-ride="carousel"></div>', expected: ['a:slider'] },
    {
      case: 'several names in data-widget, in definition order',
      html: '<div id="a" data-widget="countdown slider"></div>',
      expected: ['a:slider', 'a:countdown'],
    },
    {
      case: 'a hook and data-widget on one element',
      html: '<div id="a" class="flexslider" data-widget="countdown"></div>',
      expected: ['a:slider', 'a:countdown'],
    },
    {
      case: 'a hook and data-widget naming the same widget: once',
      html: '<div id="a" class="flexslider" data-widget="slider"></div>',
      expected: ['a:slider'],
    },
    {
      case: 'whole words only in data-widget',
      html: '<div id="a" data-widget="countdowns"></div><div id="b" data-widget="my-slider"></div>',
      expected: [],
    },
    { case: 'nothing', html: '<div id="a" class="slider"><p>text</p></div>', expected: [] },
    {
      case: 'document order across every selector that occurs',
      html: '<div id="a" data-ride="carousel"></div><div id="b" data-widget="countdown"></div><div id="c" class="flexslider"></div><div id="d" data-widget="slider"></div>',
      expected: ['a:slider', 'b:countdown', 'c:slider', 'd:slider'],
    },
    {
      case: 'document order, nested included',
      html: '<section id="s" class="flexslider"><div id="c1" data-widget="countdown"></div></section><div id="c2" data-widget="countdown"></div>',
      expected: ['s:slider', 'c1:countdown', 'c2:countdown'],
    },
  ])('finds $case', ({ html, expected }) => {
    page(html);
    expect(found(scanner, document)).toEqual(expected);
  });

  test('the root element itself is included, before its descendants', () => {
    page('<div id="root" data-widget="countdown"><div id="inner" class="flexslider"></div></div>');
    const root = document.getElementById('root') as HTMLElement;
    expect(found(scanner, root)).toEqual(['root:countdown', 'inner:slider']);
  });

  test('scanning a subtree finds nothing outside it', () => {
    page(
      '<div id="out" data-widget="countdown"></div><div id="box"><div id="in" data-widget="countdown"></div></div>',
    );
    expect(found(scanner, document.getElementById('box') as HTMLElement)).toEqual(['in:countdown']);
  });

  test('a detached subtree and a fragment can be scanned', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<span id="d" data-widget="countdown"></span>';
    expect(found(scanner, detached)).toEqual(['d:countdown']);
    const template = document.createElement('template');
    template.innerHTML = '<div id="f" class="flexslider"></div>';
    expect(found(scanner, template.content)).toEqual(['f:slider']);
  });

  test('the matches carry the elements and definitions themselves', () => {
    page('<div id="a" data-widget="countdown"></div>');
    const [match] = new Scanner(definitions).scan(document);
    expect(match?.element).toBe(document.getElementById('a'));
    expect(match?.definition).toBe(countdown);
  });

  test('asks for each selector on its own, then one query of those that occur', () => {
    page('<div id="a" data-widget="countdown"></div><div id="b" data-ride="carousel"></div>');
    const single: string[] = [];
    const all: string[] = [];
    const querySelector = document.querySelector.bind(document);
    const querySelectorAll = document.querySelectorAll.bind(document);
    document.querySelector = ((selector: string) => {
      single.push(selector);
      return querySelector(selector);
    }) as typeof document.querySelector;
    document.querySelectorAll = ((selector: string) => {
      all.push(selector);
      return querySelectorAll(selector);
    }) as typeof document.querySelectorAll;
    try {
      expect(found(scanner, document)).toEqual(['a:countdown', 'b:slider']);
    } finally {
      Reflect.deleteProperty(document, 'querySelector');
      Reflect.deleteProperty(document, 'querySelectorAll');
    }
    expect(single).toEqual(['[data-widget]', '.flexslider', '[data-ride="carousel"]']);
    expect(all).toEqual(['[data-widget],[data-ride="carousel"]']);
  });

  test('an element found by a hook is tested against the hooks that occur, not against every widget’s', () => {
    const many: WidgetDefinition[] = Array.from({ length: 30 }, (_, index) => ({
      name: `widget-${index}`,
      hooks: [`.hook-${index}`],
      load,
    }));
    page('<section id="a" class="hook-7"></section><section id="b" class="hook-7 hook-9"></section>');
    const tested: string[] = [];
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selector: string) {
      tested.push(selector);
      return matches.call(this, selector);
    } as typeof matches;
    try {
      expect(found(new Scanner(many), document)).toEqual(['a:widget-7', 'b:widget-7', 'b:widget-9']);
    } finally {
      Element.prototype.matches = matches;
    }
    // Per element: the hooks that occur as one list, then each of their definitions'.
    expect(tested).toEqual([...Array(2)].flatMap(() => ['.hook-7,.hook-9', '.hook-7', '.hook-9']));
  });
  test('no definitions: no matches, and no invalid empty query', () => {
    page('<div id="a" data-widget="countdown"></div>');
    expect(new Scanner([]).scan(document)).toEqual([]);
  });
});

describe('Scanner.definitionsFor', () => {
  const scanner = new Scanner(definitions);

  test.each([
    { attributes: { 'data-widget': 'countdown' }, expected: ['countdown'] },
    { attributes: { 'data-widget': 'slider countdown' }, expected: ['slider', 'countdown'] },
    { attributes: { class: 'flexslider' }, expected: ['slider'] },
    { attributes: { 'data-widget': '' }, expected: [] },
    { attributes: {}, expected: [] },
  ])('$attributes → $expected', ({ attributes, expected }) => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    expect(scanner.definitionsFor(element).map((definition) => definition.name)).toEqual(expected);
  });
});

describe('the start-up scan in parts', () => {
  const tabs: WidgetDefinition = { name: 'tabs', hooks: ['.ioa_tabs'], strategy: 'now', load };

  test('scanNamed: the data-widget elements alone, each with the widgets it names, in document order', () => {
    page(
      '<div id="s" class="flexslider"></div><p id="c" data-widget="countdown slider"></p><p id="t" data-widget="slider"></p>',
    );
    const scanner = new Scanner(definitions);
    expect(
      scanner.scanNamed(document).map(({ element, definition }) => `${element.id}:${definition.name}`),
    ).toEqual(['c:slider', 'c:countdown', 't:slider']);
  });

  test('hooked: the widgets with hooks, those that mount at once first', () => {
    const scanner = new Scanner([slider, countdown, tabs]);
    expect(scanner.hooked().map((definition) => definition.name)).toEqual(['tabs', 'slider']);
  });

  test('scanHooks: the elements one widget’s hooks match, in document order', () => {
    page(
      '<div id="a" data-ride="carousel"></div><div id="b" class="flexslider"></div><div id="c" class="ioa_tabs"></div>',
    );
    const scanner = new Scanner([slider, tabs]);
    expect(scanner.scanHooks(document, slider).map((element) => element.id)).toEqual(['a', 'b']);
    expect(scanner.scanHooks(document, countdown)).toEqual([]);
  });
});
