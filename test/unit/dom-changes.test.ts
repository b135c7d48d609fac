import { beforeEach, describe, expect, test, vi } from 'vitest';
import { domChanges } from '../../toolkit/dom/changes';

let host: HTMLElement;
let serverHtml: string;
let controller: AbortController;

beforeEach(() => {
  document.body.innerHTML = `<div id="host" class="server open" title="" data-x="1" style="color: red;">
    <a id="link" href="/">Link</a><span id="label">Label</span><p id="plain">Plain</p></div>`;
  host = document.getElementById('host') as HTMLElement;
  serverHtml = document.body.innerHTML;
  controller = new AbortController();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('domChanges', () => {
  test('every change is undone on abort, back to the exact server markup', () => {
    const changes = domChanges(controller.signal);
    const link = byId('link');
    const plain = byId('plain');
    // Attributes: an absent one, an empty one, one with a value, one removed.
    changes.setAttribute(link, 'aria-expanded', 'false');
    changes.setAttribute(host, 'title', 'Now titled');
    changes.setAttributes(host, { 'data-x': '2', role: 'region' });
    changes.setAttribute(link, 'href', null);
    // Classes: one added, one already there (added again, then removed), one removed.
    changes.toggleClass(host, 'wgt-on');
    changes.toggleClass(host, 'server');
    changes.toggleClass(host, 'open', false);
    // Styles: on an element with a style attribute and on one without.
    changes.setStyle(host, 'color', 'blue');
    changes.setStyle(host, 'left', '3px');
    changes.setStyle(plain, 'display', 'none');
    changes.setStyle(link, '--wgt-top', '10px');
    changes.toggleClass(link, 'wgt-link');
    changes.toggleClass(plain, 'never', false);
    // Properties, nodes inserted and moved.
    changes.setProperty(plain, 'hidden', true);
    changes.setProperty(plain, 'id', 'renamed');
    const arrow = changes.insert(document.createElement('span'), { after: link });
    changes.insert(document.createElement('i'), { prepend: host });
    changes.insert(document.createElement('b'), { append: host });
    changes.insert(document.createElement('em'), { before: plain });
    changes.insert(byId('label'), { before: link });
    expect(arrow.previousSibling).toBe(link);
    expect(document.body.innerHTML).not.toBe(serverHtml);
    expect(host.getAttribute('style')).toContain('blue');

    controller.abort();
    expect(document.body.innerHTML).toBe(serverHtml);
    expect(link.hasAttribute('aria-expanded')).toBe(false);
    expect(host.getAttribute('title')).toBe('');
    expect(plain.hasAttribute('style')).toBe(false);
    expect(link.hasAttribute('style')).toBe(false);
    expect(host.classList.contains('server')).toBe(true);
    expect(link.hasAttribute('class')).toBe(false);
  });

  test('a style property set with a priority comes back with it; one set twice comes back once', () => {
    host.style.setProperty('top', '1px', 'important');
    serverHtml = document.body.innerHTML;
    const changes = domChanges(controller.signal);
    changes.setStyle(host, 'top', '5px');
    changes.setStyle(host, 'top', '6px');
    changes.setStyle(host, 'color', null);
    expect(host.style.getPropertyValue('color')).toBe('');
    controller.abort();
    expect(host.style.getPropertyPriority('top')).toBe('important');
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('kept attributes, classes and styles come back whatever the widget set in between', () => {
    const changes = domChanges(controller.signal);
    const plain = byId('plain');
    changes.keep(host, {
      attributes: ['title', 'aria-busy'],
      classes: ['open', 'shown', 'server'],
      styles: ['color'],
    });
    changes.keep(plain, { styles: ['left'] });
    host.setAttribute('title', 'changed');
    host.setAttribute('aria-busy', 'true');
    host.classList.remove('open');
    host.classList.add('shown');
    host.classList.remove('server');
    host.classList.add('server');
    host.style.color = 'green';
    plain.style.left = '4px';
    controller.abort();
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('listeners are removed on abort, with one argument order and typed events', () => {
    const changes = domChanges(controller.signal);
    const clicks = vi.fn((event: MouseEvent) => event.button);
    const keys = vi.fn((event: KeyboardEvent) => event.key);
    const media = matchMedia('(min-width: 1px)');
    changes.on(host, 'click', clicks);
    changes.on(document, 'keydown', keys);
    changes.on(window, 'resize', () => {});
    changes.on(media, 'change', (event) => event.matches);
    host.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(keys).toHaveReturnedWith('a');
    controller.abort();
    host.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(keys).toHaveBeenCalledTimes(1);
    expect(changes.signal.aborted).toBe(true);
  });

  test('steps run in reverse order, deferred ones among them, and once', () => {
    const changes = domChanges(controller.signal);
    const order: string[] = [];
    changes.defer(() => order.push('first'));
    changes.setAttribute(host, 'data-x', '9');
    changes.defer(() => order.push(`second, data-x=${host.getAttribute('data-x')}`));
    changes.undo();
    controller.abort();
    changes.undo();
    expect(order).toEqual(['second, data-x=9', 'first']);
    expect(host.getAttribute('data-x')).toBe('1');
  });

  test('a step that throws does not stop the others; the first error is rethrown', () => {
    const changes = domChanges(controller.signal);
    changes.setAttribute(host, 'role', 'region');
    changes.defer(() => {
      throw new Error('broken');
    });
    changes.toggleClass(host, 'wgt-on');
    expect(() => changes.undo()).toThrow('broken');
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('after the abort (or with a signal already aborted) nothing more is changed', () => {
    const changes = domChanges(controller.signal);
    controller.abort();
    changes.setAttribute(host, 'role', 'region');
    changes.toggleClass(host, 'late');
    changes.setStyle(host, 'left', '1px');
    changes.insert(document.createElement('i'), { append: host });
    const clicks = vi.fn();
    changes.on(host, 'click', clicks);
    host.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(serverHtml);

    const late = domChanges(controller.signal);
    late.setAttribute(host, 'role', 'region');
    expect(host.hasAttribute('role')).toBe(false);
  });

  test('a node moved twice goes back to its first place', () => {
    const changes = domChanges(controller.signal);
    const label = byId('label');
    changes.insert(label, { append: document.body });
    changes.insert(label, { prepend: host });
    controller.abort();
    expect(document.body.innerHTML).toBe(serverHtml);
  });
});
