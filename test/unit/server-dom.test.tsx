import { act, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { saveElement, saveInlineStyle } from '../../toolkit/dom/save';
import {
  Bind,
  type Binding,
  Replace,
  useAdoptChildren,
  useBind,
  useInlineStyle,
} from '../../toolkit/react/server-dom';
import { flavour } from './flavour';
import { type TestRoot, testRoot } from './helpers/render';

let host: HTMLElement;
let root: TestRoot;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="host" class="server keep" title="Server title" aria-expanded="false" style="color: red; margin: 1px !important">' +
    '<span id="first">Server</span> text <b>bold</b></div>';
  host = document.getElementById('host') as HTMLElement;
  root = testRoot();
});

afterEach(() => {
  root.unmount();
  document.body.replaceChildren();
});

/**
 * What the server rendered, as far as it matters: attributes (in any order; class tokens in any order), and the
 * very same child nodes.
 */
function snapshot(element: HTMLElement) {
  const attributes = Object.fromEntries(
    [...element.attributes]
      .map((attribute) => [
        attribute.name,
        attribute.name === 'class'
          ? attribute.value.split(/\s+/).sort().join(' ')
          : attribute.name === 'style'
            ? attribute.value.replace(/;\s*$/, '')
            : attribute.value,
      ])
      .sort(([a = ''], [b = '']) => a.localeCompare(b)),
  );
  return { attributes, children: [...element.childNodes], html: element.innerHTML };
}

test(`renders with ${flavour}`, () => {
  expect(flavour).toBe(process.env.VITEST_FLAVOUR);
});

describe('useBind / Bind: attributes', () => {
  test.each<{ case: string; attrs: Binding['attrs']; expected: Record<string, string | null> }>([
    { case: 'a string', attrs: { 'data-state': 'open' }, expected: { 'data-state': 'open' } },
    { case: 'a number', attrs: { tabindex: 0 }, expected: { tabindex: '0' } },
    { case: 'true is the bare attribute', attrs: { hidden: true }, expected: { hidden: '' } },
    { case: 'false removes', attrs: { title: false }, expected: { title: null } },
    { case: 'null removes', attrs: { title: null }, expected: { title: null } },
    { case: 'undefined removes', attrs: { title: undefined }, expected: { title: null } },
    { case: 'aria true is "true"', attrs: { 'aria-expanded': true }, expected: { 'aria-expanded': 'true' } },
    { case: 'aria false is "false"', attrs: { 'aria-hidden': false }, expected: { 'aria-hidden': 'false' } },
    { case: 'an existing one is replaced', attrs: { title: 'New' }, expected: { title: 'New' } },
  ])('$case; restored on unmount', ({ attrs, expected }) => {
    const before = snapshot(host);
    root.render(<Bind el={host} attrs={attrs} />);
    for (const [name, value] of Object.entries(expected)) expect(host.getAttribute(name)).toBe(value);
    root.unmount();
    expect(snapshot(host)).toEqual(before);
  });

  test('follows state, and restores the server value whatever it became', () => {
    let setOpen: (open: boolean) => void = () => {};
    function Widget() {
      const [open, set] = useState(false);
      setOpen = set;
      return <Bind el={host} attrs={{ 'aria-expanded': open, 'data-open': open || null }} />;
    }
    const before = snapshot(host);
    root.render(<Widget />);
    expect(host.getAttribute('aria-expanded')).toBe('false');
    expect(host.hasAttribute('data-open')).toBe(false);
    act(() => setOpen(true));
    expect(host.getAttribute('aria-expanded')).toBe('true');
    expect(host.getAttribute('data-open')).toBe('');
    act(() => setOpen(false));
    expect(host.hasAttribute('data-open')).toBe(false);
    act(() => setOpen(true));
    root.unmount();
    expect(snapshot(host)).toEqual(before);
  });

  test('does not write an attribute that already has the value (no needless mutation)', () => {
    const observer = new MutationObserver(() => {});
    observer.observe(host, { attributes: true });
    root.render(<Bind el={host} attrs={{ title: 'Server title' }} />);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });
});

describe('useBind / Bind: classes and styles', () => {
  test('classes are added and removed, and put back as they were', () => {
    const before = snapshot(host);
    root.render(<Bind el={host} classes={{ 'is-open': true, server: false, keep: true }} />);
    expect([...host.classList]).toEqual(['keep', 'is-open']);
    root.unmount();
    expect(snapshot(host)).toEqual(before);
  });

  test('a class attribute the server did not have is removed again', () => {
    const plain = document.createElement('p');
    document.body.append(plain);
    root.render(<Bind el={plain} classes={{ active: true }} />);
    expect(plain.outerHTML).toBe('<p class="active"></p>');
    root.unmount();
    expect(plain.outerHTML).toBe('<p></p>');
  });

  test('style properties are set and removed, and restored with their priority', () => {
    root.render(<Bind el={host} style={{ color: 'blue', margin: null, 'max-height': '10px' }} />);
    expect(host.style.getPropertyValue('color')).toBe('blue');
    expect(host.style.getPropertyValue('margin')).toBe('');
    expect(host.style.getPropertyValue('max-height')).toBe('10px');
    root.unmount();
    expect(host.style.getPropertyValue('color')).toBe('red');
    expect(host.style.getPropertyValue('margin')).toBe('1px');
    expect(host.style.getPropertyPriority('margin')).toBe('important');
    expect(host.style.getPropertyValue('max-height')).toBe('');
  });

  test('a style attribute the server did not have is removed again', () => {
    const plain = document.createElement('p');
    document.body.append(plain);
    root.render(<Bind el={plain} style={{ opacity: '0.5' }} />);
    expect(plain.style.getPropertyValue('opacity')).toBe('0.5');
    root.unmount();
    expect(plain.outerHTML).toBe('<p></p>');
  });

  test('with no element, nothing happens', () => {
    root.render(<Bind el={null} attrs={{ title: 'x' }} classes={{ a: true }} />);
    root.unmount();
    expect(host.getAttribute('title')).toBe('Server title');
  });

  test('binding a different element restores the first', () => {
    const other = document.createElement('p');
    document.body.append(other);
    let setTarget: (element: HTMLElement) => void = () => {};
    function Widget() {
      const [target, set] = useState<HTMLElement>(host);
      setTarget = set;
      return <Bind el={target} attrs={{ 'data-bound': 'yes' }} />;
    }
    root.render(<Widget />);
    expect(host.getAttribute('data-bound')).toBe('yes');
    act(() => setTarget(other));
    expect(host.hasAttribute('data-bound')).toBe(false);
    expect(other.getAttribute('data-bound')).toBe('yes');
  });
});

describe('useBind / Bind: listeners', () => {
  test('calls the latest handler, once per event, and none after unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    root.render(<Bind el={host} on={{ click: first }} />);
    host.click();
    root.render(<Bind el={host} on={{ click: second }} />);
    host.click();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(second.mock.calls[0]?.[0]).toBeInstanceOf(MouseEvent);
    root.unmount();
    host.click();
    expect(second).toHaveBeenCalledOnce();
  });

  test('several event types, and a type dropped on rerender stops listening', () => {
    const click = vi.fn();
    const keydown = vi.fn();
    root.render(<Bind el={host} on={{ click, keydown }} />);
    host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    host.click();
    root.render(<Bind el={host} on={{ click }} />);
    host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(click).toHaveBeenCalledOnce();
    expect(keydown).toHaveBeenCalledOnce();
  });

  test('events from server children reach the listener (bubbling)', () => {
    const click = vi.fn();
    root.render(<Bind el={host} on={{ click }} />);
    (document.getElementById('first') as HTMLElement).click();
    expect(click).toHaveBeenCalledOnce();
  });

  test('useBind in a component of its own', () => {
    const click = vi.fn();
    function Widget() {
      useBind(host, { attrs: { role: 'button' }, on: { click } });
      return null;
    }
    root.render(<Widget />);
    host.click();
    expect(host.getAttribute('role')).toBe('button');
    expect(click).toHaveBeenCalledOnce();
    root.unmount();
    expect(host.hasAttribute('role')).toBe(false);
  });
});

describe('Replace', () => {
  test("sets the server's children aside and renders the widget's, then puts the same nodes back", () => {
    const serverNodes = [...host.childNodes];
    const before = host.innerHTML;
    root.render(
      <Replace el={host}>
        <em>widget</em>
      </Replace>,
    );
    expect(host.innerHTML).toBe('<em>widget</em>');
    root.unmount();
    expect(host.innerHTML).toBe(before);
    expect([...host.childNodes]).toEqual(serverNodes);
    expect(host.firstChild).toBe(serverNodes[0]);
  });

  test('updates the widget content without bringing the server content back', () => {
    let setCount: (count: number) => void = () => {};
    function Widget() {
      const [count, set] = useState(1);
      setCount = set;
      return <Replace el={host}>{`count ${count}`}</Replace>;
    }
    root.render(<Widget />);
    expect(host.textContent).toBe('count 1');
    act(() => setCount(2));
    expect(host.textContent).toBe('count 2');
    root.unmount();
    expect(host.textContent).toBe('Server text bold');
  });

  test('an element with no children', () => {
    const empty = document.createElement('p');
    document.body.append(empty);
    root.render(<Replace el={empty}>new</Replace>);
    expect(empty.textContent).toBe('new');
    root.unmount();
    expect(empty.outerHTML).toBe('<p></p>');
  });

  test('with Bind on the same element, everything is restored', () => {
    const before = snapshot(host);
    root.render(
      <>
        <Bind el={host} attrs={{ role: 'timer' }} classes={{ 'is-finished': true }} />
        <Replace el={host}>00:01</Replace>
      </>,
    );
    expect(host.getAttribute('role')).toBe('timer');
    expect([...host.classList]).toEqual(['server', 'keep', 'is-finished']);
    expect(host.innerHTML).toBe('00:01');
    root.unmount();
    expect(snapshot(host)).toEqual(before);
  });
});

describe('useAdoptChildren', () => {
  test('moves the server children into a rendered wrapper, and back on unmount', () => {
    const serverNodes = [...host.childNodes];
    const before = host.innerHTML;
    function Widget() {
      const into = useRef<HTMLButtonElement>(null);
      useAdoptChildren(host, into);
      return <Replace el={host}>{<button type="button" ref={into} />}</Replace>;
    }
    root.render(<Widget />);
    const button = host.querySelector('button') as HTMLButtonElement;
    expect(button).not.toBeNull();
    expect([...button.childNodes]).toEqual(serverNodes);
    root.unmount();
    expect(host.innerHTML).toBe(before);
    expect([...host.childNodes]).toEqual(serverNodes);
  });
});

describe('saveInlineStyle / useInlineStyle', () => {
  test('saveInlineStyle restores the listed properties, and only those', () => {
    const restore = saveInlineStyle(host, ['color', 'margin', 'height']);
    host.style.setProperty('color', 'green');
    host.style.removeProperty('margin');
    host.style.setProperty('height', '5px');
    host.style.setProperty('width', '7px');
    restore();
    expect(host.style.getPropertyValue('color')).toBe('red');
    expect(host.style.getPropertyValue('margin')).toBe('1px');
    expect(host.style.getPropertyPriority('margin')).toBe('important');
    expect(host.style.getPropertyValue('height')).toBe('');
    expect(host.style.getPropertyValue('width')).toBe('7px');
  });

  test('no style attribute is left behind on an element that had none', () => {
    const plain = document.createElement('p');
    const restore = saveInlineStyle(plain, ['opacity']);
    plain.style.opacity = '0';
    restore();
    expect(plain.hasAttribute('style')).toBe(false);
  });

  test('useInlineStyle restores on unmount what an animation wrote', () => {
    function Widget() {
      useInlineStyle(host, ['height', 'overflow']);
      return null;
    }
    const before = snapshot(host);
    root.render(<Widget />);
    host.style.height = '0px';
    host.style.overflow = 'hidden';
    root.unmount();
    expect(snapshot(host)).toEqual(before);
  });
});

describe('saveElement', () => {
  test('puts back every attribute and child a library rewrote, the style through the CSSOM', () => {
    const before = host.outerHTML;
    const restore = saveElement(host);
    host.setAttribute('title', 'Library title');
    host.setAttribute('data-library', 'yes');
    host.removeAttribute('aria-expanded');
    host.style.position = 'relative';
    host.replaceChildren(document.createElement('canvas'));
    restore();
    expect(host.outerHTML).toBe(before);
  });

  test("leaves the loader's marks alone: they come and go with the instance, not the widget", () => {
    host.setAttribute('data-widget-mounted', 'map');
    const restore = saveElement(host);
    // The loader clears its mark before a deferred cleanup restores the element: the mark stays cleared.
    host.removeAttribute('data-widget-mounted');
    host.setAttribute('data-widget-failed', 'map');
    restore();
    expect(host.hasAttribute('data-widget-mounted')).toBe(false);
    expect(host.getAttribute('data-widget-failed')).toBe('map');
  });
});
