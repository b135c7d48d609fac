import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DomObserver, type DomObserverDelegate } from '../../loader/dom-observer';

let delegate: { [K in keyof DomObserverDelegate]: ReturnType<typeof vi.fn<DomObserverDelegate[K]>> };
let observer: DomObserver;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="a" data-widget="countdown"></div><div id="b"></div><section id="box"><p id="c"></p></section>';
  delegate = {
    elementsRemoved: vi.fn(),
    elementsAdded: vi.fn(),
    widgetAttributeChanged: vi.fn(),
  };
  observer = new DomObserver(document.documentElement, delegate);
  observer.start();
});

afterEach(() => {
  observer.stop();
  document.body.replaceChildren();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** What the delegate heard, as ids. */
function heard() {
  const ids = (elements: readonly Element[]) => elements.map((element) => element.id || element.localName);
  return {
    removed: delegate.elementsRemoved.mock.calls.map(([roots]) => ids(roots)),
    added: delegate.elementsAdded.mock.calls.map(([roots]) => ids(roots)),
    changed: delegate.widgetAttributeChanged.mock.calls.map(([element]) => element.id),
  };
}

function create(id: string, html = ''): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.innerHTML = html;
  return element;
}

describe('batches, handled with flush()', () => {
  test.each<{ case: string; change: () => void; expected: ReturnType<typeof heard> }>([
    {
      case: 'an appended subtree is reported once, as its root',
      change: () => byId('b').append(create('new', '<span data-widget="countdown"></span>')),
      expected: { removed: [], added: [['new']], changed: [] },
    },
    {
      case: 'a removed element',
      change: () => byId('a').remove(),
      expected: { removed: [['a']], added: [], changed: [] },
    },
    {
      case: 'a removed subtree is reported as its root',
      change: () => byId('box').remove(),
      expected: { removed: [['box']], added: [], changed: [] },
    },
    {
      case: 'a move in one batch is not a removal',
      change: () => byId('b').append(byId('a')),
      expected: { removed: [], added: [['a']], changed: [] },
    },
    {
      case: 'a removal and a put-back in one batch is not a removal',
      change: () => {
        const a = byId('a');
        a.remove();
        document.body.prepend(a);
      },
      expected: { removed: [], added: [['a']], changed: [] },
    },
    {
      case: 'an addition removed again in the same batch is not an addition',
      change: () => {
        const temporary = create('temporary');
        document.body.append(temporary);
        temporary.remove();
      },
      expected: { removed: [['temporary']], added: [], changed: [] },
    },
    {
      case: 'additions and removals together, removals first',
      change: () => {
        byId('b').remove();
        document.body.append(create('x'), create('y'));
      },
      expected: { removed: [['b']], added: [['x', 'y']], changed: [] },
    },
    {
      case: 'a data-widget change on a connected element',
      change: () => byId('b').setAttribute('data-widget', 'countdown'),
      expected: { removed: [], added: [], changed: ['b'] },
    },
    {
      case: 'several data-widget changes on one element are one report',
      change: () => {
        byId('b').setAttribute('data-widget', 'countdown');
        byId('b').setAttribute('data-widget', 'slider');
        byId('a').removeAttribute('data-widget');
      },
      expected: { removed: [], added: [], changed: ['b', 'a'] },
    },
    {
      case: 'other attributes are not watched',
      change: () => {
        byId('a').setAttribute('data-date', '2020/10/20');
        byId('a').className = 'changed';
      },
      expected: { removed: [], added: [], changed: [] },
    },
    {
      case: 'a data-widget change on an element removed in the same batch is not reported',
      change: () => {
        byId('a').setAttribute('data-widget', 'slider');
        byId('a').remove();
      },
      expected: { removed: [['a']], added: [], changed: [] },
    },
    {
      case: 'text nodes are not elements',
      change: () => {
        byId('b').append('text');
        byId('c').textContent = 'other text';
      },
      expected: { removed: [], added: [], changed: [] },
    },
  ])('$case', ({ change, expected }) => {
    change();
    observer.flush();
    expect(heard()).toEqual(expected);
  });

  test('changes inside a detached subtree are not seen', () => {
    const detached = create('detached');
    detached.append(create('inside'));
    detached.setAttribute('data-widget', 'countdown');
    observer.flush();
    expect(heard()).toEqual({ removed: [], added: [], changed: [] });
  });

  test('flush with nothing pending reports nothing', () => {
    observer.flush();
    expect(heard()).toEqual({ removed: [], added: [], changed: [] });
  });

  test('flushed records are not reported a second time', async () => {
    document.body.append(create('once'));
    observer.flush();
    await Promise.resolve();
    await Promise.resolve();
    expect(delegate.elementsAdded).toHaveBeenCalledOnce();
  });
});

describe('delivery without flush', () => {
  test('the mutation observer reports a batch on its own, after the current task', async () => {
    document.body.append(create('late'));
    byId('a').remove();
    expect(delegate.elementsAdded).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(delegate.elementsAdded).toHaveBeenCalledOnce());
    expect(heard()).toEqual({ removed: [['a']], added: [['late']], changed: [] });
  });
});

describe('stop', () => {
  test('handles what is pending, then hears nothing more', async () => {
    document.body.append(create('before'));
    observer.stop();
    expect(heard().added).toEqual([['before']]);
    document.body.append(create('after'));
    byId('a').remove();
    // A change the observer would see if it still listened, delivered through a second observer.
    const witness = vi.fn();
    const second = new MutationObserver(witness);
    second.observe(document.body, { childList: true });
    document.body.append(create('witnessed'));
    await vi.waitFor(() => expect(witness).toHaveBeenCalled());
    second.disconnect();
    expect(heard().added).toEqual([['before']]);
    expect(heard().removed).toEqual([]);
  });
});
