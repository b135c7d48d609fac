import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { domPageWidget, domWidget } from '../../toolkit/dom/dom-widget';
import { leaveAsPrinted, option, ReportedError } from '../../toolkit/dom/options';
import { fakeContext } from './helpers/context';

let host: HTMLElement;
let serverHtml: string;

beforeEach(() => {
  document.body.innerHTML = '<div id="host" class="server" data-label="Launch" data-count="x">Text</div>';
  host = document.getElementById('host') as HTMLElement;
  serverHtml = document.body.innerHTML;
});

const options = {
  label: option.string({ description: 'The label.' }),
  count: option.number({ description: 'How many.', default: 2 }),
};

/** A context whose signal the test aborts, as the loader does on unmount or failure. */
function context() {
  const controller = new AbortController();
  return { ctx: { ...fakeContext('test', 'wgt3'), signal: controller.signal }, controller };
}

describe('domWidget', () => {
  test('reads its options through the schema, reporting a bad one, and documents them', () => {
    const mount = vi.fn();
    const widget = domWidget({ options, mount });
    const { ctx } = context();
    widget.mount(host, ctx);
    expect(mount.mock.calls[0]?.[0]).toMatchObject({ host, options: { label: 'Launch', count: 2 }, ctx });
    expect(ctx.warn).toHaveBeenCalledWith(host, 'data-count="x" is not a number; using the default 2.');
    expect(widget.docs?.options).toBe(options);
  });

  test('its changes are undone when the signal aborts, and by the teardown', () => {
    const widget = domWidget({
      options: {},
      mount({ host, changes, ctx }) {
        changes.setAttribute(host, 'role', 'region');
        changes.toggleClass(host, 'wgt-on');
        changes.insert(document.createElement('button'), { append: host });
        changes.setAttribute(host, 'aria-labelledby', `${ctx.id}-label`);
      },
    });
    const first = context();
    widget.mount(host, first.ctx);
    expect(host.outerHTML).toBe(
      '<div id="host" class="server wgt-on" data-label="Launch" data-count="x" role="region" aria-labelledby="wgt3-label">Text<button></button></div>',
    );
    first.controller.abort();
    expect(document.body.innerHTML).toBe(serverHtml);

    const second = context();
    const teardown = widget.mount(host, second.ctx);
    teardown();
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('a mount that stops halfway leaves the server HTML as it was', () => {
    const widget = domWidget({
      options: {},
      mount({ host, changes, ctx }) {
        changes.setAttribute(host, 'role', 'region');
        leaveAsPrinted(ctx, host, 'it lacks its button');
      },
    });
    const { ctx } = context();
    expect(() => widget.mount(host, ctx)).toThrow(ReportedError);
    expect(ctx.error).toHaveBeenCalledWith(host, 'it lacks its button; the server HTML is left as it is.');
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('a missing required option stops it before mount runs', () => {
    host.removeAttribute('data-label');
    const mount = vi.fn();
    const { ctx } = context();
    expect(() => domWidget({ options, mount }).mount(host, ctx)).toThrow(ReportedError);
    expect(mount).not.toHaveBeenCalled();
  });

  test('a page widget gets the live host list, and its changes are undone the same way', () => {
    const hosts = { current: () => [host], subscribe: () => () => {} };
    const widget = domPageWidget({
      mount({ hosts, changes }) {
        for (const element of hosts.current()) changes.toggleClass(element, 'wgt-page');
        changes.on(document, 'click', () => changes.setAttribute(host, 'data-clicked', ''));
      },
    });
    expect(widget.kind).toBe('page');
    const { ctx, controller } = context();
    widget.mount(hosts, ctx);
    expect(host.classList.contains('wgt-page')).toBe(true);
    controller.abort();
    document.body.click();
    expect(document.body.innerHTML).toBe(serverHtml);
  });

  test('imports no React', () => {
    const source = readFileSync(join(import.meta.dirname, '../../toolkit/dom/dom-widget.ts'), 'utf8');
    const changes = readFileSync(join(import.meta.dirname, '../../toolkit/dom/changes.ts'), 'utf8');
    expect(`${source}\n${changes}`).not.toMatch(/from '(react|preact)|react-widget|server-dom/);
  });
});
